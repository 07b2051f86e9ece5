// The one HTTP client of the web app (SPEC §7 and §8). Every call goes to /api with the cookie,
// speaks JSON, and fails with an ApiError carrying the status, the server's message and body.
import { AUTH_USER_STORAGE_KEY } from '@academy/shared/storage-keys';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@academy/shared/errors';
import { markSessionEnded } from './session-ended';

export const API_BASE = '/api';

export interface FieldError {
  param: string;
  msg: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed response body as the server sent it (undefined when there was none). */
    readonly body: unknown,
  ) {
    super(message);
  }

  /** The validation items of a 400 answer (`errors: [{ param, msg }]`), or an empty list. */
  get fieldErrors(): FieldError[] {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (item): item is FieldError =>
        isRecord(item) && typeof item.param === 'string' && typeof item.msg === 'string',
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The message the server gave with its error, if it gave one. A page with a fallback of its own
 * (SPEC §8: "the server message or 'Failed to verify …'") shows that instead of the general
 * default, which says less.
 */
export const serverMessage = (error: unknown): string | undefined =>
  isApiError(error) ? messageOf(error.body) : undefined;

/** The `message` of an error body (DESIGN.md's shape), when it has a non-empty one. */
function messageOf(body: unknown): string | undefined {
  const message = isRecord(body) ? body.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Where the browser goes: to a checkout (`assign`), or on a 401 or 403 (`replace`). An object so
 * tests can replace its methods. A 401 or 403 is a full page load on purpose: it drops every
 * cached query of the user who is no longer allowed. It takes the place of the refused page in
 * the history, so Back does not load that page again, only to be sent away once more.
 */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
  current: () => ({ pathname: window.location.pathname, search: window.location.search }),
};

// The tutor-session payment call and its verification handle their own failures (SPEC §2).
const PAYMENT_FLOW_PATHS = ['/payments/scheduling', '/payments/verify-scheduling-session'];
// Sign-in calls answer 401 for wrong credentials or a stale stored user: the login page shows
// those itself, and redirecting to /login from /login would loop.
const AUTH_PATH_PREFIX = '/auth/';

const skipsUnauthorizedRedirect = (path: string) =>
  path.startsWith(AUTH_PATH_PREFIX) || PAYMENT_FLOW_PATHS.includes(path);
const skipsForbiddenRedirect = (path: string) => PAYMENT_FLOW_PATHS.includes(path);

/**
 * A refusal that names its reason (`code`, e.g. EMAIL_UNVERIFIED) is for the page to explain; the
 * spec's 403 → /subscription is for a missing subscription only.
 */
const hasCode = (body: unknown) => isRecord(body) && typeof body.code === 'string';

/** The machine-readable reason of an error, when the server gave one. */
export const errorCode = (error: unknown): string | undefined =>
  isApiError(error) && hasCode(error.body) ? (error.body as { code: string }).code : undefined;

function redirectOnStatus(status: number, path: string, body: unknown) {
  const { pathname, search } = browserLocation.current();
  if (status === 401 && !skipsUnauthorizedRedirect(path)) {
    // The session is gone (signed out in another tab, expired): the stored user is stale too,
    // and the login page says why it appears. Only a signed-in page makes such calls.
    markSessionEnded();
    try {
      localStorage.removeItem(AUTH_USER_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
    if (pathname === '/login') return;
    const here = pathname + search;
    browserLocation.replace(
      here === '/' ? '/login' : `/login?redirect=${encodeURIComponent(here)}`,
    );
  } else if (status === 403 && !skipsForbiddenRedirect(path) && !hasCode(body)) {
    if (pathname !== '/subscription') browserLocation.replace('/subscription');
  }
}

/**
 * Whether a failure that reached a page is a 401 or 403 that the spec answers with a redirect
 * (SPEC §2): one of a call made while the session was still being verified (WHILE_VERIFYING),
 * which only failed, and whose page then shows.
 */
export const isDenial = (error: unknown): error is ApiError =>
  isApiError(error) && (error.status === 401 || error.status === 403) && !hasCode(error.body);

/** Sends the browser where a denial that reached a page leads (`isDenial`). */
export function followDenial(error: ApiError) {
  redirectOnStatus(error.status, '', error.body);
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * How long a call safe to send again may go without its reply before it is given up (`timeoutMs`):
 * the server answers these in milliseconds, so a call this old sits on a stalled connection (a
 * phone between networks), which can hold it for minutes.
 */
export const STALLED_CALL_MS = 15_000;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Replaces a failure that is not an API answer (e.g. an unreadable body), per SPEC §8. */
  fallbackMessage?: string;
  /**
   * False for a call made while the stored session is still being verified: a 401 or 403 then
   * only fails it, since the verification decides what the visitor sees (SPEC §4).
   */
  redirectOnDenial?: boolean;
  /** Sent beside the JSON ones (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Gives the call up after this long without its reply, as a network failure (`STALLED_CALL_MS`). */
  timeoutMs?: number;
}

/** What a query's fetcher passes on to the client: whether a 401 or 403 redirects. */
export type DenialOptions = Pick<RequestOptions, 'redirectOnDenial'>;

/**
 * A page's data loaded beside the check of a returning user's stored session, not behind it: a
 * session found gone only fails these calls, and the check decides what the visitor sees.
 */
export const WHILE_VERIFYING: DenialOptions = { redirectOnDenial: false };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a call reaches the server: the browser's fetch, or, rendering on the server, its own API. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: ApiTransport = (url, init) => fetch(url, init);
let transport = browserFetch;

/**
 * Rendering a student's page on the server (entry-server): calls go to the server's own API.
 * Without one, the browser's fetch again.
 */
export function setApiTransport(next: ApiTransport = browserFetch) {
  transport = next;
}

function buildUrl(path: string, query?: QueryParams) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const sendsBody = method !== 'GET';
  // A call given up at its deadline fails as one the network dropped; the caller's own abort
  // goes on as an abort.
  const deadline = options.timeoutMs ? callDeadline(options.timeoutMs, options.signal) : undefined;
  try {
    let response: Response;
    try {
      response = await transport(buildUrl(path, options.query), {
        method,
        credentials: 'include',
        // SPEC §7: every call says JSON. Mutating calls always carry a JSON body, as the server
        // requires of them; a GET has none.
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...options.headers,
        },
        body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
        signal: deadline?.signal ?? options.signal,
      });
    } catch (error) {
      if (isAbortError(error) && !deadline?.passed()) throw error;
      throw new ApiError(500, NETWORK_ERROR_MESSAGE, undefined);
    }

    let payload: unknown;
    try {
      payload = await readBody(response);
    } catch (error) {
      if (deadline?.passed()) throw new ApiError(500, NETWORK_ERROR_MESSAGE, undefined);
      if (isAbortError(error)) throw error;
      if (!response.ok) payload = undefined;
      else throw new Error(options.fallbackMessage ?? GENERIC_ERROR_MESSAGE);
    }

    if (!response.ok) {
      if (options.redirectOnDenial !== false) redirectOnStatus(response.status, path, payload);
      throw new ApiError(response.status, messageOf(payload) ?? GENERIC_ERROR_MESSAGE, payload);
    }
    return payload as T;
  } finally {
    deadline?.clear();
  }
}

/** A signal that aborts after `ms`, or when the caller's own does. */
function callDeadline(ms: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => {
    passed = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (callerSignal?.aborted) follow();
  callerSignal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    passed: () => passed,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', follow);
    },
  };
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbortError(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}
