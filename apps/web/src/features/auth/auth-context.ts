import { createContext, useContext } from 'react';
import type { AuthUser } from '@academy/shared/profile';

/**
 * SPEC §4: loading at start, then authenticated or anonymous. `signedOut` marks an anonymous
 * state reached by signing out, so protected pages step aside instead of asking to sign in again.
 */
export type AuthState =
  | { status: 'loading'; user: null; signedOut: false }
  | { status: 'authenticated'; user: AuthUser; signedOut: false }
  | { status: 'anonymous'; user: null; signedOut: boolean };

export interface AuthContextValue {
  state: AuthState;
  /** Stores the user returned by login, signup or Google sign-in. */
  signIn: (user: AuthUser) => void;
  /** Merges fresh fields (e.g. a saved profile) into the signed-in user. */
  updateUser: (fields: Partial<AuthUser>) => void;
  /** Calls the server, then always clears the user and its stored copy. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
