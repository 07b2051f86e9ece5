import { useEffect, type RefObject } from 'react';

/** Room left for the focus outline between a focused control and the bar it stops at. */
const OUTLINE_ROOM = 8;

/**
 * Keeps the page's scroll padding on one side clear of a bar stuck or fixed there, so a control
 * reached with Tab is scrolled out from under it rather than focused unseen (WCAG 2.4.11). The
 * stylesheet's own padding (the site header's) comes back once the bar is gone.
 *
 * top: a sticky bar, measured from the screen's top to its bottom edge where it sticks;
 * bottom: a bar fixed to the screen's bottom (the math tools' sheet on a phone).
 */
export function useScrollPadding(
  bar: RefObject<HTMLElement | null>,
  side: 'top' | 'bottom',
  enabled = true,
) {
  useEffect(() => {
    const element = bar.current;
    if (!enabled || !element) return;
    const root = document.documentElement.style;
    const property = side === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
    const measure = () => {
      const stuckAt = side === 'top' ? Number.parseFloat(getComputedStyle(element).top) || 0 : 0;
      root[property] = `${stuckAt + element.offsetHeight + OUTLINE_ROOM}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root[property] = '';
    };
  }, [bar, side, enabled]);
}
