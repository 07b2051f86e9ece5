import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { authMessages } from '@academy/shared/auth';
import { isApiError, type ApiError } from './api-client';

/**
 * Puts the `errors: [{ param, msg }]` of a 400 answer on the named form fields (every message
 * of a field, as several rules may fail at once). An item for a field the form does not have
 * becomes a toast. Returns false when the answer carried no such items.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const items = error.fieldErrors;
  if (!items.length) return false;
  const byField = new Map<Path<T>, string[]>();
  for (const { param, msg } of items) {
    const field = fields.find((name) => name === param);
    if (field) byField.set(field, [...(byField.get(field) ?? []), msg]);
    else toast.error(msg);
  }
  let first = true;
  for (const [field, messages] of byField) {
    const types = Object.fromEntries(messages.map((msg, index) => [`server${index}`, msg]));
    setError(field, { type: 'server', message: messages[0], types }, { shouldFocus: first });
    first = false;
  }
  return true;
}

/**
 * A failed send of a form: a 400's field items on their fields, anything else (another status,
 * a 400 without items, a failure that is not an API answer) as a toast.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (!isApiError(error)) toast.error(authMessages.unexpected);
  else if (error.status !== 400 || !applyServerFieldErrors(error, fields, setError)) {
    toast.error(error.message);
  }
}
