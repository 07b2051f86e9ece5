// What the tutor's pages read from their URLs, without zod: the web's route tree, which every
// page's entry loads, validates these searches, and tutor.ts's schemas would bring zod with them.

/** Questions a session brief's practice sheet may hold. */
export const MAX_PRACTICE_SHEET = 20;
export const DEFAULT_PRACTICE_SHEET = 6;

export const STUDENT_SORTS = ['lastActive', 'testDate', 'weakest', 'plan'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
export const STUDENT_SORT_LABELS: Record<StudentSort, string> = {
  lastActive: 'Last active',
  testDate: 'Test date',
  weakest: 'Weakest topic',
  plan: 'Plan',
};
