import { TEST_GRACE_SECONDS } from '@academy/shared/tests';
import { and, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testAttemptModules, testAttempts } from '../../db/schema/index.ts';
import { createBatcher } from '../../lib/batcher.ts';
import type { Clock } from '../../lib/clock.ts';
import { currentModuleOf, stillOpen } from './repository.ts';

/**
 * The questions of the user's timed test module under way (until its deadline and grace): the
 * practice calls that say whether an answer is right refuse them then, and practice does not
 * hand them out. Asked on every check, recorded answer and question drawn, so it is one prepared
 * statement for the calls arriving together (their users' open modules, almost always none), as
 * the session read is.
 */
export function createTestUnderWay(db: Db, clock: Clock) {
  const openModules = db
    .select({ userId: testAttempts.userId, questionIds: testAttemptModules.questionIds })
    .from(testAttempts)
    .innerJoin(testAttemptModules, currentModuleOf)
    .where(
      and(
        sql`${testAttempts.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
        stillOpen,
        gt(testAttemptModules.deadline, sql`${sql.placeholder('after')}::timestamptz`),
      ),
    )
    .prepare('open_test_modules');

  const questionsOf = createBatcher(async (userIds: string[]) => {
    const after = new Date(clock.now().getTime() - TEST_GRACE_SECONDS * 1000).toISOString();
    const rows = await openModules.execute({ userIds: [...new Set(userIds)], after });
    return userIds.map(
      (userId) =>
        new Set(rows.filter((row) => row.userId === userId).flatMap((row) => row.questionIds)),
    );
  });
  return {
    questionsOf: (userId: string): Promise<ReadonlySet<string>> => questionsOf(userId),
    includes: async (userId: string, questionId: string) =>
      (await questionsOf(userId)).has(questionId),
  };
}

export type TestUnderWay = ReturnType<typeof createTestUnderWay>;
