import { useEffect, useRef } from 'react';

/**
 * A focused control that is disabled or removed as the page changes loses its focus to the page,
 * and a keyboard or screen-reader user is left nowhere. When `state` changes (not on the first
 * render) and the focus is on the page, it goes to the element `target` names (null: it stays).
 */
export function useFocusWhenLost(state: unknown, target: () => HTMLElement | null | undefined) {
  const previous = useRef(state);
  useEffect(() => {
    if (Object.is(previous.current, state)) return;
    previous.current = state;
    if (document.activeElement === document.body) target()?.focus();
    // `target` is read only when `state` changes; a new function each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}

/**
 * The same for a button disabled while a request runs, or removed while a form is open: when
 * `busy` ends with the focus on the page, it goes to `target`.
 */
export const useFocusAfterBusy = (busy: boolean, target: () => HTMLElement | null | undefined) =>
  useFocusWhenLost(busy, () => (busy ? null : target()));
