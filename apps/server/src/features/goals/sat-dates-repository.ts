import type { SatDate } from '@academy/shared/sat-dates';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { satDates } from '../../db/schema/index.ts';

export function createSatDatesRepository(db: Db) {
  return {
    /** The dates from `today` on, soonest first. */
    async upcoming(today: string): Promise<SatDate[]> {
      const rows = await db
        .select()
        .from(satDates)
        .where(gte(satDates.testDate, today))
        .orderBy(asc(satDates.testDate));
      return rows.map((r) => ({ date: r.testDate, registrationDeadline: r.registrationDeadline }));
    },

    /** The dates whose registration deadline falls in [from, to]. */
    async deadlinesBetween(from: string, to: string): Promise<SatDate[]> {
      const rows = await db
        .select()
        .from(satDates)
        .where(
          and(gte(satDates.registrationDeadline, from), lte(satDates.registrationDeadline, to)),
        )
        .orderBy(asc(satDates.testDate));
      return rows.map((r) => ({ date: r.testDate, registrationDeadline: r.registrationDeadline }));
    },

    /**
     * Replaces the dates from `today` on, at once; those past stay, as a record of the
     * calendar the goals were set against.
     */
    replaceUpcoming: (today: string, dates: SatDate[]) =>
      db.transaction(async (tx) => {
        await tx.delete(satDates).where(gte(satDates.testDate, today));
        if (dates.length > 0) {
          await tx.insert(satDates).values(
            dates.map((d) => ({
              testDate: d.date,
              registrationDeadline: d.registrationDeadline,
            })),
          );
        }
      }),
  };
}
