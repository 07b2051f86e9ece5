import { ACADEMY } from '@academy/shared/academy';
import { isHomeworkDone, type Homework } from '@academy/shared/homework';

// The due day is a Dallas day: today is the academy's, whatever the reader's zone.
const todayInDallas = new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY.timeZone });
const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Due Fri, Jan 8", "Due today", "Overdue: due Fri, Jan 8", "Done", or null for no due day. */
export function dueLabel(homework: Homework, now: Date): { text: string; late: boolean } | null {
  if (isHomeworkDone(homework)) return { text: 'Done', late: false };
  if (!homework.dueOn) return null;
  const today = todayInDallas.format(now);
  const day = dayName.format(new Date(`${homework.dueOn}T12:00:00Z`));
  if (homework.dueOn === today) return { text: 'Due today', late: false };
  return homework.dueOn < today
    ? { text: `Overdue: due ${day}`, late: true }
    : { text: `Due ${day}`, late: false };
}
