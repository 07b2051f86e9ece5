import { authMessages, type LoginInput, type SignupInput } from '@academy/shared/auth';
import { NAME_MAX } from '@academy/shared/auth';
import { truncateCodePoints } from '@academy/shared/plain-text';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { SharingEnded } from '../family/sharing-end.ts';
import type { GoogleIdentity } from './google.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { AuthRepository, UserRow } from './repository.ts';

/** A sign-up either made a new account or found the address taken; the caller learns neither. */
export type SignupOutcome = { created: true; user: UserRow } | { created: false; owner: UserRow };

/** `sharingEnded`: what follows when a link to a parent ends (family/sharing-end.ts). */
export function createAuthService(repo: AuthRepository, sharingEnded: SharingEnded) {
  /**
   * The Google subject is the identity. A verified email links an existing account once; an
   * unverified one is claimed, shutting out whoever created it (decision 011).
   */
  async function google(identity: GoogleIdentity): Promise<UserRow> {
    const bySub = await repo.findUserByGoogleSub(identity.sub);
    if (bySub) return bySub;
    const byEmail = await repo.findUserByEmail(identity.email);
    if (byEmail) {
      if (byEmail.googleSub)
        throw new AppError(409, 'This email is linked to another Google account');
      if (byEmail.emailVerifiedAt) return repo.linkGoogle(byEmail.id, identity.sub);
      // Nobody proved this address before Google did: it may have been squatted (decision 011).
      const now = new Date();
      const claimed = await repo.claimUnverified(byEmail.id, identity.sub, now);
      if (claimed) {
        // As if the owner had stopped sharing with each (decision 035's revoke).
        for (const parentId of claimed.parentsLeft) await sharingEnded(parentId, byEmail.id, now);
        return claimed.user;
      }
      // Verified or linked meanwhile by a racing request: decide again on the row as it is.
      return google(identity);
    }
    const fallbackName = identity.email.split('@')[0] ?? 'Student';
    try {
      return await repo.insertUser({
        email: identity.email,
        googleSub: identity.sub,
        // Google checked the address (email_verified), so the account starts verified.
        emailVerifiedAt: new Date(),
        // google.ts already cleaned the name claims and cut them by code point.
        firstname: identity.givenName ?? truncateCodePoints(fallbackName, NAME_MAX),
        lastname: identity.familyName ?? '-',
      });
    } catch (error) {
      // Two first sign-ins racing: the other request created the account.
      if (isUniqueViolation(error)) {
        const existing = await repo.findUserByGoogleSub(identity.sub);
        if (existing) return existing;
      }
      throw error;
    }
  }

  return {
    /**
     * The same argon2 work whether or not the address is taken (decision 012): a taken one
     * answers like a new account, and its owner is told by mail.
     */
    /** `verified`: the address is already proven (an invitation mailed to it). */
    async signup(input: SignupInput, { verified = false } = {}): Promise<SignupOutcome> {
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await repo.insertUser({
          email: input.email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          ...(verified ? { emailVerifiedAt: new Date() } : {}),
        });
        return { created: true, user };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const owner = await repo.findUserByEmail(input.email);
          if (owner) return { created: false, owner };
        }
        throw error;
      }
    },

    /** One message and the same argon2 work whether the email or the password was wrong. */
    async login(input: LoginInput): Promise<UserRow> {
      const user = await repo.findUserByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) throw new AppError(400, authMessages.invalidCredentials);
      return user;
    },

    google,
  };
}
