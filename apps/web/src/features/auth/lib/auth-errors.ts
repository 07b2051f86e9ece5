import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { authMessages } from '@academy/shared/auth';
import { isApiError, type ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';

/**
 * SPEC §8: the field items of a 400 go on their fields, then a form's own reading of a 400
 * (`explainBadRequest`, true when it handled the error), then any other API error as a toast.
 */
export function handleAuthError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  explainBadRequest?: (error: ApiError, setError: UseFormSetError<T>) => boolean,
) {
  if (!isApiError(error)) {
    toast.error(authMessages.unexpected);
    return;
  }
  if (error.status === 400) {
    if (applyServerFieldErrors(error, fields, setError)) return;
    if (explainBadRequest?.(error, setError)) return;
  }
  // A lock (too many tries) lasts minutes: said on the form too, where it stays while it holds,
  // not only in a toast that leaves after a few seconds.
  if (error.status === 429) {
    setError('root.server' as Path<T>, { type: 'server', message: error.message });
  }
  // Sent again and refused the same way, the form shows its message once: a second toast of the
  // same words stacked over the first, covering the top of a phone's screen.
  toast.error(error.message, { id: `auth-error:${error.message}` });
}

type LoginFields = { email: string; password: string };

/** SPEC §8, login: 'Invalid credentials' marks both fields 'Invalid email or password'. */
export function markInvalidCredentials(error: ApiError, setError: UseFormSetError<LoginFields>) {
  if (error.message !== authMessages.invalidCredentials) return false;
  const message = authMessages.invalidCredentialsField;
  setError('email', { type: 'server', message });
  setError('password', { type: 'server', message }, { shouldFocus: true });
  return true;
}
