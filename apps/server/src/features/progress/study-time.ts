import { sql, type SQL } from 'drizzle-orm';
import { answers, testAnswers, testAttemptModules, testAttempts } from '../../db/schema/index.ts';

/**
 * Every stretch of a user's study, as rows of `at` (when it ended) and `ms`: each practice
 * attempt's time, and each finished module of a timed test, from its start to its end when the
 * student ended it in time. A module whose time ran out counts to its last answer, not to its
 * deadline: it ends when next read, which may be days later, and a test started and left counted
 * its whole time as study. A test's answers join practice with the test's time for each
 * question, already counted in their module's, so they add none of their own. "Time practiced"
 * on /progress, /family and the parents' digest is the sum of these.
 */
export const studyTime = (userId: string): SQL => sql`(
  select ${answers.answeredAt} as at, ${answers.timeSpentMs}::bigint as ms
  from ${answers}
  where ${answers.userId} = ${userId} and not ${answers.inTimedTest}
  union all
  select ${testAttemptModules.finishedAt} as at,
    greatest(0, floor(extract(epoch from (
      case when ${testAttemptModules.finishedAt} <= ${testAttemptModules.deadline}
        then ${testAttemptModules.finishedAt}
        else least(${testAttemptModules.deadline}, coalesce((
          select max(${testAnswers.answeredAt}) from ${testAnswers}
          where ${testAnswers.attemptId} = ${testAttemptModules.attemptId}
            and ${testAnswers.moduleIndex} = ${testAttemptModules.index}
        ), ${testAttemptModules.startedAt}))
      end
    ) - ${testAttemptModules.startedAt}) * 1000))::bigint as ms
  from ${testAttemptModules}
  join ${testAttempts} on ${testAttempts.id} = ${testAttemptModules.attemptId}
  where ${testAttempts.userId} = ${userId} and ${testAttemptModules.finishedAt} is not null
) as study`;
