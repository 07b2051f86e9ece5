import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a bar stuck to the screen's top leaves the page most of the screen: its offset (the
 * site's bar above it) and its height together at most `maxShare` of the screen's height. With
 * text at 200% on a phone, the timed test's bar and the site's took 570 of 800 px, which left a
 * question a strip to scroll in; such a bar scrolls with the page instead.
 */
export function useFitsStuck(bar: RefObject<HTMLElement | null>, maxShare: number) {
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    // Where it sticks, read while it does (it starts stuck): once it scrolls it sits at top 0, and
    // the answer must not change with the stickiness it decides.
    let stuckAt = 0;
    const measure = () => {
      const style = getComputedStyle(element);
      if (style.position === 'sticky') stuckAt = Number.parseFloat(style.top) || 0;
      setFits(stuckAt + element.offsetHeight <= window.innerHeight * maxShare);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [bar, maxShare]);
  return fits;
}
