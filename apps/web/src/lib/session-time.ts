// A tutor session's time, as the academy's pages write it: in Dallas, where the sessions are
// held, with the zone named (the tutor's pages, the brief, a parent's /family).
import { ACADEMY } from '@academy/shared/academy';

const sessionDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});
const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});
const clockWithZone = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: ACADEMY.timeZone,
});

/** "Tue, Dec 8, 2026", the day in Dallas. */
export const formatSessionDay = (iso: string) => sessionDay.format(new Date(iso));
/** "Tue, Dec 8, 2026, 3:00 PM CST": when a session started or was to. */
export const formatSessionStart = (iso: string) =>
  `${formatSessionDay(iso)}, ${clockWithZone.format(new Date(iso))}`;
/** ["3:00 PM", "4:00 PM CST"]: the start, and the end with the zone, CST or CDT as the day has it. */
export const sessionHoursParts = (start: string, end: string) =>
  [clock.format(new Date(start)), clockWithZone.format(new Date(end))] as const;
/** "3:00 PM – 4:00 PM CST": the zone named once. */
export const formatSessionHours = (start: string, end: string) =>
  sessionHoursParts(start, end).join(' – ');
