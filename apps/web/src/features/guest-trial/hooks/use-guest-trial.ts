import { useProgressOverview } from '../../home/api/get-progress-overview';

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
