import { useId, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { cn } from '../../../lib/cn';
import { useSiteBarHeight } from '../../../lib/use-site-bar-height';
import { useAppSelector } from '../../../store/hooks';
import {
  INITIAL_POSITION,
  MASCOT_EDGE_GAP,
  MASCOT_SIZES,
  type MascotPosition,
  type MascotSize,
} from '../../../store/mascot-slice';
import { isAuthPage, useAuthPageLines } from '../hooks/use-auth-page-lines';
import { useAnswerReactions } from '../hooks/use-answer-reactions';
import { useContentClearance } from '../hooks/use-content-clearance';
import { useMascotDrag } from '../hooks/use-mascot-drag';
import { useMascotHome } from '../hooks/use-mascot-home';
import { useMute } from '../hooks/use-mute';
import { useMenuOpen } from '../hooks/use-menu-open';
import { useScreenFit } from '../hooks/use-screen-fit';
import { useViewport } from '../hooks/use-viewport';
import { useWelcomeWave } from '../hooks/use-welcome-wave';
import { bubblePlacementFor } from '../lib/bubble-placement';
import type { Viewport } from '../lib/clamp-position';
import { mascotBox } from '../lib/clear-spot';
import { MascotFigure } from './mascot-figure';
import { MuteToggle } from './mute-toggle';
import { SpeechBubble } from './speech-bubble';

interface Placement {
  size: MascotSize;
  position: MascotPosition;
  /** In page coordinates, scrolling with the page, rather than fixed on screen. */
  inPage?: boolean;
}

/** Just under the top bar, 10 px from the right edge. */
const underTopBar = (topBarHeight: number): MascotPosition => ({
  right: MASCOT_EDGE_GAP,
  top: topBarHeight + MASCOT_EDGE_GAP,
});

/** The sign-in card's width (auth-card.tsx, `max-w-[29.25rem]`), in rem. */
const AUTH_CARD_REM = 29.25;

const rootFontSize = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * On /login and /signup the mascot stands still at one size: top right beside the form from
 * 768 px wide, where the room beside the card holds it; on narrower screens, or where large
 * text widens the card to fill a tablet, small over the form card's empty top corner, clear of
 * the fields and buttons. There it is a part of the page and scrolls with the card: fixed on
 * screen, the fields scrolled under it (a phone's keyboard scrolls the focused one up) and its
 * mute switch took the taps meant for Show password.
 */
function authPagePlacement(viewport: Viewport, topBarHeight: number): Placement {
  const roomBesideCard = (viewport.width - AUTH_CARD_REM * rootFontSize()) / 2;
  return viewport.width >= 768 &&
    roomBesideCard >= INITIAL_POSITION.right + MASCOT_SIZES.default.width
    ? { size: MASCOT_SIZES.default, position: INITIAL_POSITION }
    : { size: MASCOT_SIZES.mobile, position: underTopBar(topBarHeight), inPage: true };
}

/**
 * Summit, the animated study buddy fixed on every page (SPEC §2 Layout, §4): draggable, sized
 * for the screen, reacting to practice answers, speaking its lines on the login and register
 * pages, with a mute switch and a polite live region for screen readers. `googleSignIn`: whether
 * those pages show Google's button (undefined until known), which their lines speak of.
 */
export function Mascot({ googleSignIn }: { googleSignIn?: boolean }) {
  const mascot = useAppSelector((state) => state.mascot);
  // The page on screen (not one still loading) decides the mascot's lines and stance.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname });
  const onAuthPage = isAuthPage(pathname);
  const viewport = useViewport();
  const topBarHeight = useSiteBarHeight();
  const menuOpen = useMenuOpen();
  const { muted, toggle } = useMute();
  const [home, rememberHome] = useMascotHome();
  const hintId = useId();
  const aside = useRef<HTMLElement>(null);

  useScreenFit(viewport);
  useAuthPageLines(pathname, googleSignIn);
  const answerReaction = useAnswerReactions();
  useWelcomeWave(!onAuthPage);

  const draggable = !onAuthPage;
  const [dragging, setDragging] = useState(false);
  // Held by the student it goes where it is held; under an open menu it holds still where it
  // stands (stepping down below the menu, as it once did, put it on the page's cards).
  const clearance = useContentClearance({
    enabled: draggable && !dragging,
    paused: menuOpen,
    mascot: aside,
    home,
    size: mascot.size,
    message: mascot.message,
  });
  const placement = onAuthPage
    ? authPagePlacement(viewport, topBarHeight)
    : { size: mascot.size, position: mascot.position };
  const { parked, hidden } = clearance;
  const drag = useMascotDrag({
    size: mascot.size,
    onDragging: setDragging,
    onDrop: rememberHome,
  });
  const emotion = onAuthPage ? 'idle' : mascot.emotion;
  const drawnAt = parked ?? placement.position;
  const inPage = parked !== null || placement.inPage === true;

  // A landmark of its own: it sits outside the page's regions, fixed on screen.
  return (
    <aside
      ref={aside}
      aria-label="Study buddy"
      data-testid="mascot"
      data-emotion={emotion}
      // Parked (or on a phone's sign-in page), it sits in the page and scrolls with it: under the
      // sticky top bar's layer, as the page's content does, not over the bar's account menu.
      // Below an open user menu (the header's layer) too: the menu is drawn over the mascot. Out of sight it
      // takes no clicks and no focus; its words still reach screen readers.
      className={cn(
        inPage ? 'absolute' : 'fixed',
        'animate-fade-in select-none',
        !menuOpen && !inPage ? 'z-40' : 'z-20',
        !dragging && !inPage && 'transition-[top,right,width,height] duration-300 ease-out',
        hidden && 'invisible',
      )}
      style={{
        top: drawnAt.top,
        right: drawnAt.right,
        width: placement.size.width,
        height: placement.size.height,
      }}
    >
      {mascot.message ? (
        <SpeechBubble
          key={mascot.message}
          message={mascot.message}
          placement={
            clearance.bubble ??
            bubblePlacementFor(viewport, mascotBox(viewport, placement.size, placement.position))
          }
        />
      ) : null}
      <div
        role="img"
        aria-label="Summit, your study buddy"
        className={cn(
          'size-full rounded-3xl',
          draggable && 'touch-none',
          draggable && (dragging ? 'cursor-grabbing' : 'cursor-grab'),
        )}
        {...(draggable ? { tabIndex: 0, 'aria-describedby': hintId, ...drag } : {})}
      >
        <MascotFigure emotion={emotion} />
      </div>
      {draggable ? (
        <p id={hintId} className="sr-only">
          Drag it, or use the arrow keys, to move it out of the way.
        </p>
      ) : null}
      <MuteToggle muted={muted} onToggle={toggle} />
      {/* Its lines reach screen readers here, but for a reaction to an answer: the page has
          just announced that answer's result, and a second, different line after it is noise
          (the mascot still says it aloud, unless muted). */}
      <p role="status" aria-live="polite" className="visible sr-only">
        {mascot.message === answerReaction ? null : mascot.message}
      </p>
    </aside>
  );
}
