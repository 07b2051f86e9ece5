import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { apiClient } from '../../../lib/api-client';

export interface LoginResponse {
  user: AuthUser;
}

export const login = (input: LoginInput) =>
  apiClient.post<LoginResponse>('/auth/login', input, { fallbackMessage: 'Login failed' });

export const useLogin = () => useMutation({ mutationFn: login });
