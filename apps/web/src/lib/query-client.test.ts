import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('data cache defaults (SPEC §9)', () => {
  it('drops unused entries after 5 minutes and backs off 1 s, doubling, up to 30 s', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ gcTime: 300_000, retry: shouldRetry, retryDelay });
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries a server or network failure 3 times', () => {
    for (const error of [new ApiError(500, 'Network error occurred', undefined), new Error('x')]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('fails a client error at once, except a timeout or a rate limit (decision 007)', () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(shouldRetry(0, new ApiError(status, 'no', undefined))).toBe(false);
    }
    for (const status of [408, 429]) {
      expect(shouldRetry(2, new ApiError(status, 'later', undefined))).toBe(true);
      expect(shouldRetry(3, new ApiError(status, 'later', undefined))).toBe(false);
    }
  });
});

describe('mutations', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('are sent while the browser says it is offline, so their failure shows at once', async () => {
    onlineManager.setOnline(false);
    const observer = new MutationObserver(createQueryClient(), {
      mutationFn: () => Promise.reject(new Error('Network error occurred')),
    });
    await expect(observer.mutate()).rejects.toThrow('Network error occurred');
  });
});
