import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@academy/shared/errors';
import { normaliseTier } from '@academy/shared/tiers';
import type { UserRow } from '../auth/repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgressRepository } from '../progress/repository.ts';

/** The question a call checks or records, and whether its answer is right. */
export interface TrialUse {
  id: string;
  isCorrect: boolean;
}

/**
 * A Guest may use `guestLimit` questions as a trial; Free and active paid tiers are unlimited.
 * A question is used once checked, recorded or not (its answer can be shown only then): counting
 * recorded answers alone let a client that never records practise for free. Past the trial a
 * Guest may still revisit the questions used. The stored tier is the one the user has now:
 * requireSignedIn brought it up to date (access that ended is Guest, a pass chained after it its
 * own tier) without a query of its own.
 *
 * The questions used are read from memory, which never holds more than the database did: a
 * question there is allowed, a full trial there is refused, both without a query. A new
 * question is claimed in the database, atomically (claimTrialCheck), which stores its check:
 * counting in memory let concurrent checks through past the limit.
 */
export function createPracticeAccess(progress: ProgressRepository, guestLimit: number) {
  return async function assertPracticeAccess(user: UserRow, question?: TrialUse) {
    if (normaliseTier(user.subscriptionTier) !== 'Guest') return;
    const used = await progress.checkedQuestions(user.id);
    if (question && used.has(question.id)) return;
    if (used.size < guestLimit) {
      if (!question) return;
      const claim = { userId: user.id, questionId: question.id, isCorrect: question.isCorrect };
      if (await progress.claimTrialCheck({ ...claim, at: new Date() }, guestLimit)) return;
    }
    throw new AppError(403, SUBSCRIPTION_REQUIRED_MESSAGE);
  };
}

export type PracticeAccess = ReturnType<typeof createPracticeAccess>;
