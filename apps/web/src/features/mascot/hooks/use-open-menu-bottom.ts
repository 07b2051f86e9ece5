import { useEffect, useState } from 'react';

const OPEN_MENU = '[role="menu"][data-state="open"]';

/**
 * The bottom edge (px from the viewport top) of an open dropdown menu, such as the user menu,
 * or null when none is open. Radix flips data-state on a menu's trigger and content as it opens
 * and closes, and its positioning wrapper's style as it places the menu; watching those
 * attributes, and the end of its entrance, lets the mascot step aside without the menu knowing.
 */
export function useOpenMenuBottom(): number | null {
  const [bottom, setBottom] = useState<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const menu = document.querySelector<HTMLElement>(OPEN_MENU);
        if (!menu) return setBottom(null);
        const { bottom: menuBottom } = menu.getBoundingClientRect();
        // Radix parks a menu off screen until it is positioned, however long that takes on a
        // busy page; placing it changes its wrapper's style, which measures again.
        if (menuBottom > 0) setBottom(Math.round(menuBottom));
      });
    };
    const observer = new MutationObserver(measure);
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state', 'style'],
    });
    // The menu's entrance animation moves it with no attribute changing. Under reduced motion
    // Chromium reports the placed menu still parked until that animation has ended.
    document.addEventListener('animationend', measure, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('animationend', measure, true);
      cancelAnimationFrame(frame);
    };
  }, []);

  return bottom;
}
