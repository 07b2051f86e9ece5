// The evaluation's section timer (issue 36): 35 minutes per section as on the Digital SAT. The
// public evaluation never submits by itself, so a section may take longer; the result says so.
// Apart from the submission's schema, so that the timer and the result do not load zod.

export const SECTION_TIME_LIMIT_SECONDS = 35 * 60;
/** A day: more than any honest attempt, and the bound the server accepts per section. */
export const MAX_SECTION_SECONDS = 24 * 60 * 60;
/** The countdown warns once this much time is left (aria-live: announced once, not every second). */
export const SECTION_WARNING_SECONDS = 5 * 60;

export const evaluationTimingMessages = {
  sectionSecondsInvalid: `Section times must be two whole numbers of seconds from 0 to ${MAX_SECTION_SECONDS}`,
} as const;

export interface EvaluationTiming {
  /** Seconds spent on each section, in section order. */
  sectionSeconds: number[];
  /** Whether each section took at most the minutes the test allows (35 Math, 32 R&W). */
  finishedInTime: boolean[];
  /**
   * Questions answered in each section, in section order: a section with answers was started
   * whatever time the page recorded for it. Absent from results stored before it was kept.
   */
  sectionAnswered?: number[];
}

/** The timing part of an evaluation's result, from the seconds the student's page recorded. */
export function evaluationTiming(
  sectionSeconds: readonly number[],
  limitSeconds = SECTION_TIME_LIMIT_SECONDS,
  sectionAnswered?: readonly number[],
): EvaluationTiming {
  return {
    sectionSeconds: [...sectionSeconds],
    finishedInTime: sectionSeconds.map((seconds) => seconds <= limitSeconds),
    ...(sectionAnswered && { sectionAnswered: [...sectionAnswered] }),
  };
}

/**
 * Whether section `index` (from 0) was started: time recorded on it, or an answer given in it.
 * A page's timer counts whole seconds, so answers given within a section's first second (or
 * after its time was lost) come with 0.
 */
export const sectionStarted = (timing: EvaluationTiming, index: number) =>
  (timing.sectionSeconds[index] ?? 0) > 0 || (timing.sectionAnswered?.[index] ?? 0) > 0;

/**
 * How long a section took against its limit, as the result screen and the mails say it: "31 min
 * — within the 35 minutes". Whole minutes rounded up, so a section over the limit never reads as
 * the limit; a few seconds (or none, with answers) are "under a minute", and a section neither
 * timed nor answered (`started`, `sectionStarted`) is "not started".
 */
export function sectionTimeText(
  seconds: number,
  inTime: boolean,
  limitMinutes: number,
  started: boolean,
): string {
  if (!started) return 'not started';
  const taken = seconds < 60 ? 'under a minute' : `${Math.ceil(seconds / 60)} min`;
  return `${taken} — ${inTime ? 'within' : 'over'} the ${limitMinutes} minutes`;
}
