// Calendar months of paid access, counted where the buyer lives (decision 008, rule 11).
import { ACADEMY } from '@academy/shared/academy';
import { TZDate } from '@date-fns/tz';
import { addMonths as addCalendarMonths } from 'date-fns';

/** The zone's canonical name when this runtime knows it (as Intl does), else undefined. */
export function knownTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone a buyer's dates are counted and written in: theirs when known, else the academy's. */
export const buyerZone = (timeZone: string | null) =>
  (timeZone ? knownTimeZone(timeZone) : undefined) ?? ACADEMY.timeZone;

/**
 * `months` calendar months after `date`, counted in `timeZone` (the academy's when it is missing
 * or unknown): the same local day and time of day, across daylight-saving changes. The 31st plus
 * a month is the last day of the next month. Counted in UTC instead, an evening purchase in the
 * Americas ended a day short.
 */
export function addMonths(date: Date, months: number, timeZone: string | null): Date {
  // A plain Date again: a TZDate would print (and be stored) with the zone's offset.
  return new Date(
    addCalendarMonths(new TZDate(date.getTime(), buyerZone(timeZone)), months).getTime(),
  );
}
