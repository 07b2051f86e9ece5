// The second way the l5u generators (nonlinear-systems-l5u.ts, exponential-functions-l5u.ts,
// function-notation-l5u.ts) count the solutions of an equation: a scan of g over a grid that
// counts sign changes and, separately, the points where g touches zero without crossing (a double
// root, which a sign-change scan alone would miss). The grid starts at an offset so that no grid
// point falls on a "nice" number, and a touch is a local minimum of |g| below `touch`.
export function countZeros(
  g: (x: number) => number,
  from: number,
  to: number,
  step = 0.001,
  touch = 1e-6,
): number {
  const n = Math.round((to - from) / step);
  const at = (i: number) => g(from + 0.000_317 + i * step);
  let count = 0;
  let [a, b] = [at(0), at(1)];
  if (a * b < 0) count++;
  for (let i = 2; i <= n; i++) {
    const c = at(i);
    if (b * c < 0) count++;
    const crossing = a * b < 0 || b * c < 0;
    const low = Math.abs(b) < touch && Math.abs(b) <= Math.abs(a) && Math.abs(b) <= Math.abs(c);
    if (!crossing && low) count++;
    [a, b] = [b, c];
  }
  return count;
}

/**
 * The zeros of a g that may jump (a piecewise function, or one composed with it): each sign
 * change is narrowed by bisection and kept only if g is close to zero there, so a jump across
 * zero is not counted. Touch points are counted as in countZeros.
 */
export function zerosAcrossJumps(
  g: (x: number) => number,
  from: number,
  to: number,
  step = 0.001,
  touch = 1e-6,
): number[] {
  const n = Math.round((to - from) / step);
  const xAt = (i: number) => from + 0.000_317 + i * step;
  const found: number[] = [];
  for (let i = 0; i < n; i++) {
    let [lo, hi] = [xAt(i), xAt(i + 1)];
    if (g(lo) * g(hi) >= 0) continue;
    for (let j = 0; j < 60; j++) {
      const mid = (lo + hi) / 2;
      if (g(lo) * g(mid) <= 0) hi = mid;
      else lo = mid;
    }
    if (Math.abs(g((lo + hi) / 2)) < 1e-6) found.push((lo + hi) / 2);
  }
  for (let i = 1; i < n; i++) {
    const [a, b, c] = [g(xAt(i - 1)), g(xAt(i)), g(xAt(i + 1))];
    const crossing = a * b < 0 || b * c < 0;
    if (
      !crossing &&
      Math.abs(b) < touch &&
      Math.abs(b) <= Math.abs(a) &&
      Math.abs(b) <= Math.abs(c)
    ) {
      // Narrow the touch point down by a ternary search on |g| around the grid point.
      let [lo, hi] = [xAt(i - 1), xAt(i + 1)];
      for (let j = 0; j < 100; j++) {
        const [m1, m2] = [lo + (hi - lo) / 3, hi - (hi - lo) / 3];
        if (Math.abs(g(m1)) <= Math.abs(g(m2))) hi = m2;
        else lo = m1;
      }
      found.push((lo + hi) / 2);
    }
  }
  return found.sort((p, q) => p - q);
}
