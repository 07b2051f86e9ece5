import { REVEALED_HINTS_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import { readSessionJson, removeSessionItem, writeSessionJson } from '../../../lib/session-item';

export interface RevealedHints {
  hints: number;
  superhints: number;
}

const keyOf = (questionId: string) => `${REVEALED_HINTS_STORAGE_PREFIX}${questionId}`;
const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** The hints opened on this question before its answer was recorded; none when unknown. */
export function loadRevealedHints(questionId: string): RevealedHints {
  const saved = readSessionJson(keyOf(questionId)) as {
    hints?: unknown;
    superhints?: unknown;
  } | null;
  return { hints: count(saved?.hints), superhints: count(saved?.superhints) };
}

export function saveRevealedHints(questionId: string, revealed: RevealedHints) {
  writeSessionJson(keyOf(questionId), revealed);
}

/** Recorded with the answer: the next showing of the question starts with none open. */
export function forgetRevealedHints(questionId: string) {
  removeSessionItem(keyOf(questionId));
}
