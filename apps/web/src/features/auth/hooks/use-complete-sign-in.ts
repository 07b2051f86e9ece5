import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AuthUser } from '@academy/shared/profile';
import { useAuth } from '../auth-context';

/** Stores the signed-in user, then opens `target` (a same-site path checked by the caller). */
export function useCompleteSignIn(target: string) {
  const { state, signIn } = useAuth();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);

  // Navigate only once the new auth state has rendered: <RouterProvider context> has then handed
  // it to the router, so a protected route's beforeLoad sees the user.
  useEffect(() => {
    if (signedIn && state.status === 'authenticated')
      void navigate({ href: target, replace: true });
  }, [signedIn, state.status, navigate, target]);

  return useCallback(
    (user: AuthUser) => {
      signIn(user);
      setSignedIn(true);
    },
    [signIn],
  );
}
