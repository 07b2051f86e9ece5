import { ACADEMY } from '@academy/shared/academy';
import type { FreeSlot } from '@academy/shared/booking-slots';
import type { SessionType } from '@academy/shared/scheduling-prices';

const zone = { timeZone: ACADEMY.timeZone } as const;
const dayFormat = new Intl.DateTimeFormat('en-US', {
  ...zone,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const wallFormat = new Intl.DateTimeFormat('en-US', {
  ...zone,
  hour: 'numeric',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  ...zone,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Tue, Dec 8" in Dallas time. */
export const slotDay = (start: string) => dayFormat.format(new Date(start));
/** "3:00 PM CST" in Dallas time, the zone named. */
export const slotTime = (start: string) => timeFormat.format(new Date(start));
/** "3:00 PM": where the zone is said once around it. */
export const slotClock = (start: string) => wallFormat.format(new Date(start));
export const slotLabel = (start: string) => `${slotDay(start)}, ${slotTime(start)}`;

/** The free slots offering a session type, grouped by Dallas day in time order. */
export function slotsByDay(slots: FreeSlot[], type: SessionType) {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    if (!slot.sessionTypes.includes(type)) continue;
    const day = slotDay(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot.start]);
  }
  return [...days.entries()].map(([day, starts]) => ({ day, starts }));
}

const HOUR_MS = 3_600_000;

/**
 * The same Dallas wall-clock time every week from `first`, `count` sessions: the starts, or
 * undefined when one of those weeks is not free. Across a DST change the instant moves by an
 * hour so that the student keeps their 4 PM.
 */
export function weeklyStarts(first: string, count: number, slots: FreeSlot[], type: SessionType) {
  const free = new Set(
    slots.filter((s) => s.sessionTypes.includes(type)).map((s) => Date.parse(s.start)),
  );
  const wall = wallFormat.format(new Date(first));
  const starts: number[] = [];
  for (let i = 0; i < count; i++) {
    const week = Date.parse(first) + i * 7 * 24 * HOUR_MS;
    const match = [week, week - HOUR_MS, week + HOUR_MS].find(
      (t) => free.has(t) && wallFormat.format(new Date(t)) === wall,
    );
    if (match === undefined) return undefined;
    starts.push(match);
  }
  return starts.map((t) => new Date(t).toISOString());
}
