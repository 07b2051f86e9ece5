import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

// SPEC §9: retry 3 times, back off from 1000 ms doubling up to 30000 ms, drop unused entries
// after 5 minutes.
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * SPEC §9's preload stale time: data loaded ahead of the page that shows it (a route's loader, a
 * link hovered) is not asked for again when that page mounts within it.
 */
export const PRELOAD_STALE_TIME_MS = 30_000;

export const retryDelay = (attemptIndex: number) => Math.min(1000 * 2 ** attemptIndex, 30_000);

/**
 * Retries server and network failures; a client error (400, 401, 403, 404, ...) answers the same
 * the next time, so it fails at once instead of keeping a spinner up for seven seconds.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429 ? failureCount < QUERY_RETRIES : false;
  }
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS },
      // A form sent while the browser says it is offline fails at once and says so; paused, it
      // would show its spinner until the network came back, with the dialog locked meanwhile.
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
