import type { Viewport } from './clamp-position';
import { siteBarHeight } from '../../../lib/use-site-bar-height';
import { type Box } from './clear-spot';
import type { BubbleSize } from './bubble-placement';
import type { Room } from './parking';

/**
 * Work a feature marks as a whole (`data-mascot-avoid`): the question, its choices, a review
 * card, a table the tutor reads. Kept clear by its whole box.
 */
const WORK = '[data-mascot-avoid]';
/**
 * What a student uses on any page, marked or not: every control, kept clear by its box (a card
 * that is a link, a plan's Choose button, a session's Revoke, an option card: a label holding
 * its radio, all of it a place to tap).
 */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], label:has(input, select, textarea)';
/**
 * What a student reads to find their way: titles, labels, alerts (a field's error), timers and
 * the figures of a description list (a total and its name: it stood on "Time practiced" on
 * /progress), kept clear by their words, not their box: a heading's box is as wide as its
 * column, and the mascot beside a short title covers nothing.
 */
const WORDS =
  'h1, h2, h3, h4, h5, h6, [role="heading"], label, [role="alert"], [role="timer"], dt, dd';
const OBSTACLES = `${WORK}, ${CONTROLS}, ${WORDS}`;
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

/** Whether taps come by finger here: then small controls take them 44 px wide (`touch-target`). */
export const fingerTaps = () => matchMedia('(width < 40rem), (pointer: coarse)').matches;

/**
 * Where the mute switch takes a finger's taps: 44 × 44 px around its 32 px button, which
 * overhangs the mascot's lower left corner by 4 px. On a phone it reached 6 px past its drawn
 * edge, onto the sign-in form's Show password.
 */
export function muteTapBox(mascot: Box): Box {
  const left = mascot.left - MARGIN - 6;
  const bottom = mascot.bottom + MARGIN + 6;
  return { left, top: bottom - 44, right: left + 44, bottom };
}

const grown = ({ left, top, right, bottom }: Box, by: number): Box => ({
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
function inSight(
  element: Element,
  box: Box,
  mascot: HTMLElement,
  viewport: Viewport,
  barBottom: number,
) {
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, viewport.width);
  const top = Math.max(box.top, barBottom);
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

/** The box of an element's words (a title's, a label's), or of the element with no words laid out. */
function wordsBox(element: Element): Box {
  const range = document.createRange();
  range.selectNodeContents(element);
  const box = range.getBoundingClientRect();
  return box.width > 0 || box.height > 0 ? box : element.getBoundingClientRect();
}

/** Whether any of `box` is on screen below the top bar: the cheap test before the others. */
const onScreen = (box: Box, viewport: Viewport, barBottom: number) =>
  box.right > 0 && box.left < viewport.width && box.bottom > barBottom && box.top < viewport.height;

/** A visually hidden element's box (`sr-only`: 1 px, clipped). */
const tiny = (box: Box) => box.right - box.left <= 1 || box.bottom - box.top <= 1;

/**
 * The elements that may be the page's work: marked, controls, titles, labels, alerts, timers,
 * figures. Queried once for each change to the page, not on every scroll (`findWork` measures
 * them).
 */
export const findCandidates = (): Element[] => [...document.querySelectorAll(OBSTACLES)];

/**
 * The boxes on screen the mascot and its bubble must not cover: of `candidates`, marked work and
 * every control, title, label, alert, timer and figure in sight, and a keyboard-focused control.
 * Measured on every scroll frame, so an element is first tested by its box alone, one inside
 * marked work already counted is skipped, and only with a layer open (a dialog over the page,
 * the calculator) is the page hit-tested for what that layer hides: a hit test makes the
 * browser bring its painting up to date, which cost a scroll frame about 2 ms.
 */
export function findWork(
  mascot: HTMLElement,
  viewport: Viewport,
  candidates: readonly Element[],
): Box[] {
  const boxes: Box[] = [];
  const counted = new Set<Element>();
  const layered = document.querySelector(LAYER_ABOVE) !== null;
  // Taller than 64 px where large text wraps it; what it hides is out of sight.
  const barBottom = siteBarHeight();
  // In document order: marked work comes before what it holds.
  for (const element of candidates) {
    const within = element.parentElement?.closest(WORK);
    if (within && counted.has(within)) continue;
    const box = element.getBoundingClientRect();
    if (!onScreen(box, viewport, barBottom) || mascot.contains(element)) continue;
    const work = element.matches(WORK);
    // A layer drawn above the mascot holds controls it never covers; marked work counts anywhere.
    if (!work && layered && element.closest(LAYER_ABOVE)) continue;
    const drawn =
      work || !element.matches(WORDS) || element.matches(CONTROLS) ? box : wordsBox(element);
    if (tiny(drawn) || (layered && !inSight(element, drawn, mascot, viewport, barBottom))) continue;
    if (work) counted.add(element);
    boxes.push(grown(drawn, MARGIN));
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
