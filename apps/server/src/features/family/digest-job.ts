import type { Config } from '../../config.ts';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { userScores } from '../progress/user-scores.ts';
import { weakestConcepts, topicMastery } from '../progress/dashboard.ts';
import { conceptsMoved, digestPeriodAt, digestWeek } from './digest-week.ts';
import { digestMail, nudgeMail, type ChildWeek } from './mails.ts';
import { optOutLink } from './opt-out.ts';
import type { FamilyRepository, UserRow } from './repository.ts';

export const DIGEST_JOB = 'family-digest';

/**
 * The Sunday digest (issue 38): per parent, one mail about each linked child's week. A week
 * without practice by any of them gets one nudge, then nothing until practice resumes. Each
 * mail has the outbox key (parent, week), so a run taken over, or a second instance, queues
 * nothing twice.
 */
export function createDigestJob(deps: {
  repo: FamilyRepository;
  content: ContentStore;
  progress: ProgressRepository;
  config: Pick<Config, 'publicUrl' | 'academy'>;
}): ScheduledJob {
  const { repo, content, progress, config } = deps;

  async function childWeek(child: UserRow, from: Date, to: Date): Promise<ChildWeek> {
    const snapshot = content.get();
    const stats = await repo.weekStats(child.id, from, to);
    const { firsts, bySubmodule } = await userScores(progress, snapshot, child.id);
    const [weakest] = weakestConcepts(topicMastery(snapshot, firsts, bySubmodule));
    const [booking] = await repo.paidBookings(child.id);
    return {
      firstname: child.firstname,
      ...stats,
      moved: conceptsMoved(snapshot, firsts, from),
      recommendation: weakest
        ? `practice ${weakest.name} (${weakest.subModuleName}), ${child.firstname}'s weakest concept so far.`
        : `a few questions in each topic, so we can tell ${child.firstname}'s strengths.`,
      nextSession: booking
        ? `${booking.sessionType}, ${booking.sessionCount} booked (reference ${booking.internalReference})`
        : null,
    };
  }

  async function digestFor(parent: UserRow, period: string, now: Date) {
    const { from, to } = digestWeek(period);
    const children = await repo.children(parent.id);
    if (children.length === 0) return;
    const weeks = await Promise.all(children.map((c) => childWeek(c, from, to)));
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
      const names = children.map((c) => c.firstname);
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
