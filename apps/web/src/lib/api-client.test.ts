import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, stalledReply } from '../test/fetch-mock';
import { ApiError, apiClient, browserLocation, errorCode } from './api-client';
import { AUTH_USER_STORAGE_KEY } from '@academy/shared/storage-keys';

let fetchMock: ReturnType<typeof mockFetch>;
let replace: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  fetchMock = mockFetch();
  replace = vi.fn<(url: string) => void>();
  vi.spyOn(browserLocation, 'replace').mockImplementation(replace);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {
    throw new Error('A 401 or 403 takes the refused page out of the history: replace, not assign');
  });
  vi.spyOn(browserLocation, 'current').mockReturnValue({ pathname: '/profile', search: '' });
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('calls /api with the cookie and JSON, and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(apiClient.post('/auth/login', { email: 'a@b.co' })).resolves.toEqual({ ok: 1 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('sends an empty JSON object for a mutating call without payload, and no body on GET', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await apiClient.post('/payments/cancel-subscription');
    await apiClient.get('/profile', { query: { page: 2, search: '', module: undefined } });

    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{}');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/profile?page=2');
    expect(fetchMock.mock.calls[1]![1]?.body).toBeUndefined();
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('returns undefined for an empty success body', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.get('/auth/logout')).resolves.toBeUndefined();
  });
});

describe('error model (SPEC §8)', () => {
  it("carries the status, the server's message and the body", async () => {
    const body = { message: 'Email taken', errors: [{ param: 'email', msg: 'Taken' }] };
    fetchMock.mockResolvedValue(jsonResponse(400, body));
    const error = await failure(apiClient.post('/auth/signup', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Email taken');
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual([{ param: 'email', msg: 'Taken' }]);
  });

  it("defaults the message to 'An error occurred' without one", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { errors: 'not a list' }));
    const error = await failure(apiClient.get('/modules'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('An error occurred');
    expect(error.fieldErrors).toEqual([]);
  });

  it('defaults the message when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(apiClient.get('/modules'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('An error occurred');
  });

  it("gives status 500 'Network error occurred' when there is no response", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiClient.get('/profile'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Network error occurred');
  });

  it('lets an abort through untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    await expect(apiClient.get('/profile')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up a call with no reply by its timeout as a network failure', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation((_url, init) => stalledReply(init));
      const call = failure(apiClient.post('/progress/record-answer', {}, { timeoutMs: 15_000 }));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await call;
      expect(error.status).toBe(500);
      expect(error.message).toBe('Network error occurred');

      // The caller's own abort is still an abort, timeout or not.
      const caller = new AbortController();
      const aborted = apiClient.get('/profile', { timeoutMs: 15_000, signal: caller.signal });
      caller.abort();
      await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
      // A reply in time clears its deadline.
      fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
      await expect(apiClient.get('/profile', { timeoutMs: 15_000 })).resolves.toEqual({ ok: 1 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces an unreadable success body with the call fallback message', async () => {
    fetchMock.mockResolvedValue(new Response('{not json', { status: 200 }));
    const error = await apiClient
      .post('/auth/login', {}, { fallbackMessage: 'Login failed' })
      .catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('Login failed');
  });
});

describe('redirects', () => {
  it('sends a 401 to /login with the current path, and clears the stored user', async () => {
    localStorage.setItem(AUTH_USER_STORAGE_KEY, '{}');
    vi.mocked(browserLocation.current).mockReturnValue({ pathname: '/profile', search: '?a=1' });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not authenticated' }));
    await failure(apiClient.get('/profile'));
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fprofile%3Fa%3D1');
    expect(localStorage.getItem(AUTH_USER_STORAGE_KEY)).toBeNull();
  });

  it('leaves a 403 that names its reason to the page (no redirect)', async () => {
    const body = {
      message: 'Please verify your email address before buying a plan.',
      code: 'EMAIL_UNVERIFIED',
    };
    fetchMock.mockResolvedValue(jsonResponse(403, body));
    const error = await failure(apiClient.post('/payments/subscription', {}));
    expect(error.status).toBe(403);
    expect(error.message).toBe(body.message);
    expect(errorCode(error)).toBe('EMAIL_UNVERIFIED');
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a 403 to /subscription', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Subscription required' }));
    const error = await failure(apiClient.get('/questions/submodule/1/random'));
    expect(error.status).toBe(403);
    expect(replace).toHaveBeenCalledWith('/subscription');
  });

  it.each(['/auth/verify', '/auth/login', '/auth/logout', '/auth/google'])(
    'does not redirect a 401 of %s (the login page would loop)',
    async (path) => {
      fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not authenticated' }));
      await failure(apiClient.get(path));
      expect(replace).not.toHaveBeenCalled();
    },
  );

  it.each(['/payments/scheduling', '/payments/verify-scheduling-session'])(
    'does not redirect a 401 or 403 of the tutor-session call %s',
    async (path) => {
      fetchMock.mockImplementation(async () => jsonResponse(401, {}));
      await failure(apiClient.post(path, {}));
      fetchMock.mockImplementation(async () => jsonResponse(403, {}));
      await failure(apiClient.get(path, { query: { sessionId: 'cs_1' } }));
      expect(replace).not.toHaveBeenCalled();
    },
  );

  it('does not redirect other statuses', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { message: 'Not found' }));
    await failure(apiClient.get('/modules/x'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('stays put when already on the target page', async () => {
    vi.mocked(browserLocation.current).mockReturnValue({ pathname: '/login', search: '' });
    fetchMock.mockResolvedValue(jsonResponse(401, {}));
    await failure(apiClient.get('/profile'));
    expect(replace).not.toHaveBeenCalled();
  });
});
