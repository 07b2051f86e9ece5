import { throttleMessages } from '@academy/shared/throttle';
import type { CounterStore } from '../../lib/counter-store.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import { verifyPassword } from './password.ts';

export interface SignInLock {
  maxFailures: number;
  windowMs: number;
}

/**
 * Failed sign-ins counted per account, whatever the client address: after `maxFailures` within
 * `windowMs`, that email's sign-in answers 429 for a whole window, even with the right
 * password. The key is the email as typed (trimmed, lower-cased) and hashed, and an unknown
 * email is counted exactly like a known one, so the answer never tells whether an account
 * exists.
 *
 * A browser the account has signed in from before (its device cookie, new-device.ts) is counted
 * apart, with the same limits: a stranger's guesses lock the account everywhere else but not
 * on its owner's own devices (OWASP's device cookies), and that device's own failures lock only
 * it.
 *
 * Each attempt is counted before the password is checked, so a burst of parallel guesses cannot
 * all pass the check before the first failure is written; a success clears the count.
 */
export type PasswordCheck = (
  user: { email: string; passwordHash: string | null },
  password: string,
  /** The hash of the caller's browser when the account has signed in from it (new-device.ts). */
  knownDevice?: string | null,
) => Promise<boolean>;

export function createSignInThrottle(
  counters: CounterStore,
  { maxFailures, windowMs }: SignInLock,
) {
  /** The count of `email`'s failures, or of those on one browser it has signed in from. */
  const keyOf = (email: string, knownDevice?: string | null) => {
    const address = `sign-in:${sha256Hex(email.trim().toLowerCase())}`;
    return knownDevice ? `${address}:${knownDevice}` : address;
  };

  /**
   * Counts an attempt for `email`, from `knownDevice` (the hash of a device the account has
   * signed in from) when given; throws the 429 while that email is locked there.
   */
  async function begin(email: string, knownDevice?: string | null) {
    const key = keyOf(email, knownDevice);
    const counted = await counters.hit(key, windowMs);
    if (counted && counted.count > maxFailures) {
      throw tooManyRequests(
        counted.ttlMs,
        throttleMessages.signInLocked(Math.ceil(counted.ttlMs / 1000)),
      );
    }
    return {
      /** The password was wrong: the failure that reaches the limit locks for a full window. */
      failed: async () => {
        if (counted?.count === maxFailures) await counters.expireIn(key, windowMs);
      },
      succeeded: () => counters.reset(key),
    };
  }

  return {
    /**
     * Lifts the lock of `email`, and of each browser it has signed in from (`knownDevices`, as
     * `begin` takes them): its owner proved the mailbox (a password reset), maybe after
     * mistyping the old password on their own laptop.
     */
    clear: async (email: string, knownDevices: readonly string[] = []) => {
      await counters.reset(keyOf(email));
      await Promise.all(knownDevices.map((device) => counters.reset(keyOf(email, device))));
    },

    begin,

    /**
     * A signed-in call's check of the account's password (a new address or password, a
     * deletion), counted with the sign-in failures of its email: a stolen session guesses no
     * more than a sign-in form would. On the owner's own browser it is counted apart, as its
     * sign-in is: a stranger's guesses do not stop the owner from changing the password there.
     */
    verify: (async (user, password, knownDevice) => {
      const attempt = await begin(user.email, knownDevice);
      if (!(await verifyPassword(user.passwordHash, password))) {
        await attempt.failed();
        return false;
      }
      await attempt.succeeded();
      return true;
    }) satisfies PasswordCheck,
  };
}
