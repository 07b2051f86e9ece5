import { useEffect, type RefObject } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import type { AppDispatch, RootState } from '../../../store';
import { updateMascot } from '../../../store/mascot-slice';
import { currentViewport } from '../lib/clamp-position';
import { clearSpot, mascotBox, overlapMiddle, overlaps, type Box } from '../lib/clear-spot';

/** The focus outline's width plus its offset (styles.css): it must stay in sight too. */
const FOCUS_OUTLINE = 4;

const withOutline = ({ left, top, right, bottom }: Box): Box => ({
  left: left - FOCUS_OUTLINE,
  top: top - FOCUS_OUTLINE,
  right: right + FOCUS_OUTLINE,
  bottom: bottom + FOCUS_OUTLINE,
});

/**
 * Whether the mascot is drawn over the obstacle, not under it: an open menu or a dialog is a
 * layer above the mascot, so its controls are never hidden.
 */
function drawnOver(mascot: HTMLElement, box: Box, obstacle: Box) {
  const { x, y } = overlapMiddle(box, obstacle);
  return mascot.contains(document.elementFromPoint(x, y));
}

const stepOffOf =
  (obstacle: Box, mascot: HTMLElement) => (dispatch: AppDispatch, getState: () => RootState) => {
    const { size, position } = getState().mascot;
    const viewport = currentViewport();
    const box = mascotBox(viewport, size, position);
    if (!overlaps(box, obstacle) || !drawnOver(mascot, box, obstacle)) return;
    const spot = clearSpot(viewport, size, position, obstacle);
    if (spot) dispatch(updateMascot({ position: spot }));
  };

/**
 * Moves the mascot, as a user would drag it, off a control that takes the keyboard's focus
 * under it (WCAG 2.2, 2.4.11 Focus Not Obscured). A control inside a label, such as a choice's
 * radio, keeps its whole label in sight, so the words beside it can be read.
 */
export function useFocusClearance(enabled: boolean, mascot: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const control = event.target;
      if (!(control instanceof Element) || mascot.current?.contains(control)) return;
      // An open menu has the mascot step down below it instead (useOpenMenuBottom).
      if (control.closest('[role="menu"]')) return;
      // A click or a tap lands where the user sees the control: only keyboard focus can hide.
      if (!control.matches(':focus-visible')) return;
      cancelAnimationFrame(frame);
      // Measured once the browser has scrolled the control into view.
      frame = requestAnimationFrame(() => {
        if (document.activeElement !== control || !mascot.current) return;
        const shown = control.closest('label') ?? control;
        dispatch(stepOffOf(withOutline(shown.getBoundingClientRect()), mascot.current));
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, [enabled, dispatch, mascot]);
}
