import { useEffect, useRef } from 'react';

/**
 * A focused button that is disabled while a request runs, or removed while a form is open, loses
 * its focus to the page, and a keyboard or screen-reader user is left nowhere. When `busy` ends
 * with the focus on the page, it goes to the element `target` names (null: it stays where it is).
 */
export function useFocusAfterBusy(busy: boolean, target: () => HTMLElement | null | undefined) {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) target()?.focus();
    wasBusy.current = busy;
    // `target` is read only when busy ends; a new function each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy]);
}
