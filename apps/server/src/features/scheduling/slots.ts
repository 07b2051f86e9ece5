import { TZDate } from '@date-fns/tz';
import { ACADEMY } from '@academy/shared/academy';
import type { Availability, FreeSlot, SlotBound } from '@academy/shared/booking-slots';
import { SESSION_MINUTES } from '@academy/shared/booking-slots';
import { SESSION_TYPES, type SessionType } from '@academy/shared/scheduling-prices';

const ZONE = ACADEMY.timeZone;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A day (midnight, Dallas time) or an instant, as the slots call takes its bounds. */
export function boundInstant(bound: SlotBound): Date {
  if (bound.length > 10) return new Date(bound);
  const [y, m, d] = bound.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, ZONE).getTime());
}

/** The Dallas date of an instant, as YYYY-MM-DD, and its weekday. */
function dallasDay(at: Date) {
  const local = new TZDate(at.getTime(), ZONE);
  const date = [local.getFullYear(), local.getMonth() + 1, local.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  return {
    date,
    weekday: local.getDay(),
    y: local.getFullYear(),
    m: local.getMonth(),
    d: local.getDate(),
  };
}

/** Whole hours [start, end) of a day that the tutor offers `type`, after the day's exceptions. */
function hoursOf(availability: Availability, date: string, weekday: number, type: SessionType) {
  const hours = new Set<number>();
  const add = (from: number, to: number, on: boolean) => {
    for (let h = from; h < to; h++) {
      if (on) hours.add(h);
      else hours.delete(h);
    }
  };
  for (const r of availability.rules) {
    if (r.weekday === weekday && r.sessionType === type) add(r.startHour, r.endHour, true);
  }
  const today = availability.exceptions.filter(
    (e) => e.date === date && (e.sessionType === null || e.sessionType === type),
  );
  for (const e of today.filter((e) => e.kind === 'open')) add(e.startHour!, e.endHour!, true);
  for (const e of today.filter((e) => e.kind === 'closed'))
    add(e.startHour ?? 0, e.endHour ?? 24, false);
  return hours;
}

/**
 * The slots the availability gives in [from, to): an hour starting on each whole wall-clock hour
 * the tutor offers, in Dallas time. An hour the clocks skip (spring forward) gives no slot; an
 * hour they repeat (fall back) gives one, at its first occurrence (daylight time).
 */
export function slotsOf(availability: Availability, from: Date, to: Date): FreeSlot[] {
  const byStart = new Map<number, SessionType[]>();
  // Noon of each day: a day's noon is never in a DST gap, so stepping by 24 h visits every day.
  const first = dallasDay(from);
  for (
    let noon = new TZDate(first.y, first.m, first.d, 12, 0, 0, ZONE).getTime();
    noon < to.getTime() + DAY_MS;
    noon += DAY_MS
  ) {
    const day = dallasDay(new Date(noon));
    for (const type of SESSION_TYPES) {
      for (const h of hoursOf(availability, day.date, day.weekday, type)) {
        const start = new TZDate(day.y, day.m, day.d, h, 0, 0, ZONE);
        if (start.getHours() !== h) continue;
        const at = start.getTime();
        if (at < from.getTime() || at >= to.getTime()) continue;
        byStart.set(at, [...(byStart.get(at) ?? []), type]);
      }
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, sessionTypes]) => ({
      start: new Date(at).toISOString(),
      end: new Date(at + SESSION_MINUTES * 60_000).toISOString(),
      sessionTypes,
    }));
}

/** Whether the availability offers `type` at `start` (a session's start, on a whole hour). */
export function offersAt(availability: Availability, start: Date, type: SessionType): boolean {
  const day = dallasDay(start);
  const local = new TZDate(start.getTime(), ZONE);
  return (
    local.getMinutes() === 0 &&
    hoursOf(availability, day.date, day.weekday, type).has(local.getHours())
  );
}

export const hoursBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / HOUR_MS;
