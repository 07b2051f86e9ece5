import { useCallback, useRef } from 'react';

/**
 * Runs one piece of work at a time: a double click lands twice before React shows the control
 * busy, and the second click is dropped here instead of sending a second request.
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  }, []);
}
