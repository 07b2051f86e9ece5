import { shouldRetry } from '../../../lib/query-client';

/**
 * SPEC §9: the previously-answered queries stay fresh for 5 minutes and retry once; like every
 * query, a client error (a 4xx answer) is not retried.
 */
export const REVIEW_QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  retry: (failureCount: number, error: unknown) =>
    failureCount < 1 && shouldRetry(failureCount, error),
} as const;
