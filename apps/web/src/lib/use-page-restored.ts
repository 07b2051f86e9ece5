import { useEffect, useRef } from 'react';

/**
 * Runs `onRestored` when the browser shows this page again from its back/forward cache: Back
 * from a checkout returns to the page exactly as it was left, "Redirecting..." included, and a
 * flag set for the way out has to be cleared by hand.
 */
export function usePageRestored(onRestored: () => void) {
  const latest = useRef(onRestored);
  latest.current = onRestored;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
