// Arrowheads for axes and number lines: as filled paths at a tip, or as an SVG marker that a
// line's ends refer to.
import { coord } from './document.ts';

export type Direction = 'left' | 'right' | 'up';

/**
 * A path fragment for a filled arrowhead whose point is at (x, y), pointing `direction`, `length`
 * pixels long and `2 * half` wide. Several join into one `<path d>`.
 */
export function arrowTip(x: number, y: number, direction: Direction, length = 10, half = 5) {
  const at = `M${coord(x)} ${coord(y)}`;
  if (direction === 'up') return `${at} l-${half} ${length} h${2 * half} z`;
  const back = direction === 'right' ? -length : length;
  return `${at} l${back} -${half} v${2 * half} z`;
}

/** A marker for a line's ends (`marker-start`/`marker-end`) pointing along the line. */
export function arrowMarker(id: string, fill: string, refX: number, size: number) {
  return `<defs><marker id="${id}" viewBox="0 0 10 10" refX="${refX}" refY="5" markerWidth="${size}" markerHeight="${size}" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${fill}"/></marker></defs>`;
}
