/** The one error body every API call answers with (DESIGN.md, API conventions). */
export interface ApiErrorBody {
  message: string;
  errors?: { param: string; msg: string }[];
  /**
   * Names a refusal that is not the spec's "subscription required" 403, so the client can tell
   * it apart (and not redirect to /subscription). Absent on every other error.
   */
  code?: ErrorCode;
}

/** The machine-readable `code` values an error body may carry. */
export const ERROR_CODES = {
  emailUnverified: 'EMAIL_UNVERIFIED',
  /** The account's role does not reach this call (a student on a tutor's call). */
  roleRequired: 'ROLE_REQUIRED',
  /** A timed test's module is past its deadline and grace: the answer was not stored. */
  moduleTimeUp: 'MODULE_TIME_UP',
  /** The plan is managed by whoever pays for it, and that is someone else (decision 057). */
  planPaidByOther: 'PLAN_PAID_BY_OTHER',
  /**
   * A change sent from a page not at the app's own address (CSRF defence): the page says which
   * address to open instead of taking the visitor to /subscription.
   */
  crossOrigin: 'CROSS_ORIGIN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Subscription required';
export const NOT_SIGNED_IN_MESSAGE = 'Not authenticated';
