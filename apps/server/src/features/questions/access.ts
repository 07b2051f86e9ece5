import { SUBSCRIPTION_REQUIRED_MESSAGE } from '@academy/shared/errors';
import { testMessages } from '@academy/shared/tests';
import { normaliseTier } from '@academy/shared/tiers';
import type { UserRow } from '../auth/repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import type { TestUnderWay } from '../tests/test-under-way.ts';

/** The question a call checks or records, and whether its answer is right. */
export interface TrialUse {
  id: string;
  isCorrect: boolean;
}

/** A question only handed out again (a retry from the review): it claims nothing. */
export interface TrialRevisit {
  id: string;
  revisit: true;
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
export function createPracticeAccess(
  progress: ProgressRepository,
  guestLimit: number,
  testUnderWay: Pick<TestUnderWay, 'includes'>,
) {
  // One claim of a user at a time in this process: claims of one user wait for each other on
  // the user's row anyway, and 150 of them at once would each hold a pooled connection while
  // waiting, starving every other user; in turn, those past the limit are refused from memory.
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const run = (turns.get(userId) ?? Promise.resolve()).then(work);
    const settled = run.catch(() => undefined);
    turns.set(userId, settled);
    void settled.then(() => turns.get(userId) === settled && turns.delete(userId));
    return run;
  }

  const allowedFromMemory = async (userId: string, questionId?: string) => {
    const used = await progress.checkedQuestions(userId);
    if (questionId !== undefined && used.has(questionId)) return true;
    return used.size < guestLimit ? undefined : false;
  };

  return async function assertPracticeAccess(user: UserRow, question?: TrialUse | TrialRevisit) {
    // Checked or recorded here, a question of the test under way would say whether an answer
    // is right, and open its key, before its module ends.
    if (question && (await testUnderWay.includes(user.id, question.id))) {
      throw new AppError(409, testMessages.inTestUnderWay);
    }
    if (normaliseTier(user.subscriptionTier) !== 'Guest') return;
    let allowed = await allowedFromMemory(user.id, question?.id);
    if (allowed === undefined && question && !('revisit' in question)) {
      const claim = { userId: user.id, questionId: question.id, isCorrect: question.isCorrect };
      allowed = await inTurn(
        user.id,
        async () =>
          (await allowedFromMemory(user.id, question.id)) ??
          progress.claimTrialCheck({ ...claim, at: new Date() }, guestLimit),
      );
    }
    if (allowed === false) throw new AppError(403, SUBSCRIPTION_REQUIRED_MESSAGE);
  };
}

export type PracticeAccess = ReturnType<typeof createPracticeAccess>;
