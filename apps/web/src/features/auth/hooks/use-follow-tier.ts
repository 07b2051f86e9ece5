import { useEffect } from 'react';
import type { Profile } from '@academy/shared/profile';
import { useAuth } from '../auth-context';

type TierFields = Pick<Profile, 'subscriptionTier' | 'subscriptionEndDate' | 'subscriptionStatus'>;

/**
 * Brings the signed-in user's tier (the menu, the home's plan box) in line with a profile just
 * read from the server. The user is verified once at start, so a plan that ended or a pass that
 * took over while this tab was open would otherwise show only after a reload.
 */
export function useFollowTier(profile: TierFields | undefined) {
  const { state, updateUser } = useAuth();
  const user = state.status === 'authenticated' ? state.user : null;
  useEffect(() => {
    if (!profile || !user) return;
    const fields: TierFields = {
      subscriptionTier: profile.subscriptionTier,
      subscriptionEndDate: profile.subscriptionEndDate,
      subscriptionStatus: profile.subscriptionStatus,
    };
    const same = (Object.keys(fields) as (keyof TierFields)[]).every(
      (key) => user[key] === fields[key],
    );
    if (!same) updateUser(fields);
  }, [profile, user, updateUser]);
}
