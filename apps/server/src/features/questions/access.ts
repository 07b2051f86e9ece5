import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@academy/shared/errors';
import { normaliseTier } from '@academy/shared/tiers';
import type { UserRow } from '../auth/repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgressRepository } from '../progress/repository.ts';

/**
 * A Guest may use `guestLimit` questions as a trial; Free and active paid tiers are unlimited.
 * A question is used once checked, recorded or not (its answer can be shown only then): counting
 * recorded answers alone let a client that never records practise for free. Past the trial a
 * Guest may still revisit the questions used. The stored tier is the one the user has now:
 * requireSignedIn brought it up to date (access that ended is Guest, a pass chained after it its
 * own tier) without a query of its own.
 */
export function createPracticeAccess(progress: ProgressRepository, guestLimit: number) {
  return async function assertPracticeAccess(user: UserRow, questionId?: string) {
    if (normaliseTier(user.subscriptionTier) !== 'Guest') return;
    const used = await progress.checkedQuestions(user.id);
    if (used.size < guestLimit || (questionId !== undefined && used.has(questionId))) return;
    throw new AppError(403, SUBSCRIPTION_REQUIRED_MESSAGE);
  };
}

export type PracticeAccess = ReturnType<typeof createPracticeAccess>;
