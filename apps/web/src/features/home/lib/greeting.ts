import type { AuthUser } from '@academy/shared/profile';

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** "Welcome back" is for returning users: an account made today is greeted as new. */
export function greeting(user: Pick<AuthUser, 'firstname' | 'createdAt'>, now = Date.now()) {
  const age = now - Date.parse(user.createdAt);
  return age < NEW_ACCOUNT_MS ? `Welcome, ${user.firstname}!` : `Welcome back, ${user.firstname}!`;
}
