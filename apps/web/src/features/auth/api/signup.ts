import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';

export interface SignupResponse {
  message: string;
  user: AuthUser;
}

export const signup = (input: SignupInput) =>
  apiClient.post<SignupResponse>('/auth/signup', input, { fallbackMessage: 'Signup failed' });

export const useSignup = () => useMutation({ mutationFn: signup });
