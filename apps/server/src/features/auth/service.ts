import { authMessages, type LoginInput, type SignupInput } from '@academy/shared/auth';
import { NAME_MAX } from '@academy/shared/auth';
import { truncateCodePoints } from '@academy/shared/plain-text';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { GoogleIdentity } from './google.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { AuthRepository, UserRow } from './repository.ts';

export function createAuthService(repo: AuthRepository) {
  return {
    async signup(input: SignupInput): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await repo.insertUser({
          email: input.email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw badRequest(authMessages.emailTaken, [
            { param: 'email', msg: authMessages.emailTaken },
          ]);
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

    /** The Google subject is the identity; a verified email links an existing account once. */
    async google(identity: GoogleIdentity): Promise<UserRow> {
      const bySub = await repo.findUserByGoogleSub(identity.sub);
      if (bySub) return bySub;
      const byEmail = await repo.findUserByEmail(identity.email);
      if (byEmail) {
        if (byEmail.googleSub)
          throw new AppError(409, 'This email is linked to another Google account');
        return repo.linkGoogle(byEmail.id, identity.sub);
      }
      const fallbackName = identity.email.split('@')[0] ?? 'Student';
      try {
        return await repo.insertUser({
          email: identity.email,
          googleSub: identity.sub,
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
    },
  };
}
