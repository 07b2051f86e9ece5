import { REVEALED_HINTS_STORAGE_PREFIX } from '@academy/shared/storage-keys';

export interface RevealedHints {
  hints: number;
  superhints: number;
}

const keyOf = (questionId: string) => `${REVEALED_HINTS_STORAGE_PREFIX}${questionId}`;
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** The hints opened on this question before its answer was recorded; none when unknown. */
export function loadRevealedHints(questionId: string): RevealedHints {
  try {
    const saved = JSON.parse(sessionStorage.getItem(keyOf(questionId)) ?? 'null') as {
      hints?: unknown;
      superhints?: unknown;
    } | null;
    return { hints: count(saved?.hints), superhints: count(saved?.superhints) };
  } catch {
    return { hints: 0, superhints: 0 };
  }
}

export function saveRevealedHints(questionId: string, revealed: RevealedHints) {
  try {
    sessionStorage.setItem(keyOf(questionId), JSON.stringify(revealed));
  } catch {
    // Storage full or blocked: the hints stay open until the page is left, as before.
  }
}

/** Recorded with the answer: the next showing of the question starts with none open. */
export function forgetRevealedHints(questionId: string) {
  try {
    sessionStorage.removeItem(keyOf(questionId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
