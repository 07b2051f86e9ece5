// Statistics the data-analysis generators compute their answers and figures with.

export function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

export function mean(xs: readonly number[]): number {
  return sum(xs) / xs.length;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  const mid = Math.floor(n / 2);
  return n % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Population standard deviation. */
export function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}

/** Least-squares line through the points. */
export function leastSquares(points: ReadonlyArray<readonly [number, number]>): {
  m: number;
  b: number;
} {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  for (const [x, y] of points) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
  }
  const m = sxy / sxx;
  return { m, b: my - m * mx };
}

export function assertEqual(actual: number, expected: number, what: string, tol = 1e-9): void {
  if (!(Math.abs(actual - expected) <= tol)) {
    throw new Error(`check failed for ${what}: got ${actual}, expected ${expected}`);
  }
}

/**
 * Points around the line y = m x + b whose least-squares line is exactly that line: the raw
 * residuals of the points not listed in `fixed` are shifted by alpha + beta x so that the
 * residuals sum to zero and are uncorrelated with x. Values are rounded to `digits` decimals and
 * the result is checked against `leastSquares` within `tol`.
 */
export function fitPoints(
  xs: readonly number[],
  m: number,
  b: number,
  raw: readonly number[],
  fixed: ReadonlySet<number> = new Set(),
  digits = 2,
  tol = 0.02,
): Array<[number, number]> {
  if (xs.length !== raw.length) throw new Error('fitPoints: length mismatch');
  const free = xs.map((_, i) => i).filter((i) => !fixed.has(i));
  const r0 = sum(raw);
  const r1 = sum(raw.map((r, i) => r * (xs[i] as number)));
  // want sum over free of (alpha + beta x) = -r0 and sum over free of x (alpha + beta x) = -r1
  const n = free.length;
  const sx = sum(free.map((i) => xs[i] as number));
  const sxx = sum(free.map((i) => (xs[i] as number) ** 2));
  const det = n * sxx - sx * sx;
  const alpha = (-r0 * sxx + r1 * sx) / det;
  const beta = (-r1 * n + r0 * sx) / det;
  const pts = xs.map((x, i): [number, number] => {
    const r = (raw[i] as number) + (fixed.has(i) ? 0 : alpha + beta * x);
    return [x, Number((m * x + b + r).toFixed(digits))];
  });
  const fit = leastSquares(pts);
  const span = Math.max(...xs) - Math.min(...xs);
  if (
    Math.abs(fit.m - m) * span > tol * 10 ||
    Math.abs(fit.m * mean(xs) + fit.b - (m * mean(xs) + b)) > tol
  ) {
    throw new Error(`fitPoints: least-squares line ${fit.m}, ${fit.b} is not ${m}, ${b}`);
  }
  return pts;
}
