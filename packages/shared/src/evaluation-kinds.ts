// The public evaluations (issue 40): SAT Math and SAT Reading and Writing share every behavior
// and differ in these words, their API path and their section length. No zod here: the web's
// route heads import it.

export const EVALUATION_KINDS = ['math', 'reading-writing'] as const;
export type EvaluationKind = (typeof EVALUATION_KINDS)[number];

export interface EvaluationKindInfo {
  kind: EvaluationKind;
  /** The page header and the mails' name of the evaluation. */
  title: string;
  /** The section the score estimates, as in "Estimated SAT Math score". */
  scoreName: string;
  /** Under /api and in the web route: /questions/evaluation<path>, /evaluation<path>. */
  path: '' | '/reading-writing';
  /** Minutes a section takes on the Digital SAT. */
  sectionMinutes: number;
}

export const EVALUATION_KIND_INFO: Record<EvaluationKind, EvaluationKindInfo> = {
  math: {
    kind: 'math',
    title: 'SAT Math Evaluation',
    scoreName: 'SAT Math',
    path: '',
    sectionMinutes: 35,
  },
  'reading-writing': {
    kind: 'reading-writing',
    title: 'SAT Reading and Writing Evaluation',
    scoreName: 'SAT Reading and Writing',
    path: '/reading-writing',
    sectionMinutes: 32,
  },
};

/** A stored submission's kind: the column holds one of the kinds, 'math' before issue 40. */
export const evaluationKindOf = (stored: string): EvaluationKind =>
  stored === 'reading-writing' ? stored : 'math';

/** The web page an evaluation runs on: /evaluation, /evaluation/reading-writing. */
export const evaluationPagePath = (kind: EvaluationKind) =>
  `/evaluation${EVALUATION_KIND_INFO[kind].path}`;
