import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@academy/shared/errors';
import { effectiveTier } from '@academy/shared/tiers';
import type { UserRow } from '../auth/repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgressRepository } from '../progress/repository.ts';

/**
 * A Guest may answer `guestLimit` questions as a trial; Free and active paid tiers are
 * unlimited. Past the trial a Guest may still revisit questions already answered.
 */
export function createPracticeAccess(progress: ProgressRepository, guestLimit: number) {
  return async function assertPracticeAccess(user: UserRow, questionId?: string) {
    if (effectiveTier(user.subscriptionTier, user.subscriptionEndDate) !== 'Guest') return;
    if ((await progress.countFirstAttempts(user.id)) < guestLimit) return;
    if (questionId && (await progress.hasFirstAttempt(user.id, questionId))) return;
    throw new AppError(403, SUBSCRIPTION_REQUIRED_MESSAGE);
  };
}

export type PracticeAccess = ReturnType<typeof createPracticeAccess>;
