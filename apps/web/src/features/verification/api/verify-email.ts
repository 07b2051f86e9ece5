import { useMutation } from '@tanstack/react-query';
import type { VerificationResponse } from '@academy/shared/verification';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/verify-email: the token of a mailed link; works without a session. */
export const verifyEmail = (token: string) =>
  apiClient.post<VerificationResponse>(
    '/auth/verify-email',
    { token },
    { fallbackMessage: 'Failed to verify your email' },
  );

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
