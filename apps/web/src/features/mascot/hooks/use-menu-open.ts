import { useEffect, useState } from 'react';

const OPEN_MENU = '[role="menu"][data-state="open"]';

/**
 * Whether a dropdown menu, such as the user menu, is open. Radix flips data-state on a menu's
 * trigger and content as it opens and closes; watching that attribute lets the mascot hold
 * still under the menu without the menu knowing.
 */
export function useMenuOpen(): boolean {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const observer = new MutationObserver(() =>
      setOpen(document.querySelector(OPEN_MENU) !== null),
    );
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
      childList: true,
    });
    return () => observer.disconnect();
  }, []);

  return open;
}
