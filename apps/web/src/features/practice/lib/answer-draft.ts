import { PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import { readSessionItem, removeSessionItem, writeSessionItem } from '../../../lib/session-item';

const keyOf = (questionId: string) => `${PRACTICE_ANSWER_DRAFT_STORAGE_PREFIX}${questionId}`;

/** The answer left on this question, not yet checked; empty when there is none. */
export function readAnswerDraft(questionId: string): string {
  return readSessionItem(keyOf(questionId)) ?? '';
}

/** Kept as it is typed or picked; an emptied box keeps nothing. */
export function saveAnswerDraft(questionId: string, answer: string) {
  writeSessionItem(keyOf(questionId), answer);
}

/** Checked: the answer is the verdict's now, and the question's next showing starts empty. */
export function forgetAnswerDraft(questionId: string) {
  removeSessionItem(keyOf(questionId));
}
