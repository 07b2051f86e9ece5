import { EVALUATION_KIND_INFO, EVALUATION_KINDS } from '@academy/shared/evaluation-kinds';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { ACADEMY } from '@academy/shared/academy';
import { academyDay, addDays, formatDay, formatDayWithYear } from '@academy/shared/academy-day';
import { goalLine } from '@academy/shared/goals';
import type { SatDate } from '@academy/shared/sat-dates';
import { satScoreText } from '@academy/shared/sat-scores';
import { homeworkLine } from '@academy/shared/homework';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { formatDateTime } from '../mail/format.ts';
import { practiceEstimate } from '../progress/practice-estimate.ts';
import { userScores } from '../progress/user-scores.ts';
import { createHomeworkService } from '../homework/service.ts';
import { createGoalRepository } from '../goals/repository.ts';
import { createSatDatesRepository } from '../goals/sat-dates-repository.ts';
import { createSatScoreRepository } from '../goals/sat-score-repository.ts';
import { createFinishedTests } from '../tests/history.ts';
import { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';
import { weakestConcepts, topicMastery } from '../progress/dashboard.ts';
import { conceptsMoved, digestPeriodAt, digestWeek } from './digest-week.ts';
import { digestMail, nudgeMail, type ChildWeek } from './mails.ts';
import { optOutLink } from './opt-out.ts';
import type { FamilyRepository, UserRow } from './repository.ts';

export const DIGEST_JOB = 'family-digest';
/** A weekly mail names a registration deadline this many days ahead: at least once before it. */
const REGISTRATION_DIGEST_DAYS = 14;

/**
 * The Sunday digest (issue 38): per parent, one mail about each linked child's week. A week
 * without practice by any of them gets one nudge, then nothing until practice resumes. Each
 * mail has the outbox key (parent, week), so a run taken over, or a second instance, queues
 * nothing twice.
 */
export function createDigestJob(deps: {
  db: Db;
  repo: FamilyRepository;
  content: ContentStore;
  progress: ProgressRepository;
  config: Pick<Config, 'publicUrl' | 'academy'>;
}): ScheduledJob {
  const { db, repo, content, progress, config } = deps;
  const finishedTests = createFinishedTests(db, content);
  const { nextSessionOf } = createUpcomingSessions(db);
  const homework = createHomeworkService(db, content);
  const goals = createGoalRepository(db);
  const satScores = createSatScoreRepository(db);
  const satDates = createSatDatesRepository(db);

  async function childWeek(
    child: UserRow,
    from: Date,
    to: Date,
    now: Date,
    nextRegistration: SatDate | undefined,
  ): Promise<ChildWeek> {
    const snapshot = content.get();
    const [stats, { firsts, bySubmodule }, tests, session, homeworkSet, goal, scores] =
      await Promise.all([
        repo.weekStats(child.id, from, to),
        userScores(progress, snapshot, child.id),
        finishedTests(child.id),
        nextSessionOf(child.id, now),
        homework.list(child.id, now, { doneSince: from }),
        goals.of(child.id),
        satScores.of(child.id),
      ]);
    const [weakest] = weakestConcepts(topicMastery(snapshot, firsts, bySubmodule));
    const inWeek = (iso: string) => {
      const at = Date.parse(iso);
      return at >= from.getTime() && at < to.getTime();
    };
    return {
      firstname: child.firstname,
      ...stats,
      moved: conceptsMoved(snapshot, firsts, { from, to }),
      recommendation: weakest
        ? `practice ${weakest.name} (${weakest.subModuleName}), ${child.firstname}'s weakest concept so far.`
        : `a few questions in each topic, so we can tell ${child.firstname}'s strengths.`,
      tests: tests.filter((t) => inWeek(t.finishedAt)).reverse(),
      estimates: EVALUATION_KINDS.flatMap((section) => {
        const estimate = practiceEstimate(snapshot, firsts, section);
        return estimate.status === 'ready'
          ? [{ name: EVALUATION_KIND_INFO[section].scoreName, ...estimate }]
          : [];
      }),
      nextSession: session
        ? `${formatDateTime(new Date(session.startsAt), ACADEMY.timeZone)} (${SESSION_TYPE_LABELS[session.sessionType]})`
        : null,
      homework: homeworkSet.map((h) => homeworkLine(h, now)),
      goal: goal && goalLine(goal, now),
      registration:
        nextRegistration && !(goal?.testDate && goal.testDate >= academyDay(now))
          ? `${formatDayWithYear(nextRegistration.date)}: register by ${formatDay(nextRegistration.registrationDeadline!)}`
          : null,
      satScores: scores
        .filter((s) => inWeek(s.createdAt))
        .map((s) => `${satScoreText(s)}, the SAT of ${formatDayWithYear(s.testDate)}`),
    };
  }

  async function digestFor(parent: UserRow, period: string, now: Date) {
    const { from, to } = digestWeek(period);
    const children = await repo.children(parent.id);
    if (children.length === 0) return;
    const today = academyDay(now);
    const [nextRegistration] = await satDates.deadlinesBetween(
      today,
      addDays(today, REGISTRATION_DIGEST_DAYS),
    );
    const weeks = await Promise.all(
      children.map((c) => childWeek(c, from, to, now, nextRegistration)),
    );
    const settings = await repo.digestSettings(parent.id);
    const links = {
      family: `${config.publicUrl}/family`,
      optOut: optOutLink(config.publicUrl, parent.id, settings.optOutKey),
    };
    const dedupeKey = `${DIGEST_JOB}:${parent.id}:${period}`;
    if (weeks.some((w) => w.answered > 0 || w.timeSpentMs > 0)) {
      await repo.queueMail({ ...digestMail(parent, weeks, links, config.academy), dedupeKey });
      if (settings.nudgedAt) await repo.setNudged(parent.id, null);
    } else if (!settings.nudgedAt) {
      // A quiet week is one the parent followed from its start: a child who shared on Sunday
      // afternoon did not "not practice this past week" for them, and the one nudge is kept for
      // a week that was quiet.
      const since = await repo.linkedSince(parent.id);
      const followed = children.filter((c) => (since.get(c.id) ?? to) <= from);
      if (followed.length === 0) return;
      const names = followed.map((c) => c.firstname);
      await repo.queueMail({ ...nudgeMail(parent, names, links, config.academy), dedupeKey });
      await repo.setNudged(parent.id, now);
    }
  }

  return {
    name: DIGEST_JOB,
    periodAt: digestPeriodAt,
    async run(period, now) {
      for (const parent of await repo.digestParents()) await digestFor(parent, period, now);
    },
  };
}
