import { sql, type SQL } from 'drizzle-orm';
import { answers, testAnswers, testAttemptModules, testAttempts } from '../../db/schema/index.ts';

/**
 * Every moment of a user's study, as rows of `at`, `ms` (time studied), `answered` and
 * `correct` (1 for an attempt stored, and a right one): each answer when it was given, in
 * practice or in a finished module of a timed test (those already practised too, which do not
 * join practice), and each finished module when its work ended. A module counts from its start to its
 * end when the student ended it in time; one whose time ran out, to its last answer, not to its
 * deadline nor to when it was next read (days later maybe: a test started and left counted its
 * whole time as study, and the day it was opened again as a day of study). A test's answers carry
 * no time of their own: the test's time for each question is already counted in its module's.
 * A practice answer's time runs from its question's serve, so a second try on the same card
 * holds the first's time too: each counts only its time since the question's answer before it
 * (a minute and two tries on one card is a minute, not two).
 * "Time practiced" on /progress, /family and the parents' digest is the sum of these; the days
 * studied (streak, weeks, recent days) are the Dallas days of these rows (see studyDays), so a
 * test answered on Sunday night and ended after midnight studies on both days.
 */
export const studyTime = (userId: string): SQL => sql`(
  select ${answers.answeredAt} as at,
    (case when ${answers.inTimedTest} then 0 else least(${answers.timeSpentMs}, coalesce(floor(
      extract(epoch from ${answers.answeredAt} - lag(${answers.answeredAt}) over (
        partition by ${answers.questionId} order by ${answers.answeredAt}, ${answers.id}
      )) * 1000), ${answers.timeSpentMs})) end)::bigint as ms,
    1 as answered, (case when ${answers.isCorrect} then 1 else 0 end) as correct
  from ${answers}
  where ${answers.userId} = ${userId}
  union all
  select ${testAnswers.answeredAt} as at, 0::bigint as ms, 0 as answered, 0 as correct
  from ${testAnswers}
  join ${testAttemptModules} on ${testAttemptModules.attemptId} = ${testAnswers.attemptId}
    and ${testAttemptModules.index} = ${testAnswers.moduleIndex}
  join ${testAttempts} on ${testAttempts.id} = ${testAnswers.attemptId}
  where ${testAttempts.userId} = ${userId} and ${testAttemptModules.finishedAt} is not null
  union all
  select ended as at,
    greatest(0, floor(extract(epoch from (ended - started)) * 1000))::bigint as ms,
    0 as answered, 0 as correct
  from (
    select ${testAttemptModules.startedAt} as started,
      case when ${testAttemptModules.finishedAt} <= ${testAttemptModules.deadline}
        then ${testAttemptModules.finishedAt}
        else greatest(${testAttemptModules.startedAt}, least(${testAttemptModules.deadline},
          coalesce((
            select max(${testAnswers.answeredAt}) from ${testAnswers}
            where ${testAnswers.attemptId} = ${testAttemptModules.attemptId}
              and ${testAnswers.moduleIndex} = ${testAttemptModules.index}
          ), ${testAttemptModules.startedAt})))
      end as ended
    from ${testAttemptModules}
    join ${testAttempts} on ${testAttempts.id} = ${testAttemptModules.attemptId}
    where ${testAttempts.userId} = ${userId} and ${testAttemptModules.finishedAt} is not null
  ) as modules
) as study`;

/** A Dallas day with study: its time and the attempts stored on it. */
export interface StudyDay {
  /** YYYY-MM-DD in Dallas. */
  date: string;
  timeSpentMs: number;
  answered: number;
  correct: number;
}
