import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@academy/shared/profile';
import { effectiveTier } from '@academy/shared/tiers';
import type { DenialOptions } from '../../../lib/api-client';
import {
  progressOverviewQueryOptions,
  useProgressOverview,
} from '../../home/api/get-progress-overview';
import { useEffectiveTier } from '../../../lib/use-effective-tier';
import { useAuth } from '../../auth/auth-context';

export interface GuestTrialState {
  /** The questions a Guest may use (the server's GUEST_FREE_QUESTIONS). */
  limit: number;
  used: number;
  remaining: number;
}

/**
 * A Guest's free trial, as the server counts it: questions checked, recorded or not, out of the
 * server's own setting. Recording an answer refreshes it (useRecordAnswer).
 */
export function useGuestTrial({ enabled = true } = {}) {
  const query = useProgressOverview({ enabled });
  const limit = query.data?.guestFreeQuestions;
  const trial: GuestTrialState | undefined =
    query.data && limit !== undefined
      ? {
          limit,
          used: Math.min(query.data.totals.questionsUsed, limit),
          remaining: Math.max(limit - query.data.totals.questionsUsed, 0),
        }
      : undefined;
  return { query, trial };
}

/**
 * The signed-in user's trial when they are a Guest now (a paid plan past its end counts). Its
 * count is `pending` until first fetched: the practice page holds the question until then, so
 * the notice does not push the card down under a finger about to tap a choice. A failed fetch
 * settles it too, without the notice rather than holding the question for retries.
 */
export function useOwnGuestTrial() {
  const { state } = useAuth();
  const user = state.user;
  const tier = useEffectiveTier(user?.subscriptionTier, user?.subscriptionEndDate);
  const isGuest = user !== null && tier === 'Guest';
  const { query, trial } = useGuestTrial({ enabled: isGuest });
  const pending = isGuest && query.data === undefined && !query.isError && query.failureCount === 0;
  return { user: isGuest ? user : null, tier, trial, pending };
}

/** Fetches a Guest's trial count beside the practice page's question (which waits for it). */
export function prefetchGuestTrial(
  queryClient: QueryClient,
  user: AuthUser | null,
  denial?: DenialOptions,
) {
  if (user && effectiveTier(user.subscriptionTier, user.subscriptionEndDate) === 'Guest') {
    void queryClient.prefetchQuery(progressOverviewQueryOptions(denial));
  }
}
