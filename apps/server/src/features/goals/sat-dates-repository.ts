import type { SatDate } from '@academy/shared/sat-dates';
import { and, asc, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { satDates } from '../../db/schema/index.ts';

export function createSatDatesRepository(db: Db) {
  /** The dates that match `where`, soonest first. */
  const datesWhere = async (where: SQL | undefined): Promise<SatDate[]> =>
    (await db.select().from(satDates).where(where).orderBy(asc(satDates.testDate))).map((r) => ({
      date: r.testDate,
      registrationDeadline: r.registrationDeadline,
    }));

  return {
    /** The dates from `today` on. */
    upcoming: (today: string) => datesWhere(gte(satDates.testDate, today)),

    /** The dates whose registration deadline falls in [from, to]. */
    deadlinesBetween: (from: string, to: string) =>
      datesWhere(
        and(gte(satDates.registrationDeadline, from), lte(satDates.registrationDeadline, to)),
      ),

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
