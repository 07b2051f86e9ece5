import { TUTOR_NOTE_DRAFT_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import { readSessionItem, writeSessionItem } from '../../../lib/session-item';

const keyOf = (studentId: string) => `${TUTOR_NOTE_DRAFT_STORAGE_PREFIX}${studentId}`;

/** The note left half-typed on this student's page in this tab; empty when there is none. */
export function readNoteDraft(studentId: string): string {
  return readSessionItem(keyOf(studentId)) ?? '';
}

/** Kept as it is typed; an emptied box keeps nothing. */
export function saveNoteDraft(studentId: string, text: string) {
  writeSessionItem(keyOf(studentId), text);
}
