import { Suspense, lazy } from 'react';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../auth-context';
import { UserMenuTrigger } from './user-menu-trigger';

// The menu (Radix dropdown and its positioning engine) loads only for signed-in users, keeping
// it out of the landing page's JavaScript.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The right side of the top bar: Login and Sign Up, or the user menu. */
export function AuthNav() {
  const { state } = useAuth();

  if (state.status === 'loading') {
    return (
      <span className="h-10 w-32 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
    );
  }
  if (state.status === 'authenticated') {
    return (
      <Suspense fallback={<UserMenuTrigger user={state.user} disabled />}>
        <UserMenu user={state.user} />
      </Suspense>
    );
  }
  // 36 px tall as drawn, 44 under a finger (touch-target); 8 px apart, their areas do not meet.
  return (
    <>
      <Link
        to="/login"
        className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'relative touch-target')}
      >
        Login
      </Link>
      <Link
        to="/signup"
        className={cn(buttonClasses({ variant: 'primary', size: 'sm' }), 'relative touch-target')}
      >
        Sign Up
      </Link>
    </>
  );
}
