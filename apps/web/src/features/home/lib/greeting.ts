import type { AuthUser } from '@academy/shared/profile';

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * The home's greeting, its opening words and the name apart ("Welcome," and "Ada!"): the
 * heading may break a long name anywhere, but not an opening word from its comma.
 * "Welcome back" is for returning users: an account made today is greeted as new.
 */
export function greeting(user: Pick<AuthUser, 'firstname' | 'createdAt'>, now = Date.now()) {
  const age = now - Date.parse(user.createdAt);
  const opening = age < NEW_ACCOUNT_MS ? ['Welcome,'] : ['Welcome', 'back,'];
  return { opening, name: `${user.firstname}!` };
}
