import type { Viewport } from './clamp-position';
import { siteBarHeight } from '../../../lib/use-site-bar-height';
import { overlapsAny, type Box } from './clear-spot';

export interface BubblePlacement {
  /** Which side of the mascot the bubble sits on. */
  side: 'left' | 'right';
  /** Whether it grows down from near the mascot's top or up from its middle. */
  grow: 'up' | 'down';
}

export interface BubbleSize {
  width: number;
  height: number;
}

/** The bubble's gap from the mascot (`mr-3` / `ml-3`) and its drop below the top (`top-2`). */
const SIDE_GAP = 12;
const DROP = 8;

/** Where the bubble is drawn beside the mascot's box (see SpeechBubble's classes). */
export function bubbleBox(mascot: Box, bubble: BubbleSize, { side, grow }: BubblePlacement): Box {
  const left = side === 'left' ? mascot.left - SIDE_GAP - bubble.width : mascot.right + SIDE_GAP;
  const top =
    grow === 'down' ? mascot.top + DROP : (mascot.top + mascot.bottom) / 2 - bubble.height;
  return { left, top, right: left + bubble.width, bottom: top + bubble.height };
}

/**
 * Wholly on screen below the top bar as drawn (taller where large text wraps it): a bubble over
 * the bar covered its account menu, or, from a mascot parked in the page (drawn under the bar),
 * went under it out of sight.
 */
const inside = (viewport: Viewport, box: Box, barBottom: number) =>
  box.left >= 0 &&
  box.top >= barBottom &&
  box.right <= viewport.width &&
  box.bottom <= viewport.height;

/**
 * The placements to try, best first: towards the middle of the screen, where there is more room,
 * then the others.
 */
function placementsByRoom(viewport: Viewport, mascot: Box): BubblePlacement[] {
  const side = (mascot.left + mascot.right) / 2 > viewport.width / 2 ? 'left' : 'right';
  const grow = (mascot.top + mascot.bottom) / 2 > viewport.height / 2 ? 'up' : 'down';
  const otherSide = side === 'left' ? 'right' : 'left';
  const otherGrow = grow === 'up' ? 'down' : 'up';
  return [
    { side, grow },
    { side, grow: otherGrow },
    { side: otherSide, grow },
    { side: otherSide, grow: otherGrow },
  ];
}

/**
 * A placement where the bubble is wholly on screen, below the top bar, and covers none of
 * `obstacles`: it opens on the side away from the content. Null when there is none.
 */
export function clearBubblePlacement(
  viewport: Viewport,
  mascot: Box,
  bubble: BubbleSize,
  obstacles: readonly Box[],
): BubblePlacement | null {
  const barBottom = siteBarHeight();
  return (
    placementsByRoom(viewport, mascot).find((placement) => {
      const box = bubbleBox(mascot, bubble, placement);
      return inside(viewport, box, barBottom) && !overlapsAny(box, obstacles);
    }) ?? null
  );
}

/** The placement to draw: a clear one, or else the one with the most room. */
export const bubblePlacementFor = (
  viewport: Viewport,
  mascot: Box,
  bubble: BubbleSize | null = null,
  obstacles: readonly Box[] = [],
): BubblePlacement =>
  (bubble && clearBubblePlacement(viewport, mascot, bubble, obstacles)) ??
  placementsByRoom(viewport, mascot)[0]!;
