import { useEffect, useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarClock,
  ChartColumn,
  CreditCard,
  GraduationCap,
  History,
  LogOut,
  Timer,
  UserRound,
  UsersRound,
} from 'lucide-react';
import toast from 'react-hot-toast';
import type { AuthUser } from '@academy/shared/profile';
import { isStaff } from '@academy/shared/roles';
import { FIRST_STUDENTS } from '../../tutor/lib/first-page';
import { focusInPlace } from '../../../lib/focus-in-place';
import { useAuth } from '../auth-context';
import { UserMenuTrigger } from './user-menu-trigger';

/** SPEC §4: sign-out shows a goodbye, logs out after 0.3 s, then goes to /. */
export const SIGN_OUT_DELAY_MS = 300;

// At least 44 px tall on a phone or under a finger (a tablet), a finger's size; 36 px where a
// mouse is the rule.
const itemClasses =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800 max-sm:min-h-11 pointer-coarse:min-h-11';

const ACCOUNT_LINKS = [
  { to: '/profile', Icon: UserRound, label: 'Your Profile' },
  { to: '/progress', Icon: ChartColumn, label: 'Your Progress' },
  { to: '/previously-answered', Icon: History, label: 'Previously Answered' },
  { to: '/tests', Icon: Timer, label: 'Practice Tests' },
  { to: '/subscription', Icon: CreditCard, label: 'Subscription' },
  { to: '/sessions', Icon: CalendarClock, label: 'Tutor Sessions' },
] as const;

// A parent's page first: their children's progress is what they come for (issue 38).
const PARENT_LINKS = [
  { to: '/family', Icon: UsersRound, label: 'Family' },
  ...ACCOUNT_LINKS,
] as const;

/**
 * `defaultOpen`: mounted by the user's first reach for it (auth-nav.tsx), it opens at once.
 * `openedByKey`: that reach was a key (Enter, Space, ArrowDown), so the first item takes focus.
 */
export function UserMenu({
  user,
  defaultOpen,
  openedByKey,
}: {
  user: AuthUser;
  defaultOpen?: boolean;
  openedByKey?: boolean;
}) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  // Radix gives the trigger its focus back unless the menu closed by a click elsewhere, which
  // focused what was clicked; it is done here to keep the page from scrolling (focusInPlace).
  const closedFromOutside = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  // Opened by a key, Radix focuses the first item (the menu button pattern), but it listens for
  // keys from its mounting on: the key that mounted it went unseen, and the menu itself took
  // focus. After Radix's own focusing (a child's effect runs first), the first item takes it.
  useEffect(() => {
    if (openedByKey) {
      content.current
        ?.querySelector<HTMLElement>('[role="menuitem"]')
        ?.focus({ preventScroll: true });
    }
  }, [openedByKey]);

  const signOut = () => {
    toast(`Goodbye, ${user.firstname}! See you soon.`, { icon: '👋' });
    window.setTimeout(() => {
      void logout()
        .then(() => navigate({ to: '/' }))
        .then(() => queryClient.removeQueries());
    }, SIGN_OUT_DELAY_MS);
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild ref={trigger}>
        <UserMenuTrigger user={user} />
      </DropdownMenu.Trigger>
      {/* Not portalled to <body>: rendered here, the open menu stays inside the header's
          navigation landmark, and a non-modal menu needs no escape from its surroundings.
          No taller than the room below the button: in a short window (a laptop at 400% zoom,
          320 × 256) it scrolls, where Sign out was below the window's edge, out of reach. */}
      <DropdownMenu.Content
        ref={content}
        onInteractOutside={() => {
          closedFromOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!closedFromOutside.current && trigger.current) focusInPlace(trigger.current);
          closedFromOutside.current = false;
        }}
        align="end"
        sideOffset={8}
        className="z-50 max-h-(--radix-dropdown-menu-content-available-height) w-60 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 shadow-pop animate-fade-in"
      >
        <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2">
          <span className="block truncate text-sm font-semibold text-slate-900">
            {user.firstname} {user.lastname}
          </span>
          <span className="block truncate text-xs text-slate-500">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        {(user.role === 'parent' ? PARENT_LINKS : ACCOUNT_LINKS).map(({ to, Icon, label }) => (
          <DropdownMenu.Item key={to} asChild className={itemClasses}>
            <Link to={to}>
              <Icon className="size-4 text-slate-500" aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenu.Item>
        ))}
        {isStaff(user.role) ? (
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/tutor" search={FIRST_STUDENTS}>
              <GraduationCap className="size-4 text-slate-500" aria-hidden="true" />
              Tutor workspace
            </Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
        <DropdownMenu.Item className={itemClasses} onSelect={signOut}>
          <LogOut className="size-4 text-slate-500" aria-hidden="true" />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
