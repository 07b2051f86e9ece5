export type RealFunction = (x: number) => number;

export interface Point {
  x: number;
  y: number;
}

const SAMPLES = 600;
const ITERATIONS = 60;

/** Bisection of h on [a, b], where h(a) and h(b) have opposite signs. */
function bisect(h: RealFunction, a: number, b: number): number {
  let lo = a;
  let hi = b;
  let hLo = h(lo);
  for (let i = 0; i < ITERATIONS && hi - lo > 1e-13 * Math.max(1, Math.abs(lo)); i += 1) {
    const mid = (lo + hi) / 2;
    const hMid = h(mid);
    if (hMid === 0) return mid;
    if (Math.sign(hMid) === Math.sign(hLo)) {
      lo = mid;
      hLo = hMid;
    } else {
      hi = mid;
    }
  }
  return (lo + hi) / 2;
}

/**
 * Where f and g meet on [from, to]: the sign changes of f − g on an even grid, each refined by
 * bisection. A sign change across a jump (tan's asymptote, 1/x at 0) is not a meeting: the
 * two values must agree at the point found.
 */
export function findIntersections(
  f: RealFunction,
  g: RealFunction,
  from: number,
  to: number,
  samples = SAMPLES,
): Point[] {
  const h = (x: number) => f(x) - g(x);
  const span = to - from;
  const tolerance = 1e-6 * Math.max(1, span);
  const found: Point[] = [];
  const add = (x: number) => {
    const y = f(x);
    if (!Number.isFinite(y) || Math.abs(h(x)) > tolerance * Math.max(1, Math.abs(y))) return;
    const last = found[found.length - 1];
    if (last && Math.abs(last.x - x) < span / samples) return;
    found.push({ x, y });
  };
  let previousX = from;
  let previous = h(from);
  if (previous === 0) add(from);
  for (let i = 1; i <= samples; i += 1) {
    const x = from + (span * i) / samples;
    const current = h(x);
    if (current === 0) add(x);
    else if (
      Number.isFinite(previous) &&
      Number.isFinite(current) &&
      previous !== 0 &&
      Math.sign(previous) !== Math.sign(current)
    ) {
      add(bisect(h, previousX, x));
    }
    previousX = x;
    previous = current;
  }
  return found;
}
