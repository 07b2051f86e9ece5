import { useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RENDERED_AT_KEY } from '../../../lib/rendered-at';

// Whole seconds: a snapshot must read the same twice in a row.
const second = () => Math.floor(Date.now() / 1000) * 1000;

/** One clock per interval, ticking while a page watches it. */
function createClock(intervalMs: number) {
  const listeners = new Set<() => void>();
  let current = second();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    current = second();
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) {
        current = second();
        timer = setInterval(tick, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearInterval(timer);
      };
    },
    // Unwatched, it reads the time afresh: a page opened later does not start from an old tick.
    now: () => (listeners.size > 0 ? current : (current = second())),
  };
}

const clocks = new Map<number, ReturnType<typeof createClock>>();

/**
 * The current time, refreshed every `intervalMs`, so "5 minutes ago" keeps counting. While a
 * page the server drew is hydrated it is the server's time of drawing, as the markup was made
 * with; React then reads the real clock.
 */
export function useNow(intervalMs = 60_000): Date {
  const queryClient = useQueryClient();
  let clock = clocks.get(intervalMs);
  if (!clock) clocks.set(intervalMs, (clock = createClock(intervalMs)));
  const ms = useSyncExternalStore(
    clock.subscribe,
    clock.now,
    () => queryClient.getQueryData<number>(RENDERED_AT_KEY) ?? clock.now(),
  );
  return useMemo(() => new Date(ms), [ms]);
}
