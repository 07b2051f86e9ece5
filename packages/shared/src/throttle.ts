// What a client is told when a limit beyond the per-minute one stops it (HTTP 429, with
// Retry-After). The same words for every email, known or not, so they reveal no account.

/** A wait in whole minutes, at least one: "1 minute", "12 minutes". */
export const inMinutes = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const throttleMessages = {
  /** A route's own limit (sign-in, sign-up, the public forms), with how long it holds. */
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests. Please try again in ${inMinutes(retryAfterSeconds)}.`,
  signInLocked: (retryAfterSeconds: number) =>
    `Too many failed sign-in attempts for this email. Please try again in ${inMinutes(retryAfterSeconds)}.`,
  signupDailyLimit:
    'Too many accounts have been created from your network today. Please try again tomorrow.',
} as const;
