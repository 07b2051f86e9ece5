// GET /api/tutor/reports/:id: what the tutor needs to judge a report, fetched when the card's
// question is opened (a page of reports would otherwise carry twenty rendered questions).
// Tutors and admins only: it holds the key.
import type { Passage } from './passage.ts';
import type { QuestionType } from './practice.ts';
import type { Choice, MathHtml } from './questions.ts';

/** The reported question whole, every math field rendered by the server (decision 039). */
export interface ReportedQuestion {
  type: QuestionType;
  passage?: Passage;
  bodyLatex: string;
  bodyHtml: MathHtml;
  imageUrl?: string;
  imageAlt?: string;
  choices: Choice[];
  /** The key: a choice's letter, or the typed answer as the bank writes it. */
  correctAnswer: string;
  correctAnswerLatex: string;
  correctAnswerHtml: MathHtml;
  /** Every form a typed answer is accepted in ("3/4", ".75"); empty for a choice question. */
  acceptedAnswers: string[];
  explanationLatex: string;
  explanationHtml: MathHtml;
  explanationImage?: string;
  /** Taken out of the bank since it was reported: shown as it was. */
  retired: boolean;
}

/** The reporting student's first recorded answer to the question (decision 003). */
export interface ReporterFirstAttempt {
  answer: string;
  isCorrect: boolean;
  answeredAt: string;
}

export interface TutorQuestionReportDetail {
  id: number;
  /** Null only when the question is in no bank the server loaded. */
  question: ReportedQuestion | null;
  /** Null when the student reported it without answering it. */
  firstAttempt: ReporterFirstAttempt | null;
}
