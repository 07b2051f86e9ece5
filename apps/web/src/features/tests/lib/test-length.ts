import { EXTENDED_TIME_FACTOR, type ExtendedTime, type TestSummary } from '@academy/shared/tests';

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
  test: Pick<TestSummary, 'modules' | 'minutes' | 'questionsPerModule'>,
  extendedTime: ExtendedTime = 'standard',
) {
  const moduleMinutes = minutesText(
    (test.minutes / test.modules) * EXTENDED_TIME_FACTOR[extendedTime],
  );
  const length =
    test.modules > 1
      ? `${test.modules} modules of ${test.questionsPerModule} questions, ${moduleMinutes} minutes each`
      : `${test.questionsPerModule} questions in ${moduleMinutes} minutes`;
  return extendedTime === 'standard' ? length : `${length}, ${WITH_EXTENDED_TIME[extendedTime]}`;
}
