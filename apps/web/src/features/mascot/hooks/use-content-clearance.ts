import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch } from '../../../store/hooks';
import type { AppDispatch, RootState } from '../../../store';
import { updateMascot, type MascotPosition, type MascotSize } from '../../../store/mascot-slice';
import {
  bubblePlacementFor,
  clearBubblePlacement,
  type BubblePlacement,
  type BubbleSize,
} from '../lib/bubble-placement';
import { clampPosition, currentViewport } from '../lib/clamp-position';
import { clearSpot, mascotBox, overlapsAny, type Box } from '../lib/clear-spot';
import { parkingSpot } from '../lib/parking';
import {
  findCandidates,
  findRooms,
  findWork,
  fingerTaps,
  measureBubble,
  muteTapBox,
} from '../lib/page-obstacles';

export interface Clearance {
  /** Set when the mascot is parked in the page's room, in page coordinates. */
  parked: MascotPosition | null;
  /** With no clear spot and no clear room, it stays out of sight rather than cover the work. */
  hidden: boolean;
  /** Where its bubble opens; null when not placed here (the page or the open menu place it). */
  bubble: BubblePlacement | null;
}

const samePosition = (a: MascotPosition | null, b: MascotPosition | null) =>
  a === b || (a !== null && b !== null && a.right === b.right && a.top === b.top);

/** Moves the mascot, unless it stands there already: a scroll measures many times a second. */
const moveTo = (spot: MascotPosition) => (dispatch: AppDispatch, getState: () => RootState) => {
  if (!samePosition(getState().mascot.position, spot)) dispatch(updateMascot({ position: spot }));
};

const DEFAULT_BUBBLE: BubblePlacement = { side: 'left', grow: 'down' };

/**
 * Keeps the mascot, its bubble and its mute switch's tap box off the page's work (`findWork`:
 * every control, title, label, alert and timer on screen, what features mark as a whole with
 * `[data-mascot-avoid]` such as the question and its choices) and off a control the keyboard
 * focuses (WCAG 2.2, 2.4.11). It stands
 * at `home` (clamped to the viewport) when that is clear, else moves, through the slice's position
 * update, to the nearest clear spot; with none on screen it parks in the page's nearest clear
 * room, and with none of those either it stays out of sight. Measured again on scrolling,
 * resizing, focus moves, page changes and a new message. While `paused` (a menu open over the
 * page) it holds where it stands, parked or out of sight too: the content under the menu would
 * read as out of sight, and standing down there put the mascot on the page's cards.
 */
export function useContentClearance({
  enabled,
  paused,
  mascot,
  home,
  size,
  message,
}: {
  enabled: boolean;
  paused: boolean;
  mascot: RefObject<HTMLElement | null>;
  home: MascotPosition;
  size: MascotSize;
  message: string | undefined;
}): Clearance {
  const dispatch = useAppDispatch();
  const [parked, setParked] = useState<MascotPosition | null>(null);
  const [hidden, setHidden] = useState(false);
  // What may be work, queried again only when the page changes: a scroll frame measures it.
  const candidates = useRef<Element[] | null>(null);
  const [bubble, setBubble] = useState<BubblePlacement>(DEFAULT_BUBBLE);

  const place = useCallback(() => {
    const element = mascot.current;
    if (!element) return;
    const viewport = currentViewport();
    candidates.current ??= findCandidates();
    const obstacles = findWork(element, viewport, candidates.current);
    const bubbleSize: BubbleSize | null = message ? measureBubble(element) : null;
    const finger = fingerTaps();
    // Its mute switch's tap box, where fingers tap, covers nothing either.
    const tapsClear = (box: Box) => !finger || !overlapsAny(muteTapBox(box), obstacles);
    const fits = (box: Box) =>
      tapsClear(box) &&
      (!bubbleSize || clearBubblePlacement(viewport, box, bubbleSize, obstacles) !== null);

    const target = clampPosition(viewport, size, home);
    const targetBox = mascotBox(viewport, size, target);
    const spot =
      !overlapsAny(targetBox, obstacles) && fits(targetBox)
        ? target
        : clearSpot(viewport, size, target, obstacles, fits);

    let drawn: Box;
    if (spot) {
      setParked(null);
      setHidden(false);
      dispatch(moveTo(spot));
      drawn = mascotBox(viewport, size, spot);
    } else {
      const scrollTop = window.scrollY;
      const parking = parkingSpot(
        findRooms(),
        size,
        scrollTop,
        viewport,
        (box) => !overlapsAny(box, obstacles) && tapsClear(box),
      );
      const spotInPage = parking.spot;
      setParked((previous) => (samePosition(previous, spotInPage) ? previous : spotInPage));
      setHidden(!parking.clear);
      drawn = mascotBox(viewport, size, { ...spotInPage, top: spotInPage.top - scrollTop });
    }
    const next = bubblePlacementFor(viewport, drawn, bubbleSize, obstacles);
    setBubble((previous) =>
      previous.side === next.side && previous.grow === next.grow ? previous : next,
    );
  }, [mascot, home, size, message, dispatch]);

  const latest = useRef(place);
  useLayoutEffect(() => {
    latest.current = place;
    if (!enabled) {
      setParked(null);
      setHidden(false);
      return;
    }
    if (paused) return;
    // The page may have changed while the search was paused (a menu open, a drag).
    candidates.current = null;
    place();
    // Once more in the next frame: a new size comes from a resize, and Chromium can lay the page
    // out for the new width before it applies every media query of the new width (a margin
    // from 1024 px missing for a moment while the columns had changed), which left the mascot
    // below a panel that then moved up under it.
    const frame = requestAnimationFrame(() => latest.current());
    return () => cancelAnimationFrame(frame);
  }, [enabled, paused, place]);

  useEffect(() => {
    if (!enabled || paused) return;
    let frame = 0;
    // Once a frame at most, after the browser has laid out and scrolled (a focused control is
    // scrolled into view after its focus event).
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => latest.current());
    };
    const observer = new MutationObserver(() => {
      candidates.current = null;
      schedule();
    });
    // Content arriving or leaving, dialogs or sections opening and closing, and work marked or
    // no longer (the test-mode ribbon, faded out as the page scrolls).
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state', 'open', 'hidden', 'aria-expanded', 'data-mascot-avoid'],
    });
    window.addEventListener('scroll', schedule, { passive: true });
    // A new width moves content with no change to the DOM (margins that grow with the page).
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    // Images and fonts loading move the content below them.
    document.addEventListener('load', schedule, true);
    // Larger text lays the page out again with no change to the DOM and no resize of the window:
    // the top bar grew and brought the test-mode ribbon, hanging from it, down onto the mascot.
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      document.removeEventListener('load', schedule, true);
      layout.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [enabled, paused]);

  return enabled ? { parked, hidden, bubble } : { parked: null, hidden: false, bubble: null };
}
