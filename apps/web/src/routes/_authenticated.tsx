import { useEffect, useRef } from 'react';
import {
  Outlet,
  createFileRoute,
  redirect,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import { PageSpinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';

/**
 * The protected wrapper (SPEC §2): a spinner while authentication loads; without a user, off to
 * /login with the current path as redirect, rendering nothing meanwhile.
 */
export const Route = createFileRoute('/_authenticated')({
  // A visitor known to be anonymous never starts loading a protected page.
  beforeLoad: ({ context, location }) => {
    if (context.auth.status === 'anonymous') {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: ProtectedLayout,
});

function ProtectedLayout() {
  const { state } = useAuth();
  const navigate = useNavigate();
  // The page on screen, not one being navigated to, is where to come back after signing in.
  const here = useRouterState({ select: (s) => s.resolvedLocation?.href ?? s.location.href });
  // Signing out navigates to / itself; otherwise the session is gone (or was never verified).
  const mustSignIn = state.status === 'anonymous' && !state.signedOut;
  const redirected = useRef(false);

  useEffect(() => {
    if (!mustSignIn || redirected.current) return;
    redirected.current = true;
    void navigate({ to: '/login', search: { redirect: here }, replace: true });
  }, [mustSignIn, here, navigate]);

  if (state.status === 'loading') return <PageSpinner label="Checking your session" />;
  if (state.status === 'anonymous') return null;
  return <Outlet />;
}
