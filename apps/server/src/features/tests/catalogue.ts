import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import {
  SAT_BREAK_MINUTES,
  SAT_MODULES_PER_SECTION,
  SAT_SECTIONS,
  SAT_SECTION_MODULE,
  SECTION_DOMAINS,
  type TestKind,
  type TestScope,
  type TestSection,
} from '@academy/shared/tests';

/**
 * How a section's modules are put together beyond the mix: a Reading and Writing module is
 * ordered by domain (SAT-RW.md); about a quarter of a Math module is typed answers (SAT-MATH.md).
 */
export const FORM_RULES: Record<
  TestSection,
  { domainOrder?: readonly string[]; typedShare: number }
> = {
  math: { typedShare: 0.25 },
  'reading-writing': { domainOrder: SECTION_DOMAINS['reading-writing'], typedShare: 0 },
};

/**
 * Questions per domain in each module of a full section. Math: 15 / 15 / 7 / 7 over the section,
 * inside the SAT's 13–15 / 13–15 / 5–7 / 5–7. Reading and Writing: 14 / 14 / 14 / 12, inside
 * 12–14 / 13–15 / 11–15 / 8–12, counted by skill as Bluebook's modules run (Words in Context the
 * most, one Cross-Text Connections): drawn by domain alone, a module had five Cross-Text
 * questions and one Words in Context.
 */
export const FULL_TEST_MIX: Record<TestSection, readonly Record<string, number>[]> = {
  math: [
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
  ],
  'reading-writing': [
    { boundaries: 4, 'form-structure-sense': 3 },
    { boundaries: 3, 'form-structure-sense': 4 },
  ].map((conventions) => ({
    // Craft and Structure, 7
    'words-in-context': 4,
    'text-structure-purpose': 2,
    'cross-text-connections': 1,
    // Information and Ideas, 7
    'central-ideas-details': 2,
    'command-of-evidence-textual': 1,
    'command-of-evidence-quantitative': 2,
    inferences: 2,
    // Standard English Conventions, 7
    ...conventions,
    // Expression of Ideas, 6
    transitions: 3,
    'rhetorical-synthesis': 3,
  })),
};

/** One module of a test: its section, its place in that section, its length and time. */
export interface ModulePlan {
  section: TestSection;
  /** 1, or 2 for a module routed by the section's first (decision 032). */
  sectionModule: number;
  questions: number;
  minutes: number;
  /** Minutes of break before it starts: the whole SAT's between its sections (decision 066). */
  breakBefore: number;
}

export interface TestDefinition {
  id: string;
  name: string;
  kind: TestKind;
  section: TestScope;
  /** Its modules in order. */
  plan: readonly ModulePlan[];
  /** A short set of one domain. */
  domain?: string;
}

/** A section's two modules at the Digital SAT's length; the second routed by the first. */
const sectionPlan = (section: TestSection, breakBefore = 0): ModulePlan[] =>
  Array.from({ length: SAT_MODULES_PER_SECTION }, (_, i) => i + 1).map((sectionModule) => ({
    section,
    sectionModule,
    questions: SAT_SECTION_MODULE[section].questions,
    minutes: EVALUATION_KIND_INFO[section].sectionMinutes,
    breakBefore: sectionModule === 1 ? breakBefore : 0,
  }));

/** A short set: one module of 12 questions. */
const shortPlan = (section: TestSection, minutes: number): ModulePlan[] => [
  { section, sectionModule: 1, questions: 12, minutes, breakBefore: 0 },
];

// 35 minutes for 22 questions on the SAT: about 95 seconds each, so 19 minutes for 12. It was
// 16, a pace faster than the test's own, which read a student's timing as worse than it was.
const MATH_SHORT = { kind: 'domain', section: 'math', plan: shortPlan('math', 19) } as const;
// 32 minutes for 27 questions on the SAT: about 71 seconds each, so 14 minutes for 12.
const ENGLISH_SHORT = {
  kind: 'domain',
  section: 'reading-writing',
  plan: shortPlan('reading-writing', 14),
} as const;

/** A whole section: two modules, the second routed by the first (decision 032). */
const fullSection = (section: TestSection): TestDefinition => ({
  id: section === 'math' ? 'sat-math-full' : 'sat-reading-writing-full',
  name: `Full ${EVALUATION_KIND_INFO[section].scoreName}`,
  kind: 'full',
  section,
  plan: sectionPlan(section),
});

/** The whole SAT, as on test day: Reading and Writing, the break, then Math (decision 066). */
const wholeSat: TestDefinition = {
  id: 'sat-full',
  name: 'Full-length SAT',
  kind: 'full',
  section: 'sat',
  plan: SAT_SECTIONS.flatMap((section, i) => sectionPlan(section, i === 0 ? 0 : SAT_BREAK_MINUTES)),
};

export const TESTS: readonly TestDefinition[] = [
  wholeSat,
  fullSection('math'),
  { ...MATH_SHORT, id: 'short-algebra', name: 'Short set: Algebra', domain: 'algebra' },
  {
    ...MATH_SHORT,
    id: 'short-advanced-math',
    name: 'Short set: Advanced Math',
    domain: 'advanced-math',
  },
  {
    ...MATH_SHORT,
    id: 'short-problem-solving-data-analysis',
    name: 'Short set: Problem-Solving and Data Analysis',
    domain: 'problem-solving-data-analysis',
  },
  {
    ...MATH_SHORT,
    id: 'short-geometry-trigonometry',
    name: 'Short set: Geometry and Trigonometry',
    domain: 'geometry-trigonometry',
  },
  {
    ...MATH_SHORT,
    kind: 'weakest',
    id: 'short-weakest',
    name: 'Short set: your weakest Math concepts',
  },
  fullSection('reading-writing'),
  {
    ...ENGLISH_SHORT,
    id: 'short-information-ideas',
    name: 'Short set: Information and Ideas',
    domain: 'information-ideas',
  },
  {
    ...ENGLISH_SHORT,
    id: 'short-craft-structure',
    name: 'Short set: Craft and Structure',
    domain: 'craft-structure',
  },
  {
    ...ENGLISH_SHORT,
    id: 'short-standard-english-conventions',
    name: 'Short set: Standard English Conventions',
    domain: 'standard-english-conventions',
  },
  {
    ...ENGLISH_SHORT,
    id: 'short-expression-of-ideas',
    name: 'Short set: Expression of Ideas',
    domain: 'expression-of-ideas',
  },
  {
    ...ENGLISH_SHORT,
    kind: 'weakest',
    id: 'short-weakest-reading-writing',
    name: 'Short set: your weakest Reading and Writing concepts',
  },
];

export const testById = new Map(TESTS.map((t) => [t.id, t]));

/** The plan of module `index` (1-based) of `test`. */
export const modulePlan = (test: TestDefinition, index: number): ModulePlan =>
  test.plan[index - 1]!;

/** The sections a test's modules are from, in its order: its score report's order of domains. */
export const testSections = (test: TestDefinition): TestSection[] => [
  ...new Set(test.plan.map((m) => m.section)),
];
