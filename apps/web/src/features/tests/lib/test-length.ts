import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import {
  EXTENDED_TIME_FACTOR,
  SAT_BREAK_MINUTES,
  SAT_SECTIONS,
  SAT_SECTION_MODULE,
  type ExtendedTime,
  type TestSummary,
} from '@academy/shared/tests';
import { SECTION_NAME } from './sat-modules';

const WITH_EXTENDED_TIME: Record<Exclude<ExtendedTime, 'standard'>, string> = {
  '1.5x': 'with time and a half',
  '2x': 'with double time',
};

/** 52.5 → "52½": the half minute time and a half gives a 35-minute module. */
const minutesText = (minutes: number) => {
  const whole = Math.floor(minutes);
  return minutes - whole >= 0.5 ? `${whole}½` : String(whole);
};

/**
 * A test's length as this student will sit it: the server times every module by the profile's
 * extended time, so the card says the same, naming the accommodation.
 */
export function describeTestLength(
  test: Pick<TestSummary, 'section' | 'modules' | 'minutes' | 'questionsPerModule'>,
  extendedTime: ExtendedTime = 'standard',
) {
  const factor = EXTENDED_TIME_FACTOR[extendedTime];
  const moduleMinutes = minutesText((test.minutes / test.modules) * factor);
  // The whole SAT's sections differ in length; the break between them is not extended.
  const sat = () => {
    const [first, second] = SAT_SECTIONS.map(
      (section) =>
        `${SECTION_NAME[section]} (2 modules of ${SAT_SECTION_MODULE[section].questions} questions, ${minutesText(EVALUATION_KIND_INFO[section].sectionMinutes * factor)} minutes each)`,
    );
    return `${first}, a ${SAT_BREAK_MINUTES}-minute break, then ${second}`;
  };
  const length =
    test.section === 'sat'
      ? sat()
      : test.modules > 1
        ? `${test.modules} modules of ${test.questionsPerModule} questions, ${moduleMinutes} minutes each`
        : `${test.questionsPerModule} questions in ${moduleMinutes} minutes`;
  return extendedTime === 'standard' ? length : `${length}, ${WITH_EXTENDED_TIME[extendedTime]}`;
}
