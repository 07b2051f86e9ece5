import { TUTOR_NOTE_DRAFT_STORAGE_PREFIX } from '@academy/shared/storage-keys';

const keyOf = (studentId: string) => `${TUTOR_NOTE_DRAFT_STORAGE_PREFIX}${studentId}`;

/** The note left half-typed on this student's page in this tab; empty when there is none. */
export function readNoteDraft(studentId: string): string {
  try {
    return sessionStorage.getItem(keyOf(studentId)) ?? '';
  } catch {
    return '';
  }
}

/** Kept as it is typed; an emptied box keeps nothing. */
export function saveNoteDraft(studentId: string, text: string) {
  try {
    if (text) sessionStorage.setItem(keyOf(studentId), text);
    else sessionStorage.removeItem(keyOf(studentId));
  } catch {
    // Storage full or blocked: the text stays in the box until the page is left, as before.
  }
}
