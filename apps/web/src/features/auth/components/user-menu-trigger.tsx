import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { isStaff, ROLE_LABELS } from '@academy/shared/roles';
import { tierLabel } from '@academy/shared/tiers';
import type { AuthUser } from '@academy/shared/profile';
import { useEffectiveTier } from '../../../lib/use-effective-tier';

type UserMenuTriggerProps = ComponentProps<'button'> & { user: AuthUser };

/**
 * The face of the user menu: first-name initial, first name and the tier the user has now; for
 * the academy's staff, whose own plan is no one's concern, and a parent without a plan of their
 * own (not a "Guest" of the academy), their role.
 */
export function UserMenuTrigger({ user, ...props }: UserMenuTriggerProps) {
  const initial = user.firstname.trim().charAt(0).toUpperCase() || '?';
  const tier = useEffectiveTier(user.subscriptionTier, user.subscriptionEndDate);
  return (
    <button
      type="button"
      className="group flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100"
      {...props}
    >
      <span
        aria-hidden="true"
        data-testid="user-menu-initial"
        className="flex size-9 items-center justify-center rounded-full bg-primary-600 text-sm font-semibold text-white"
      >
        {initial}
      </span>
      {/* Named by what it shows (name and tier), so speech input can reach it by those words. */}
      <span className="sr-only">Account menu for </span>
      {/* Narrower on a phone: at 320 px a long name pushed the menu past the screen's edge.
          Heard but not shown in a top bar too narrow for it (large text on a phone). */}
      <span className="flex max-w-24 flex-col leading-tight sm:max-w-32 @max-[15.75rem]/topbar:sr-only">
        <span
          className="truncate text-sm font-semibold text-slate-900"
          data-testid="user-menu-name"
          title={user.firstname}
        >
          {user.firstname}
        </span>
        <span className="truncate text-xs text-slate-600" data-testid="user-menu-tier">
          {isStaff(user.role) || (user.role === 'parent' && tier === 'Guest')
            ? ROLE_LABELS[user.role]
            : tierLabel(tier)}
        </span>
      </span>
      <ChevronDown
        className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </button>
  );
}
