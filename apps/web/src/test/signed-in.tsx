import type { ReactNode } from 'react';
import type { AuthUser } from '@academy/shared/profile';
import { AuthContext } from '../features/auth/auth-context';
import { ada } from './users';

/** `children` as the app shows them to `user`, signed in (Ada unless named). */
export function SignedIn({ user = ada, children }: { user?: AuthUser; children: ReactNode }) {
  return (
    <AuthContext
      value={{
        state: { status: 'authenticated', user, signedOut: false },
        signIn: () => undefined,
        updateUser: () => undefined,
        logout: async () => undefined,
      }}
    >
      {children}
    </AuthContext>
  );
}
