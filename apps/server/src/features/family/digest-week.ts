// The weekly digest's calendar and its measure of a child's week (issue 38).
import { ACADEMY } from '@academy/shared/academy';
import { TZDate } from '@date-fns/tz';
import { format, subDays } from 'date-fns';
import type { ContentSnapshot } from '../catalog/content-store.ts';
import type { FirstAttemptInfo } from '../progress/progress-records.ts';
import { allConceptScores } from '../progress/scores.ts';

/** Sunday evening, Dallas time: the week ends and the digest goes at this hour (late, until Monday evening). */
export const DIGEST_HOUR = 18;
const SUNDAY = 0;
/** Concepts that moved less than this (on the 0–10 mastery score) did not move. */
const MOVED_AT_LEAST = 0.5;
const MOVED_SHOWN = 3;

/**
 * How late a digest may still go: with every instance down all Sunday evening, it goes when one
 * is back, until Monday evening, rather than not at all.
 */
const DIGEST_LATE_MS = 24 * 3_600_000;

/**
 * The week due at `now` (its Sunday, YYYY-MM-DD in Dallas): from Sunday evening until a day
 * later; null the rest of the week.
 */
export function digestPeriodAt(now: Date): string | null {
  const local = new TZDate(now.getTime(), ACADEMY.timeZone);
  const sunday = subDays(local, local.getDay() - SUNDAY);
  let due = new TZDate(
    sunday.getFullYear(),
    sunday.getMonth(),
    sunday.getDate(),
    DIGEST_HOUR,
    0,
    0,
    ACADEMY.timeZone,
  );
  if (due.getTime() > now.getTime()) due = subDays(due, 7);
  return now.getTime() - due.getTime() < DIGEST_LATE_MS ? format(due, 'yyyy-MM-dd') : null;
}

/** The seven days a digest covers: from the Sunday evening before to this one, Dallas time. */
export function digestWeek(period: string): { from: Date; to: Date } {
  const [y, m, d] = period.split('-').map(Number) as [number, number, number];
  const to = new TZDate(y, m - 1, d, DIGEST_HOUR, 0, 0, ACADEMY.timeZone);
  return { from: new Date(subDays(to, 7).getTime()), to: new Date(to.getTime()) };
}

export interface MovedConcept {
  name: string;
  before: number;
  after: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The concepts whose mastery moved most over the week [from, to): scores from the first
 * attempts before `from` against those from the first attempts before `to` (the progress page's
 * scores at the week's end), largest change first. A digest sent late, on Monday, tells the
 * week it counts the questions of, not Monday's practice too.
 */
export function conceptsMoved(
  snapshot: ContentSnapshot,
  firsts: Map<string, FirstAttemptInfo>,
  { from, to }: { from: Date; to: Date },
): MovedConcept[] {
  const before = (at: Date) =>
    new Map([...firsts].filter(([, info]) => info.answeredUs < at.getTime() * 1000));
  const atStart = before(from);
  const atEnd = before(to);
  if (atStart.size === atEnd.size) return [];
  const then = allConceptScores(snapshot, atStart);
  const now = allConceptScores(snapshot, atEnd);
  const moved: MovedConcept[] = [];
  for (const [submoduleId, scores] of now) {
    const earlier = then.get(submoduleId) ?? [];
    scores.forEach((score, i) => {
      const was = earlier[i]?.score ?? 0;
      const name = snapshot.conceptById.get(score.concept)?.name ?? score.concept;
      // A concept taught in two submodules is one concept to a parent.
      if (Math.abs(score.score - was) < MOVED_AT_LEAST || moved.some((m) => m.name === name)) {
        return;
      }
      moved.push({
        name,
        before: round1(was),
        after: round1(score.score),
      });
    });
  }
  return moved
    .sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before))
    .slice(0, MOVED_SHOWN);
}
