import { useEffect, useState } from 'react';

/** The site's top bar's height at normal text size (`min-h-16`). */
export const SITE_BAR_HEIGHT = 64;

/** The top bar's height as drawn now, for code that measures on demand (the mascot's search). */
export function siteBarHeight(): number {
  const bar = document.querySelector<HTMLElement>('[data-site-bar]');
  return Math.max(SITE_BAR_HEIGHT, bar?.offsetHeight ?? 0);
}

/**
 * The site's top bar's height as drawn: 64 px, or more where large text wraps its links onto two
 * rows (with text at 200% on a phone it is 192 px).
 */
export function useSiteBarHeight() {
  const [height, setHeight] = useState(SITE_BAR_HEIGHT);
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-site-bar]');
    if (!bar) return;
    const measure = () => setHeight(siteBarHeight());
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}
