import { useEffect, useEffectEvent, useState } from 'react';

/** SPEC §9: the checkout return pages go back to /subscription after 3 s. */
export const CHECKOUT_RETURN_DELAY_S = 3;

/**
 * Counts whole seconds down while `active`, and calls `onDone` once the time is up. Returns
 * the seconds left, for the page to show.
 */
export function useRedirectCountdown(seconds: number, active: boolean, onDone: () => void) {
  const [remaining, setRemaining] = useState(seconds);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const tick = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000);
      setRemaining(Math.max(0, seconds - elapsed));
    }, 250);
    const done = window.setTimeout(() => finish(), seconds * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(done);
    };
  }, [active, seconds]);

  return remaining;
}
