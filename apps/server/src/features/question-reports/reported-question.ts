import type { QuestionType } from '@academy/shared/practice';
import type { ReportedQuestion } from '@academy/shared/question-report-detail';
import type { ContentSnapshot, StoredQuestion } from '../catalog/content-store.ts';

/**
 * A reported question whole, key and explanation included, for the tutor only. Every math field
 * was rendered when the bank was loaded (decision 039): this only picks them out.
 */
export function reportedQuestion(stored: StoredQuestion, retired: boolean): ReportedQuestion {
  const { row } = stored;
  return {
    type: row.type as QuestionType,
    ...(row.passage ? { passage: row.passage } : {}),
    bodyLatex: row.bodyLatex,
    bodyHtml: stored.public.bodyHtml,
    ...(row.imageUrl ? { imageUrl: row.imageUrl } : {}),
    ...(row.imageUrl && row.imageAlt ? { imageAlt: row.imageAlt } : {}),
    choices: stored.public.choices,
    correctAnswer: row.correctAnswer,
    correctAnswerLatex: row.correctAnswerLatex,
    correctAnswerHtml: stored.html.correctAnswer,
    acceptedAnswers: row.acceptedAnswers,
    explanationLatex: row.explanationLatex,
    explanationHtml: stored.html.explanation,
    ...(row.explanationImage ? { explanationImage: row.explanationImage } : {}),
    retired,
  };
}

/** The name of a reported question's topic; null for a question no longer in the bank. */
export const subModuleNameOf = (snapshot: ContentSnapshot, stored: StoredQuestion | undefined) =>
  stored ? (snapshot.submoduleById.get(stored.row.submoduleId)?.name ?? null) : null;
