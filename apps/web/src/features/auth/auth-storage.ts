import {
  AUTH_USER_STORAGE_KEY,
  SIGNED_IN_SESSION_STORAGE_PREFIXES,
} from '@academy/shared/storage-keys';
import type { AuthUser } from '@academy/shared/profile';

// The signed-in user is kept in local storage under auth_user (SPEC §3) so the top bar can show
// it at once; it is only trusted after the server re-verifies the session.

function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user._id === 'string' && typeof user.firstname === 'string';
}

export function readStoredUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(AUTH_USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAuthUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUser(user: AuthUser) {
  try {
    localStorage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage may be full or blocked; the session cookie still works for this visit.
  }
}

/** Forgets the user, and what of theirs this tab kept (a tutor's unsent note, a student's unchecked answer). */
export function clearStoredUser() {
  try {
    localStorage.removeItem(AUTH_USER_STORAGE_KEY);
    const theirs = Object.keys(sessionStorage).filter((key) =>
      SIGNED_IN_SESSION_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    theirs.forEach((key) => sessionStorage.removeItem(key));
  } catch {
    // Nothing stored then.
  }
}
