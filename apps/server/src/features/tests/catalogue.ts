import type { TestKind } from '@academy/shared/tests';

/** The SAT Math domains, as the bank's submodules name them. */
export const DOMAINS = [
  'algebra',
  'advanced-math',
  'problem-solving-data-analysis',
  'geometry-trigonometry',
] as const;

/**
 * Questions per domain in each module of the full test: 15 / 15 / 7 / 7 over the section, inside
 * the SAT's 13–15 / 13–15 / 5–7 / 5–7.
 */
export const FULL_TEST_MIX: readonly Record<string, number>[] = [
  {
    algebra: 8,
    'advanced-math': 7,
    'problem-solving-data-analysis': 4,
    'geometry-trigonometry': 3,
  },
  {
    algebra: 7,
    'advanced-math': 8,
    'problem-solving-data-analysis': 3,
    'geometry-trigonometry': 4,
  },
];

export interface TestDefinition {
  id: string;
  name: string;
  kind: TestKind;
  modules: number;
  questionsPerModule: number;
  minutesPerModule: number;
  /** A short set of one domain. */
  domain?: string;
}

const SHORT = { kind: 'domain', modules: 1, questionsPerModule: 12, minutesPerModule: 16 } as const;

export const TESTS: readonly TestDefinition[] = [
  {
    id: 'sat-math-full',
    name: 'Full SAT Math',
    kind: 'full',
    modules: 2,
    questionsPerModule: 22,
    minutesPerModule: 35,
  },
  { ...SHORT, id: 'short-algebra', name: 'Short set: Algebra', domain: 'algebra' },
  {
    ...SHORT,
    id: 'short-advanced-math',
    name: 'Short set: Advanced Math',
    domain: 'advanced-math',
  },
  {
    ...SHORT,
    id: 'short-problem-solving-data-analysis',
    name: 'Short set: Problem-Solving and Data Analysis',
    domain: 'problem-solving-data-analysis',
  },
  {
    ...SHORT,
    id: 'short-geometry-trigonometry',
    name: 'Short set: Geometry and Trigonometry',
    domain: 'geometry-trigonometry',
  },
  { ...SHORT, kind: 'weakest', id: 'short-weakest', name: 'Short set: your weakest concepts' },
];

export const testById = new Map(TESTS.map((t) => [t.id, t]));
