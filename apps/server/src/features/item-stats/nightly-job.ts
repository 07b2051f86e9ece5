import { ACADEMY } from '@academy/shared/academy';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { computeItemStats } from './compute.ts';
import type { ItemStatsRepository } from './repository.ts';

export const ITEM_STATS_JOB = 'item-stats';
/** 3 AM in Dallas: the quietest hour, after the evening's practice. */
export const ITEM_STATS_HOUR = 3;

/** The night due at `now` (its date in Dallas, YYYY-MM-DD), from 3 AM on; null before. */
export function itemStatsPeriodAt(now: Date): string | null {
  const local = new TZDate(now.getTime(), ACADEMY.timeZone);
  return local.getHours() < ITEM_STATS_HOUR ? null : format(local, 'yyyy-MM-dd');
}

/**
 * Recomputes every item's statistics from all first attempts once a night (issue 39) and stores
 * them whole; a second run of the same night, taken over from a dead instance, writes the same.
 */
export function createItemStatsJob(repo: ItemStatsRepository): ScheduledJob {
  return {
    name: ITEM_STATS_JOB,
    periodAt: itemStatsPeriodAt,
    async run(_period, now) {
      const [items, facts] = await Promise.all([repo.items(), repo.firstAttempts()]);
      await repo.save(computeItemStats(items, facts), now);
    },
  };
}
