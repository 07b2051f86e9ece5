import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';

/**
 * A new account comes with its user, signed in. An address that has an account already gets
 * the same message without one (`verificationRequired`): its owner is mailed (decision 012).
 */
export interface SignupResponse {
  message: string;
  user?: AuthUser;
  verificationRequired?: boolean;
}

export const signup = (input: SignupInput) =>
  apiClient.post<SignupResponse>('/auth/signup', input, { fallbackMessage: 'Signup failed' });

export const useSignup = () => useMutation({ mutationFn: signup });
