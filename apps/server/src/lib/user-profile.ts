import type { AuthUser } from '@academy/shared/profile';
import { DEFAULT_ROLE, isRole } from '@academy/shared/roles';
import { normaliseTier } from '@academy/shared/tiers';
import type { users } from '../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The only shape a user leaves the server in: no hash, no Google subject, no internals. The tier
 * is the stored one, brought up to date for every signed-in request (app.withCurrentTier).
 */
export function toAuthUser(user: UserRow): AuthUser {
  const tier = normaliseTier(user.subscriptionTier);
  return {
    _id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
    ...(user.state ? { state: user.state } : {}),
    subscriptionTier: tier,
    ...(tier !== 'Guest' && user.subscriptionEndDate
      ? { subscriptionEndDate: user.subscriptionEndDate.toISOString() }
      : {}),
    ...(user.subscriptionStatus ? { subscriptionStatus: user.subscriptionStatus } : {}),
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
    role: isRole(user.role) ? user.role : DEFAULT_ROLE,
    extendedTime: user.extendedTime,
  };
}
