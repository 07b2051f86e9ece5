import { TEST_GRACE_SECONDS } from '@academy/shared/tests';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTestsRepository } from './repository.ts';

/**
 * Whether a question is in the user's timed test module under way (until its deadline and
 * grace): the practice calls that say whether an answer is right refuse it then.
 */
export function createTestUnderWay(db: Db, clock: Clock) {
  const repo = createTestsRepository(db);
  return (userId: string, questionId: string) =>
    repo.inOpenModule(
      userId,
      questionId,
      new Date(clock.now().getTime() - TEST_GRACE_SECONDS * 1000),
    );
}
