import toast from 'react-hot-toast';
import type { UseFormSetError } from 'react-hook-form';
import { authMessages } from '@academy/shared/auth';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';

type LoginFields = { email: string; password: string };

/** SPEC §8, login: field items, then 'Invalid credentials', then toasts. */
export function handleLoginError(error: unknown, setError: UseFormSetError<LoginFields>) {
  if (!isApiError(error)) {
    toast.error(authMessages.unexpected);
    return;
  }
  if (error.status === 400) {
    if (applyServerFieldErrors(error, ['email', 'password'], setError)) return;
    if (error.message === authMessages.invalidCredentials) {
      const message = authMessages.invalidCredentialsField;
      setError('email', { type: 'server', message });
      setError('password', { type: 'server', message }, { shouldFocus: true });
      return;
    }
  }
  toast.error(error.message);
}

type SignupFields = { email: string; password: string; firstname: string; lastname: string };

/** SPEC §8, register: field items on a 400, any other API error as a toast. */
export function handleSignupError(error: unknown, setError: UseFormSetError<SignupFields>) {
  if (!isApiError(error)) {
    toast.error(authMessages.unexpected);
    return;
  }
  const fields = ['firstname', 'lastname', 'email', 'password'] as const;
  if (error.status === 400 && applyServerFieldErrors(error, fields, setError)) return;
  toast.error(error.message);
}
