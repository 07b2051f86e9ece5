import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../auth-context';

/**
 * For the login and register pages: opens `target` (a same-site path checked by the caller)
 * once the user is signed in, whether they just signed in here or already were. `formShown` is
 * false from then on, and while a stored session is being checked: the page shows a spinner,
 * not a form asking a signed-in user to sign in.
 */
export function useCompleteSignIn(target: string) {
  const { state, signIn } = useAuth();
  const navigate = useNavigate();

  // Navigate only once the new auth state has rendered: <RouterProvider context> has then handed
  // it to the router, so a protected route's beforeLoad sees the user.
  useEffect(() => {
    if (state.status === 'authenticated') void navigate({ href: target, replace: true });
  }, [state.status, navigate, target]);

  return { completeSignIn: signIn, formShown: state.status === 'anonymous' };
}
