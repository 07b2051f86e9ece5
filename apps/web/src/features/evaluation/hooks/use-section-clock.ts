import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed(seconds)` about once a second while `running`, with the whole seconds that
 * passed by the wall clock: a background tab's timers are slowed down, but the time it spent
 * open is counted all the same. Parts of a second carry over to the next call.
 */
export function useSectionClock(running: boolean, onElapsed: (seconds: number) => void) {
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });
  useEffect(() => {
    if (!running) return;
    let last = Date.now();
    let carried = 0;
    const id = setInterval(() => {
      const now = Date.now();
      carried += Math.max(0, now - last);
      last = now;
      const whole = Math.floor(carried / 1000);
      if (whole > 0) {
        carried -= whole * 1000;
        callback.current(whole);
      }
    }, 1000);
    return () => clearInterval(id);
  }, [running]);
}
