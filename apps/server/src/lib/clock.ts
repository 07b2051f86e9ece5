/** Where the server reads the time for review scheduling: tests and the test clock move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The real time shifted by an offset that can be changed (POST /api/test/clock, decision 024). */
export function shiftedClock(base: Clock = systemClock) {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    setOffsetDays(days: number) {
      offsetMs = days * 86_400_000;
    },
  };
}

export type ShiftedClock = ReturnType<typeof shiftedClock>;
