/**
 * Keeps a page's opening words clear of where the mascot starts (SPEC: right 40, top 96) on
 * phones and tablets, where that spot is on the page's header: a float as wide as the mascot and
 * its right margin, and as tall as the mascot with the mute switch under its corner, so the
 * header's first lines wrap around it. Place it first in a header that contains floats
 * (`flow-root`). From 1024 px the headers end before that spot.
 */
export function MascotSpot() {
  return <div aria-hidden="true" className="float-right h-27 w-28 sm:h-34 sm:w-32 lg:hidden" />;
}
