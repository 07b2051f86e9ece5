import { MASCOT_EDGE_GAP, type MascotPosition, type MascotSize } from '../../../store/mascot-slice';
import { siteBarHeight } from '../../../lib/use-site-bar-height';
import type { Viewport } from './clamp-position';

/** A box on screen, in viewport pixels (a DOMRect fits). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The mascot's box on screen, from its offsets from the viewport's right and top edges. */
export function mascotBox(viewport: Viewport, size: MascotSize, position: MascotPosition): Box {
  const right = viewport.width - position.right;
  return {
    left: right - size.width,
    top: position.top,
    right,
    bottom: position.top + size.height,
  };
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const overlapsAny = (box: Box, obstacles: readonly Box[]) =>
  obstacles.some((obstacle) => overlaps(box, obstacle));

/** The middle of the area two overlapping boxes share. */
export const overlapMiddle = (a: Box, b: Box) => ({
  x: (Math.max(a.left, b.left) + Math.min(a.right, b.right)) / 2,
  y: (Math.max(a.top, b.top) + Math.min(a.bottom, b.bottom)) / 2,
});

/**
 * The spot nearest to `position` where the mascot covers none of `obstacles` (the page's work and
 * a focused control) and, when `fits` is given, where its open bubble fits too; null when the
 * screen has none. It looks along the screen's edges and beside, above and below each obstacle,
 * 10 px inside the viewport and below the top bar.
 */
export function clearSpot(
  viewport: Viewport,
  size: MascotSize,
  position: MascotPosition,
  obstacles: readonly Box[],
  fits: (box: Box) => boolean = () => true,
): MascotPosition | null {
  const gap = MASCOT_EDGE_GAP;
  // The bar as drawn: large text wraps it to two rows or more (192 px at 200% on a phone).
  const minTop = siteBarHeight() + gap;
  const maxTop = viewport.height - size.height - gap;
  const maxRight = viewport.width - size.width - gap;
  if (maxTop < minTop || maxRight < gap) return null;

  const tops = [position.top, minTop, maxTop];
  const rights = [position.right, gap, maxRight];
  for (const obstacle of obstacles) {
    tops.push(obstacle.top - size.height - gap, obstacle.bottom + gap);
    // Just left of the obstacle, and just right of it.
    rights.push(
      viewport.width - obstacle.left + gap,
      viewport.width - obstacle.right - size.width - gap,
    );
  }

  let best: MascotPosition | null = null;
  let bestDistance = Infinity;
  for (const top of tops) {
    if (top < minTop || top > maxTop) continue;
    for (const right of rights) {
      if (right < gap || right > maxRight) continue;
      const distance = Math.hypot(right - position.right, top - position.top);
      if (distance >= bestDistance) continue;
      const spot = { right, top };
      const box = mascotBox(viewport, size, spot);
      if (overlapsAny(box, obstacles) || !fits(box)) continue;
      best = spot;
      bestDistance = distance;
    }
  }
  return best;
}
