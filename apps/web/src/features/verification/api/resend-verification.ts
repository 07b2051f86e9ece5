import { useMutation } from '@tanstack/react-query';
import type { VerificationResponse } from '@academy/shared/verification';
import { verificationMessages } from '@academy/shared/verification-messages';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/resend-verification: a fresh link to the signed-in user's address. */
export const resendVerification = () =>
  apiClient.post<VerificationResponse>('/auth/resend-verification', undefined, {
    fallbackMessage: verificationMessages.resendFailed,
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
