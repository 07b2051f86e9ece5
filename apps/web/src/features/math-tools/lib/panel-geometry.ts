export interface PanelGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const MIN_WIDTH = 300;
export const MIN_HEIGHT = 260;
const MARGIN = 8;

/**
 * The first place on a desktop: the right edge, below the site header. 340 wide, it stays
 * clear of the practice card at 1280 px (the card ends 385 px from the right edge).
 */
export function initialGeometry(viewportWidth: number, viewportHeight: number): PanelGeometry {
  const width = Math.min(340, viewportWidth - 2 * MARGIN);
  const height = Math.min(600, viewportHeight - 88 - MARGIN);
  return { left: viewportWidth - width - 16, top: 80, width, height };
}

/** Kept whole on screen: smaller than the viewport, and inside it. */
export function clampGeometry(
  geometry: PanelGeometry,
  viewportWidth: number,
  viewportHeight: number,
): PanelGeometry {
  const width = Math.max(MIN_WIDTH, Math.min(geometry.width, viewportWidth - 2 * MARGIN));
  const height = Math.max(MIN_HEIGHT, Math.min(geometry.height, viewportHeight - 2 * MARGIN));
  const left = Math.min(Math.max(MARGIN, geometry.left), viewportWidth - width - MARGIN);
  const top = Math.min(Math.max(MARGIN, geometry.top), viewportHeight - height - MARGIN);
  return { left, top, width, height };
}
