import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/family/digest/opt-out: the mailed link's values; no session needed. */
export const optOutDigest = (values: { parent: string; sig: string }) =>
  apiClient.post<{ message: string }>('/family/digest/opt-out', values);

export const useOptOutDigest = () => useMutation({ mutationFn: optOutDigest });
