import type { Availability } from '@academy/shared/booking-slots';
import type { SessionType } from '@academy/shared/scheduling-prices';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilityExceptions, availabilityRules } from '../../db/schema/index.ts';

export function createAvailabilityRepository(db: Db) {
  return {
    /** The tutor's weekly rules and exceptions, in a stable order. */
    async read(): Promise<Availability> {
      const rules = await db
        .select()
        .from(availabilityRules)
        .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startHour));
      const exceptions = await db
        .select()
        .from(availabilityExceptions)
        .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startHour));
      return {
        rules: rules.map(({ weekday, startHour, endHour, sessionType }) => ({
          weekday,
          startHour,
          endHour,
          sessionType: sessionType as SessionType,
        })),
        exceptions: exceptions.map(({ date, kind, startHour, endHour, sessionType }) => ({
          date,
          kind: kind as 'open' | 'closed',
          startHour,
          endHour,
          sessionType: sessionType as SessionType | null,
        })),
      };
    },

    /** Replaces the whole schedule at once: a reader never sees half of an edit. */
    replace: (availability: Availability) =>
      db.transaction(async (tx) => {
        await tx.delete(availabilityRules);
        await tx.delete(availabilityExceptions);
        if (availability.rules.length > 0)
          await tx.insert(availabilityRules).values(availability.rules);
        if (availability.exceptions.length > 0) {
          await tx.insert(availabilityExceptions).values(availability.exceptions);
        }
      }),
  };
}
