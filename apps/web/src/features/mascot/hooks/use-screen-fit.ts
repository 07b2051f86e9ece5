import { useLayoutEffect } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import type { AppDispatch, RootState } from '../../../store';
import { screenClassFor, setSizeByScreen, updateMascot } from '../../../store/mascot-slice';
import { clampPosition, type Viewport } from '../lib/clamp-position';

/**
 * Sizes the mascot by screen class (mobile below 640 px, tablet below 768, default below 1024,
 * 'large' from 1024 px wide) and pulls it back inside the viewport, 10 px from the edges.
 */
const fitToScreen =
  (viewport: Viewport, screenWidth: number) =>
  (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(setSizeByScreen(screenClassFor(screenWidth)));
    const { size, position } = getState().mascot;
    const clamped = clampPosition(viewport, size, position);
    if (clamped.right !== position.right || clamped.top !== position.top) {
      dispatch(updateMascot({ position: clamped }));
    }
  };

/** Keeps the mascot sized for the screen and inside the viewport as the window changes. */
export function useScreenFit(viewport: Viewport) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    // Before the first paint, so the mascot never shows at the wrong size. The screen class
    // follows the window width, as CSS media queries do.
    dispatch(fitToScreen(viewport, window.innerWidth));
  }, [dispatch, viewport]);
}
