import { ACADEMY } from '@academy/shared/academy';
import { academyDay, addDays, daysBetween } from '@academy/shared/academy-day';
import { totalEstimate } from '@academy/shared/goals';
import { TZDate } from '@date-fns/tz';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { topicMastery, weakestConcepts } from '../progress/dashboard.ts';
import { practiceEstimate } from '../progress/practice-estimate.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { userScores } from '../progress/user-scores.ts';
import {
  REGISTRATION_MAIL_KIND,
  registrationClosingMail,
  SCORES_DUE_MAIL_KIND,
  scoresDueMail,
  TEST_WEEK_MAIL_KIND,
  testWeekMail,
} from './mails.ts';
import { createGoalRepository } from './repository.ts';
import { createSatDatesRepository } from './sat-dates-repository.ts';

export const GOAL_REMINDERS_JOB = 'goal-reminders';
/** 4 PM in Dallas: after school, with the evening left to practise. */
export const GOAL_REMINDERS_HOUR = 16;
/** The test-week mail goes once the test is this many days away, or fewer. */
export const TEST_WEEK_DAYS = 7;
/** The College Board releases scores about two weeks after the test. */
export const SCORES_DUE_DAYS = 14;
/** A student with no test day ahead is told this many days before a listed deadline. */
export const REGISTRATION_NOTICE_DAYS = 7;
/** After this long without scores the student is not asked again. */
const SCORES_ASKED_UNTIL_DAYS = 30;
const WEAKEST_LISTED = 3;

/** The day due at `now` (its date in Dallas), from 4 PM on; null before. */
export function goalRemindersPeriodAt(now: Date): string | null {
  const local = new TZDate(now.getTime(), ACADEMY.timeZone);
  return local.getHours() < GOAL_REMINDERS_HOUR ? null : academyDay(now);
}

/**
 * Once a day (decision 051): each student whose test is a week away or less gets the test-week
 * mail; each with no test day ahead, a week before a listed SAT date's registration deadline,
 * is told it closes (decision 055); and each whose test was two weeks ago or more (up to a
 * month) without scores entered is asked for them. Each mail once per student and test day (the outbox key), so a day missed is
 * caught up the next, and a run taken over queues nothing twice.
 */
export function createGoalRemindersJob(deps: {
  db: Db;
  content: ContentStore;
  progress: ProgressRepository;
  config: Pick<Config, 'publicUrl' | 'academy'>;
}): ScheduledJob {
  const { db, content, progress, config } = deps;
  const goals = createGoalRepository(db);
  const satDates = createSatDatesRepository(db);

  async function standing(userId: string) {
    const snapshot = content.get();
    const { firsts, bySubmodule } = await userScores(progress, snapshot, userId);
    return {
      total: totalEstimate(
        practiceEstimate(snapshot, firsts, 'math'),
        practiceEstimate(snapshot, firsts, 'reading-writing'),
      ),
      weakest: weakestConcepts(topicMastery(snapshot, firsts, bySubmodule))
        .slice(0, WEAKEST_LISTED)
        .map((c) => `${c.name} (${c.subModuleName})`),
    };
  }

  const queue = (mail: Parameters<typeof enqueueMail>[1][number]) =>
    enqueueMail(db, [mail], { notify: true });

  return {
    name: GOAL_REMINDERS_JOB,
    periodAt: goalRemindersPeriodAt,
    async run(day) {
      for (const student of await goals.testsBetween(
        addDays(day, 1),
        addDays(day, TEST_WEEK_DAYS),
      )) {
        const mail = testWeekMail(
          {
            ...student,
            daysLeft: daysBetween(day, student.testDate),
            ...(await standing(student.id)),
          },
          config.publicUrl,
          config.academy,
        );
        await queue({
          ...mail,
          dedupeKey: `${TEST_WEEK_MAIL_KIND}:${student.id}:${student.testDate}`,
        });
      }
      for (const satDate of await satDates.deadlinesBetween(
        addDays(day, 1),
        addDays(day, REGISTRATION_NOTICE_DAYS),
      )) {
        const deadline = satDate.registrationDeadline!;
        for (const student of await goals.withoutTestAhead(day)) {
          await queue({
            ...registrationClosingMail(
              student,
              { date: satDate.date, registrationDeadline: deadline },
              daysBetween(day, deadline),
              config.publicUrl,
              config.academy,
            ),
            dedupeKey: `${REGISTRATION_MAIL_KIND}:${student.id}:${satDate.date}`,
          });
        }
      }
      for (const student of await goals.awaitingScores(
        addDays(day, -SCORES_ASKED_UNTIL_DAYS),
        addDays(day, -SCORES_DUE_DAYS),
      )) {
        await queue({
          ...scoresDueMail(student, config.publicUrl, config.academy),
          dedupeKey: `${SCORES_DUE_MAIL_KIND}:${student.id}:${student.testDate}`,
        });
      }
    },
  };
}
