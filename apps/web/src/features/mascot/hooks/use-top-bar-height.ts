import { useEffect, useState } from 'react';
import { TOP_BAR_HEIGHT } from '../lib/clear-spot';

/**
 * The site's top bar's height as drawn: 64 px, or more where large text wraps its links onto two
 * rows (with text at 200% on a phone it is 193 px, and a mascot placed 64 px down stood under it).
 */
export function useTopBarHeight() {
  const [height, setHeight] = useState(TOP_BAR_HEIGHT);
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>('[data-site-bar]');
    if (!bar) return;
    const measure = () => setHeight(Math.max(TOP_BAR_HEIGHT, bar.offsetHeight));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}
