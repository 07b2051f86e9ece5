/** SPEC §9: pagination shows the page numbers within this many pages of the current one. */
export const PAGE_WINDOW_RADIUS = 2;

/**
 * The page numbers to offer around `current`, clamped to 1..totalPages. A current page past the
 * end (an old link after answers were filtered away) still offers the last pages to go back to.
 */
export function pageWindow(
  current: number,
  totalPages: number,
  radius = PAGE_WINDOW_RADIUS,
): number[] {
  if (totalPages < 1) return [];
  const centre = Math.min(Math.max(current, 1), totalPages);
  const first = Math.max(1, centre - radius);
  const last = Math.min(totalPages, centre + radius);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
