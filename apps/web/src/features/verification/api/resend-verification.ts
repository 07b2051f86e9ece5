import { useMutation } from '@tanstack/react-query';
import type { VerificationResponse } from '@academy/shared/verification';
import { verificationMessages } from '@academy/shared/verification-messages';
import { apiClient } from '../../../lib/api-client';
import { pendingPlan } from '../../subscription/lib/pending-plan';

/**
 * POST /auth/resend-verification: a fresh link to the signed-in user's address, carrying the
 * plan waiting for it (a plan chosen before verifying), if any.
 */
export const resendVerification = () =>
  apiClient.post<VerificationResponse>(
    '/auth/resend-verification',
    { plan: pendingPlan() },
    { fallbackMessage: verificationMessages.resendFailed },
  );

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
