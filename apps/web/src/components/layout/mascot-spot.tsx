/**
 * Keeps a page's opening words clear of where the mascot starts (SPEC: right 40, top 96) on
 * phones and tablets, where that spot is on the page's header: a float as wide as the mascot and
 * its right margin, and as tall as the mascot with the mute switch under its corner, so the
 * header's first lines wrap around it. Place it first in a header that contains floats
 * (`flow-root`). From 1024 px the headers end before that spot. In pixels, as the mascot is: with
 * larger text (200%) a spot in rem would grow to take most of a phone's width from the words.
 */
export function MascotSpot() {
  return (
    <div
      aria-hidden="true"
      className="float-right h-[108px] w-[112px] sm:h-[136px] sm:w-[128px] lg:hidden"
    />
  );
}

/**
 * Between 1024 and 1279 px the large mascot (180×225, 40 px from the right) would stand on the
 * right edge of a page's content: content given this keeps its right margin wide enough to end
 * before it, and takes the space it needs from the left instead. From 1280 px the page's own
 * margins are that wide for content narrower than the page (a `max-w-3xl` column) or centred
 * words that end before it; a row as wide as the page needs WIDE_CLEAR_OF_LARGE_MASCOT.
 */
export const CLEAR_OF_LARGE_MASCOT = 'lg:max-xl:mr-[224px]';

/**
 * The same for content as wide as a page (`max-w-6xl`), whose right edge stays under the large
 * mascot up to about 1544 px: the margin shrinks as the page's own margins grow, from 224 px at
 * 1024-1279 px to none. 50vw counts the scroll bar; the 16 px of room left covers it.
 */
export const WIDE_CLEAR_OF_LARGE_MASCOT = 'lg:mr-[clamp(0px,calc(800px-50vw),224px)]';

/**
 * The room a long page keeps for the mascot at its end on phones and tablets, where its content
 * is as wide as the screen: as tall as the mascot with 10 px above and below. Scrolled to the
 * end, the mascot stands there clear of the work; scrolled into the middle with no clear spot on
 * screen, it parks in the nearest room (this one or its start spot) and scrolls with the page.
 */
export function MascotRoom() {
  return <div aria-hidden="true" data-mascot-room className="h-[120px] sm:h-[145px] lg:hidden" />;
}
