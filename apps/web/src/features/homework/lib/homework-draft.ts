import { HOMEWORK_DRAFT_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import type { HomeworkInput } from '@academy/shared/homework-schema';
import { readSessionJson, removeSessionItem, writeSessionJson } from '../../../lib/session-item';

const keyOf = (studentId: string) => `${HOMEWORK_DRAFT_STORAGE_PREFIX}${studentId}`;

/**
 * The homework left half-set on this student's page in this tab, over `empty`; only the form's
 * own fields are taken from what is stored, which another version of the app may have written.
 */
export function readHomeworkDraft(studentId: string, empty: HomeworkInput): HomeworkInput {
  const stored = readSessionJson(keyOf(studentId));
  if (!stored || typeof stored !== 'object') return empty;
  const kept = Object.entries(stored).filter(
    ([field, value]) => field in empty && ['string', 'number'].includes(typeof value),
  );
  return { ...empty, ...Object.fromEntries(kept) };
}

/** Kept as it is typed; a form back to `empty` keeps nothing. */
export function saveHomeworkDraft(
  studentId: string,
  values: Partial<HomeworkInput>,
  empty: HomeworkInput,
) {
  const changed = (Object.keys(empty) as (keyof HomeworkInput)[]).some(
    (field) => String(values[field] ?? '') !== String(empty[field]),
  );
  if (changed) writeSessionJson(keyOf(studentId), values);
  else removeSessionItem(keyOf(studentId));
}
