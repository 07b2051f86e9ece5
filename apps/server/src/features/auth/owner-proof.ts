import {
  GOOGLE_PROOF_MAX_AGE_MINUTES,
  accountSecurityMessages,
} from '@academy/shared/account-security';
import type { Config } from '../../config.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { createGoogleVerifier } from './google.ts';
import type { UserRow } from './repository.ts';
import type { PasswordCheck } from './sign-in-throttle.ts';

export interface OwnerProofInput {
  password?: string;
  googleToken?: string;
}

/** What the change asking for proof says when its password is missing or wrong. */
export interface PasswordMessages {
  passwordRequired: string;
  passwordIncorrect: string;
}

/**
 * Proof that the account's owner asks for a change a stolen session must not make (decision
 * 064): the password, counted with the sign-in failures of the address; or, for an account made
 * with Google, which has none, Google's button pressed again for the same Google account, its
 * token issued minutes ago and used once: one copied from the browser, a log or a proxy while
 * still fresh proves nothing more (`counters` remember it, shared through Redis, for as long as
 * it could pass). Throws the field error to show; returns when proven.
 */
export function createOwnerProof(
  checkPassword: PasswordCheck,
  google: Config['google'],
  counters: CounterStore,
) {
  const maxAgeMs = GOOGLE_PROOF_MAX_AGE_MINUTES * 60_000;
  const verifyGoogle = createGoogleVerifier(google.clientId, google.jwksUrl, {
    maxAgeSeconds: maxAgeMs / 1000,
  });

  async function proveWithGoogle(user: UserRow, token: string | undefined) {
    if (!token) throw fieldError('googleToken', accountSecurityMessages.googleProofRequired);
    const identity = await verifyGoogle(token).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 401) return null;
      throw error;
    });
    if (!identity) throw fieldError('googleToken', accountSecurityMessages.googleProofFailed);
    if (identity.sub !== user.googleSub) {
      throw fieldError('googleToken', accountSecurityMessages.googleProofOtherAccount);
    }
    // A store that cannot answer lets the proof through, as it does the sign-in limits.
    const uses = await counters.hit(`google-proof:${sha256Hex(token)}`, maxAgeMs);
    if (uses && uses.count > 1) {
      throw fieldError('googleToken', accountSecurityMessages.googleProofFailed);
    }
  }

  /** `knownDevice`: the caller's browser, when the account has signed in from it. */
  return async (
    user: UserRow,
    input: OwnerProofInput,
    messages: PasswordMessages,
    knownDevice: string | null,
  ) => {
    if (!user.passwordHash) return proveWithGoogle(user, input.googleToken);
    if (!input.password) throw fieldError('password', messages.passwordRequired);
    if (!(await checkPassword(user, input.password, knownDevice))) {
      throw fieldError('password', messages.passwordIncorrect);
    }
  };
}

export type OwnerProof = ReturnType<typeof createOwnerProof>;
