import { Suspense, lazy, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { AuthUser } from '@academy/shared/profile';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAuth } from '../auth-context';
import { UserMenuTrigger } from './user-menu-trigger';

// The menu (Radix dropdown, its positioning engine and scroll lock: 19 KB gzip with its items)
// loads when a signed-in user reaches for it, not with every page: pointing at or focusing its
// button fetches it, pressing opens it.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/** The right side of the top bar: Login and Sign Up, or the user menu. */
export function AuthNav() {
  const { state } = useAuth();

  if (state.status === 'loading') {
    return (
      <span className="h-10 w-32 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
    );
  }
  if (state.status === 'authenticated') return <SignedInMenu user={state.user} />;
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

/** The menu's button, drawn at once; the menu itself mounts, open, the first time it is pressed. */
function SignedInMenu({ user }: { user: AuthUser }) {
  const [openedBy, setOpenedBy] = useState<'key' | 'pointer' | null>(null);
  if (openedBy) {
    return (
      <Suspense fallback={<UserMenuTrigger user={user} aria-busy="true" />}>
        <UserMenu user={user} defaultOpen openedByKey={openedBy === 'key'} />
      </Suspense>
    );
  }
  const prefetch = () => void loadUserMenu();
  // The keys and the press Radix's trigger opens on (a click covers a screen reader's).
  const open = (by: 'key' | 'pointer') => setOpenedBy((before) => before ?? by);
  return (
    <UserMenuTrigger
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open('pointer');
      }}
      onClick={() => open('pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open('key');
      }}
    />
  );
}
