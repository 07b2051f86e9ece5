import { useEffect, useState } from 'react';

const OPEN_MENU = '[role="menu"][data-state="open"]';
/** Frames to wait for a just-opened menu to be positioned before giving up. */
const MAX_TRIES = 10;

/**
 * The bottom edge (px from the viewport top) of an open dropdown menu, such as the user menu,
 * or null when none is open. Radix flips data-state on a menu's trigger and content as it opens
 * and closes; watching that attribute lets the mascot step aside without the menu knowing.
 */
export function useOpenMenuBottom(): number | null {
  const [bottom, setBottom] = useState<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = (tries = 0) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const menu = document.querySelector<HTMLElement>(OPEN_MENU);
        if (!menu) return setBottom(null);
        const rect = menu.getBoundingClientRect();
        // Radix parks a menu off screen until it is positioned: look again next frame.
        if (rect.bottom <= 0 && tries < MAX_TRIES) return measure(tries + 1);
        setBottom(Math.round(rect.bottom));
      });
    };
    const observer = new MutationObserver(() => measure());
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return bottom;
}
