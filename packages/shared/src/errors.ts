/** The one error body every API call answers with (DESIGN.md, API conventions). */
export interface ApiErrorBody {
  message: string;
  errors?: { param: string; msg: string }[];
}

export const GENERIC_ERROR_MESSAGE = 'An error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Subscription required';
export const NOT_SIGNED_IN_MESSAGE = 'Not authenticated';
