import { academyDay, addDays, daysBetween } from '@academy/shared/academy-day';
import type { ConceptScore } from '@academy/shared/catalog';
import {
  DASHBOARD_WEEKS,
  WEAKEST_CONCEPTS,
  type ProgressDashboard,
} from '@academy/shared/progress-dashboard';
import type { ContentSnapshot } from '../catalog/content-store.ts';
import { rightFirstTime, type FirstAttemptInfo } from './progress-records.ts';
import { answeredPerSubmodule, roundedScores, submoduleAverage } from './scores.ts';

/** The Monday (YYYY-MM-DD) of the week holding a YYYY-MM-DD day. */
export function weekStartOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/**
 * First attempts and right ones per week from Monday, in Dallas days as every date of the
 * academy: the last DASHBOARD_WEEKS up to `now`'s, from the week of the first practice day
 * (`since`, YYYY-MM-DD) on: weeks before a student began are not weeks without practice. No
 * practice yet: this week alone.
 */
export function weeklyActivity(
  firsts: Map<string, FirstAttemptInfo>,
  now: Date,
  since?: string,
): ProgressDashboard['weeks'] {
  const last = weekStartOf(academyDay(now));
  const began = weekStartOf(since ?? academyDay(now));
  const count = Math.min(DASHBOARD_WEEKS, Math.max(0, daysBetween(began, last) / 7) + 1);
  const first = addDays(last, -7 * (count - 1));
  const answered = new Array<number>(count).fill(0);
  const correct = new Array<number>(count).fill(0);
  for (const info of firsts.values()) {
    const day = academyDay(new Date(info.answeredUs / 1000));
    const i = Math.floor(daysBetween(first, day) / 7);
    if (i < 0 || i >= count) continue;
    answered[i]! += 1;
    if (rightFirstTime(info)) correct[i]! += 1;
  }
  return answered.map((n, i) => ({
    weekStart: addDays(first, 7 * i),
    answered: n,
    correct: correct[i]!,
    accuracy: n ? Math.round((correct[i]! / n) * 1000) / 1000 : 0,
  }));
}

/** Mastery per topic and concept, with levels and done counts. */
export function topicMastery(
  snapshot: ContentSnapshot,
  firsts: Map<string, FirstAttemptInfo>,
  bySubmodule: Map<string, ConceptScore[]>,
): ProgressDashboard['topics'] {
  const answered = answeredPerSubmodule(snapshot, firsts);
  return snapshot.submodules.map((s) => {
    const scores = bySubmodule.get(s._id) ?? [];
    return {
      subModule: s._id,
      name: s.name,
      averageScore: submoduleAverage(scores),
      answered: answered.get(s._id) ?? 0,
      total: s.questionIds.length,
      concepts: roundedScores(scores).map((c) => ({
        concept: c.concept,
        name: snapshot.conceptById.get(c.concept)?.name ?? c.concept,
        score: c.score,
        level: c.level,
        answered: c.answered,
        total: c.total,
      })),
    };
  });
}

/**
 * The practised concepts with the lowest scores: a concept not started is not weak, only
 * unknown, and the topics list shows it. Ties go to the concept with fewer answers (less known).
 * Practised by its level, not its questions done: answers to questions since retired count.
 */
export function weakestConcepts(topics: ProgressDashboard['topics']): ProgressDashboard['weakest'] {
  return topics
    .flatMap((t) =>
      t.concepts
        .filter((c) => c.level !== 'Not started')
        .map((c) => ({ ...c, subModule: t.subModule, subModuleName: t.name })),
    )
    .sort((a, b) => a.score - b.score || a.answered - b.answered)
    .slice(0, WEAKEST_CONCEPTS);
}
