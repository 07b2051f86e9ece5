// The evaluation's navigation rules (SPEC §4, Evaluation) as pure functions over the sizes of
// its sections, so every Back/Next rule is testable without rendering anything.

/** Where the student is: a section (0-based) and a question within it (0-based). */
export interface EvaluationPosition {
  section: number;
  index: number;
}

/** How many questions each section holds, in order. */
export type SectionSizes = readonly number[];

/** What Back does on the first question of the first section: leave the page. */
export const LEAVE = 'leave';

export const totalQuestions = (sizes: SectionSizes) => sizes.reduce((sum, size) => sum + size, 0);

const isValid = (sizes: SectionSizes, { section, index }: EvaluationPosition) =>
  Number.isInteger(section) &&
  Number.isInteger(index) &&
  section >= 0 &&
  section < sizes.length &&
  index >= 0 &&
  index < (sizes[section] ?? 0);

/** Section 1 question 1, or the first question of the first section that has any. */
export function firstPosition(sizes: SectionSizes): EvaluationPosition | undefined {
  const section = sizes.findIndex((size) => size > 0);
  return section === -1 ? undefined : { section, index: 0 };
}

/** A restored position when it still fits the evaluation, otherwise the start. */
export function validPosition(
  sizes: SectionSizes,
  position: EvaluationPosition | undefined,
): EvaluationPosition | undefined {
  return position && isValid(sizes, position) ? position : firstPosition(sizes);
}

/** Next: the following question; at the end of a section, the next section's first question. */
export function nextPosition(
  sizes: SectionSizes,
  { section, index }: EvaluationPosition,
): EvaluationPosition | undefined {
  if (index + 1 < (sizes[section] ?? 0)) return { section, index: index + 1 };
  for (let next = section + 1; next < sizes.length; next++) {
    if ((sizes[next] ?? 0) > 0) return { section: next, index: 0 };
  }
  return undefined;
}

/**
 * Back: the previous question; on a section's first question, the previous section's last; on
 * the very first question, LEAVE (the page goes to the previous browser page).
 */
export function backTarget(
  sizes: SectionSizes,
  { section, index }: EvaluationPosition,
): EvaluationPosition | typeof LEAVE {
  if (index > 0) return { section, index: index - 1 };
  for (let previous = section - 1; previous >= 0; previous--) {
    const size = sizes[previous] ?? 0;
    if (size > 0) return { section: previous, index: size - 1 };
  }
  return LEAVE;
}

/** The last question of the last section: its button is Submit instead of Next. */
export const isFinalQuestion = (sizes: SectionSizes, position: EvaluationPosition) =>
  nextPosition(sizes, position) === undefined;

/** The 1-based position across every section, for the overall counter and the progress bar. */
export function overallNumber(sizes: SectionSizes, { section, index }: EvaluationPosition) {
  return totalQuestions(sizes.slice(0, section)) + index + 1;
}

/** The final Submit needs at least one answer (SPEC §5). */
export const canSubmit = (answeredCount: number) => answeredCount > 0;

/** The 'Tired?' banner: once something is answered, on every question but the final one. */
export const showsSubmitBanner = (
  sizes: SectionSizes,
  position: EvaluationPosition,
  answeredCount: number,
) => canSubmit(answeredCount) && !isFinalQuestion(sizes, position);
