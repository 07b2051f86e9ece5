import { useMutation } from '@tanstack/react-query';
import {
  PAYMENTS_PATHS,
  tutorSessionMessages,
  type CheckoutSessionResponse,
} from '@academy/shared/payments';
import type { SchedulingRequestInput } from '@academy/shared/scheduling';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /payments/scheduling: stores the booking and opens its checkout. Open to anyone; a 401
 * or 403 here never redirects (lib/api-client). Resolves to the checkout URL, if one came back.
 */
export const createSchedulingSession = async (booking: SchedulingRequestInput) =>
  (
    await apiClient.post<Partial<CheckoutSessionResponse>>(PAYMENTS_PATHS.scheduling, booking, {
      fallbackMessage: tutorSessionMessages.createFallback,
    })
  ).data?.sessionUrl;

export const useCreateSchedulingSession = () =>
  useMutation({ mutationFn: createSchedulingSession });
