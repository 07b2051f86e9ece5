// Choosing how a function graph is laid out: a window that shows the points that matter, and a
// corner for a point's label that the curve leaves free.

/** A window that shows every given point with some margin, always including the origin. */
export function windowAround(
  points: readonly (readonly [number, number])[],
  pad = 1,
  options: { xStep?: number; yStep?: number } = {},
): { xMin: number; xMax: number; yMin: number; yMax: number; xStep: number; yStep: number } {
  const xs = [0, ...points.map((p) => p[0])];
  const ys = [0, ...points.map((p) => p[1])];
  const xStep = options.xStep ?? 1;
  const yStep = options.yStep ?? 1;
  const lo = (v: number, step: number) => Math.floor(v / step - pad) * step;
  const hi = (v: number, step: number) => Math.ceil(v / step + pad) * step;
  return {
    xMin: lo(Math.min(...xs), xStep),
    xMax: hi(Math.max(...xs), xStep),
    yMin: lo(Math.min(...ys), yStep),
    yMax: hi(Math.max(...ys), yStep),
    xStep,
    yStep,
  };
}

/**
 * The label corner of a point on the curve y = f(x) that the curve does not pass through: a
 * rising curve leaves the upper-left and lower-right corners free, a falling one the others.
 */
export function freeAnchor(
  f: (x: number) => number,
  x: number,
  above: boolean,
  side?: 'e' | 'w',
): 'ne' | 'nw' | 'se' | 'sw' {
  const rising = f(x + 0.01) > f(x - 0.01);
  // On the y-axis the tick labels sit on the west side, so a label there must go east.
  if (side === 'e') return rising ? 'se' : 'ne';
  if (side === 'w') return rising ? 'nw' : 'sw';
  if (rising) return above ? 'nw' : 'se';
  return above ? 'ne' : 'sw';
}
