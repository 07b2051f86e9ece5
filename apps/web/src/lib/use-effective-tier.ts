import { useEffect, useReducer } from 'react';
import { effectiveTier, type SubscriptionTier } from '@academy/shared/tiers';

// The longest wait setTimeout takes (about 24.8 days): a later end is waited for in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The tier a user has now (a paid tier past its end date counts as Guest), kept true while the
 * page stays open: it turns Guest when the paid access ends. A timer marks the end; returning
 * to the tab checks again, as a computer asleep or a tab in the background holds timers back.
 */
export function useEffectiveTier(
  tier: string | null | undefined,
  endDate: string | null | undefined,
): SubscriptionTier {
  const [checks, recheck] = useReducer((count: number) => count + 1, 0);
  const current = effectiveTier(tier, endDate);
  const endsAt =
    current !== 'Guest' && current !== 'Free' && endDate ? new Date(endDate).getTime() : null;

  useEffect(() => {
    if (endsAt === null) return;
    // A timer that fires before the end (a step of a long wait) runs this again with a new one.
    const timer = window.setTimeout(recheck, Math.min(endsAt - Date.now(), MAX_TIMER_MS));
    const onReturn = () => {
      if (Date.now() >= endsAt) recheck();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [endsAt, checks]);

  return current;
}
