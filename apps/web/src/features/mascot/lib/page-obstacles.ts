import type { Viewport } from './clamp-position';
import { TOP_BAR_HEIGHT, type Box } from './clear-spot';
import type { BubbleSize } from './bubble-placement';
import type { Room } from './parking';

/** The page's work the mascot keeps off: marked by the features that draw it. */
const WORK = '[data-mascot-avoid]';
/** Rooms a page keeps free for the mascot (`MascotRoom`). */
const ROOM = '[data-mascot-room]';
/** Layers drawn above the mascot: its controls are never under it. */
const LAYER_ABOVE =
  '[role="dialog"], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';

/**
 * How far the mascot's mute switch overhangs its box (MuteToggle's -bottom-1 -left-1), and the
 * focus outline's width plus its offset (styles.css): room kept around every obstacle.
 */
const MARGIN = 4;

const grown = ({ left, top, right, bottom }: DOMRect, by: number): Box => ({
  left: left - by,
  top: top - by,
  right: right + by,
  bottom: bottom + by,
});

/** Where an element is looked for on screen: its middle first, then a grid over the rest. */
const SIGHT_POINTS = [0.5, 0.15, 0.85].flatMap((y) =>
  [0.5, 0.15, 0.85].map((x) => [x, y] as const),
);

/**
 * Whether the element shows on screen below the top bar, not hidden under a layer such as a
 * dialog's overlay (the mascot stays under that overlay with the rest of the page). Partly
 * covered counts as shown: a timed test's calculator, open over the lower half of a phone,
 * covered the question card's middle while its "Mark for review" stayed in sight.
 */
function inSight(element: Element, box: DOMRect, mascot: HTMLElement, viewport: Viewport) {
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, viewport.width);
  const top = Math.max(box.top, TOP_BAR_HEIGHT);
  const bottom = Math.min(box.bottom, viewport.height);
  if (right <= left || bottom <= top) return false;
  return SIGHT_POINTS.some(([x, y]) => {
    const hit = document.elementFromPoint(left + (right - left) * x, top + (bottom - top) * y);
    return !hit || element.contains(hit) || mascot.contains(hit);
  });
}

/** A control the keyboard has focused, with its whole label (a choice's radio and its words). */
function focusedControl(mascot: HTMLElement): Box | null {
  const control = document.activeElement;
  if (!control || control === document.body || mascot.contains(control)) return null;
  // A click or a tap lands where the user sees the control: only keyboard focus can hide.
  if (!control.matches(':focus-visible') || control.closest(LAYER_ABOVE)) return null;
  // The outline and the mute switch's overhang both.
  return grown((control.closest('label') ?? control).getBoundingClientRect(), MARGIN * 2);
}

/** The boxes on screen the mascot and its bubble must not cover. */
export function findWork(mascot: HTMLElement, viewport: Viewport): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(WORK)) {
    const box = element.getBoundingClientRect();
    if (inSight(element, box, mascot, viewport)) boxes.push(grown(box, MARGIN));
  }
  const focused = focusedControl(mascot);
  if (focused) boxes.push(focused);
  return boxes;
}

/**
 * The page's rooms for the mascot, in page coordinates: those laid out at this width. A room
 * hidden here (`MascotRoom` is `lg:hidden`) has an empty box at the top of the screen, and was
 * taken for a room there: from 1024 px the mascot parked over the concept scores and the top bar.
 */
export const findRooms = (): Room[] =>
  [...document.querySelectorAll(ROOM)].flatMap((element) => {
    const { top, height } = element.getBoundingClientRect();
    return height > 0 ? [{ top: top + window.scrollY, height }] : [];
  });

/** The open bubble's size, as laid out (its entrance animation scales it). */
export function measureBubble(mascot: HTMLElement): BubbleSize | null {
  const bubble = mascot.querySelector<HTMLElement>('[data-mascot-bubble]');
  return bubble ? { width: bubble.offsetWidth, height: bubble.offsetHeight } : null;
}
