import { MASCOT_EDGE_GAP, type MascotPosition, type MascotSize } from '../../../store/mascot-slice';

export interface Viewport {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) =>
  // On a viewport smaller than the mascot, the top and right gaps win.
  Math.max(min, Math.min(value, max));

/**
 * Keeps the mascot (placed by its right and top offsets) 10 px inside every edge of the viewport
 * (SPEC §4, §9).
 */
export function clampPosition(
  viewport: Viewport,
  size: MascotSize,
  position: MascotPosition,
): MascotPosition {
  return {
    right: clamp(position.right, MASCOT_EDGE_GAP, viewport.width - size.width - MASCOT_EDGE_GAP),
    top: clamp(position.top, MASCOT_EDGE_GAP, viewport.height - size.height - MASCOT_EDGE_GAP),
  };
}

/** The area fixed elements are placed in: the window without its scroll bars. */
export const currentViewport = (): Viewport => ({
  width: document.documentElement.clientWidth,
  height: document.documentElement.clientHeight,
});
