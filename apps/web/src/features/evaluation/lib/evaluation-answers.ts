import type { EvaluationQuestion } from '@academy/shared/evaluation';

/** The student's answers: question _id to the chosen choice id or the typed value, as typed. */
export type EvaluationAnswers = Readonly<Record<string, string>>;

/** Sets one answer; clearing a typed box removes it, so it no longer counts as answered. */
export function withAnswer(answers: EvaluationAnswers, questionId: string, value: string) {
  const next = { ...answers };
  if (value === '') delete next[questionId];
  else next[questionId] = value;
  return next;
}

/**
 * What is sent on submit: trimmed, blank answers left out, and only questions of this
 * evaluation (answers restored from an older session may name questions that are gone, and the
 * server refuses those).
 */
export function submissionAnswers(
  answers: EvaluationAnswers,
  questions: readonly EvaluationQuestion[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { _id } of questions) {
    const value = answers[_id]?.trim();
    if (value) result[_id] = value;
  }
  return result;
}
