import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import { formatClockTime } from '../../../lib/format-date';
import {
  SAT_MODULES_PER_SECTION,
  SAT_SECTIONS,
  type TestScope,
  type TestSection,
} from '@academy/shared/tests';

// How a module is named on its screen: by its place in the test, or in the whole SAT by its
// section and its place there, as Bluebook names them (decision 066).

type Test = { section: TestScope; modules: number };
type Module = { index: number; section: TestSection };

/** A section as Bluebook's module headers name it. */
export const SECTION_NAME: Record<TestSection, string> = {
  'reading-writing': 'Reading and Writing',
  math: 'Math',
};

/** A module's place in its own section: the whole SAT's Math modules are its 3rd and 4th. */
export const sectionModuleOf = (module: Module) =>
  module.index - SAT_SECTIONS.indexOf(module.section) * SAT_MODULES_PER_SECTION;

/** Whether module `index` of `test` comes after the whole SAT's break: Math's first. */
export const afterBreak = (test: Pick<Test, 'section'>, index: number) =>
  test.section === 'sat' && index === SAT_MODULES_PER_SECTION + 1;

const sectionNumber = (module: Module) => SAT_SECTIONS.indexOf(module.section) + 1;

const questionCount = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;

/** The header's name of the module: "Module 2 of 2", "Section 2, Module 1: Math". */
export function moduleHeading(test: Test, module: Module) {
  if (test.section !== 'sat') return `Module ${module.index} of ${test.modules}`;
  return `Section ${sectionNumber(module)}, Module ${sectionModuleOf(module)}: ${SECTION_NAME[module.section]}`;
}

/**
 * The module as its clock is heard: "module 2", or in the whole SAT "Section 2, Module 1", as its
 * header names it (a screen reader heard "module 3", a name shown nowhere).
 */
export const timerModuleName = (test: Test, module: Module) =>
  test.section !== 'sat'
    ? `module ${module.index}`
    : `Section ${sectionNumber(module)}, Module ${sectionModuleOf(module)}`;

/** The module in a sentence: "module 2 of 2", "Section 2, Module 1 (Math)". */
const modulePlace = (test: Test, module: Module) =>
  test.section !== 'sat'
    ? `module ${module.index} of ${test.modules}`
    : `Section ${sectionNumber(module)}, Module ${sectionModuleOf(module)} (${SECTION_NAME[module.section]})`;

/** The Directions dialog's description: the section, the module and its length. */
export const directionsDescription = (test: Test, module: Module, questions: number) =>
  test.section !== 'sat'
    ? `${EVALUATION_KIND_INFO[module.section].scoreName}, ${modulePlace(test, module)}: ${questionCount(questions)}`
    : `${modulePlace(test, module)}: ${questionCount(questions)}`;

/** A student away this long when the whole SAT's break ran out is told its clock started. */
const LATE_FROM_BREAK_MS = 60_000;

/**
 * Said over a module after the first, until it has an answer: the module before it is over. A
 * section's first module opened well after it started (`now`, the server's time) began when the
 * break ran out, the student away: minutes they did not see go are said (decision 066).
 */
export function laterModuleNotice(
  test: Test,
  module: Module & { questions: unknown[]; startedAt: string },
  now: string,
) {
  const before = test.section !== 'sat' ? `Module ${module.index - 1}` : 'The module before';
  const notice = `${before} is over. This is ${modulePlace(test, module)}: ${questionCount(module.questions.length)}.`;
  const late = Date.parse(now) - Date.parse(module.startedAt) > LATE_FROM_BREAK_MS;
  return test.section === 'sat' && sectionModuleOf(module) === 1 && late
    ? `${notice} Your break ended at ${formatClockTime(module.startedAt)}, and this module’s time started then.`
    : notice;
}

/** A module in the result: "Module 2", or in the whole SAT "Math, module 1". */
export const resultModuleName = (
  test: { section: TestScope; modules: { index: number; section: TestSection }[] },
  index: number,
) => {
  const module = test.modules.find((m) => m.index === index);
  return test.section === 'sat' && module
    ? `${SECTION_NAME[module.section]}, module ${sectionModuleOf(module)}`
    : `Module ${index}`;
};
