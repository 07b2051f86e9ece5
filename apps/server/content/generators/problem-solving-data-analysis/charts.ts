// SVG charts for Problem-Solving and Data Analysis figures. Every mark is computed from the data
// passed in, so a figure always shows exactly the numbers its question uses.
import { coord, escapeXml, svgDocument } from '../lib/svg.ts';

const FONT = 'Helvetica, Arial, sans-serif';
const INK = '#111827';
const GRID = '#9ca3af';
const POINT = '#0f766e';
const LINE = '#1e3a8a';
const BAR_FILLS = ['#5eead4', '#fcd34d', '#7dd3fc'];
const BAR_STROKES = ['#134e4a', '#78350f', '#0c4a6e'];

/** Shortest exact-looking decimal: 2.50 -> 2.5, 3.0 -> 3, -0 -> 0. */
export function fmt(n: number, digits = 6): string {
  const s = Number(n.toFixed(digits)).toString();
  return s === '-0' ? '0' : s;
}

function text(
  x: number,
  y: number,
  s: string,
  opts: {
    size?: number;
    anchor?: 'start' | 'middle' | 'end';
    rotate?: number;
    bold?: boolean;
  } = {},
): string {
  const size = opts.size ?? 15;
  const anchor = opts.anchor ?? 'middle';
  const rot = opts.rotate ? ` transform="rotate(${opts.rotate} ${coord(x)} ${coord(y)})"` : '';
  const weight = opts.bold ? ' font-weight="bold"' : '';
  return `<text x="${coord(x)}" y="${coord(y)}" font-family="${FONT}" font-size="${size}"${weight} fill="${INK}" text-anchor="${anchor}"${rot}>${escapeXml(s)}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke = INK, width = 1.5): string {
  return `<line x1="${coord(x1)}" y1="${coord(y1)}" x2="${coord(x2)}" y2="${coord(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const n = Math.round((max - min) / step);
  for (let i = 0; i <= n; i++) out.push(Number((min + i * step).toFixed(6)));
  return out;
}

export interface Axis {
  min: number;
  max: number;
  step: number;
  label: string;
  /** Label every k-th tick only (default 1). */
  labelEvery?: number;
  format?: (v: number) => string;
}

/** Gridlines across the plotting area from `left` to `right`, numbered left of `left`. */
function yGridlines(
  body: string[],
  y: Axis,
  sy: (v: number) => number,
  left: number,
  right: number,
) {
  const format = y.format ?? ((v: number) => fmt(v));
  ticks(y.min, y.max, y.step).forEach((v, i) => {
    if (i > 0) body.push(line(left, sy(v), right, sy(v), GRID, 1));
    if (i % (y.labelEvery ?? 1) === 0)
      body.push(text(left - 10, sy(v) + 5, format(v), { anchor: 'end' }));
  });
}

export interface ScatterOptions {
  title: string;
  x: Axis;
  y: Axis;
  points: ReadonlyArray<readonly [number, number]>;
  /** Line of best fit y = m x + b, drawn across the plot. */
  line?: { m: number; b: number };
  /** A smooth model curve y = f(x), drawn across the plot. */
  curve?: (x: number) => number;
  /** Draw the points as open circles on the line (for a graph of a relationship). */
  hollow?: boolean;
  width?: number;
  height?: number;
}

/** A scatterplot on a grid, with an optional line of best fit or model curve. */
export function scatterPlot(o: ScatterOptions): string {
  const W = o.width ?? 560;
  const H = o.height ?? 420;
  const L = 84;
  const R = 24;
  const T = 20;
  const B = 72;
  const sx = (v: number) => L + ((v - o.x.min) / (o.x.max - o.x.min)) * (W - L - R);
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const body: string[] = [];
  const xt = ticks(o.x.min, o.x.max, o.x.step);
  const xf = o.x.format ?? ((v: number) => fmt(v));
  xt.forEach((v, i) => {
    if (i > 0) body.push(line(sx(v), sy(o.y.min), sx(v), sy(o.y.max), GRID, 1));
    if (i % (o.x.labelEvery ?? 1) === 0) body.push(text(sx(v), H - B + 24, xf(v)));
  });
  yGridlines(body, o.y, sy, sx(o.x.min), sx(o.x.max));
  body.push(line(sx(o.x.min), sy(o.y.min), sx(o.x.max), sy(o.y.min), INK, 2));
  body.push(line(sx(o.x.min), sy(o.y.min), sx(o.x.min), sy(o.y.max), INK, 2));
  body.push(text((L + W - R) / 2, H - 18, o.x.label, { size: 16, bold: true }));
  body.push(text(20, (T + H - B) / 2, o.y.label, { size: 16, bold: true, rotate: -90 }));
  if (o.line) {
    const { m, b } = o.line;
    // clip y = m x + b to the plotting window
    let x1 = o.x.min;
    let x2 = o.x.max;
    if (m !== 0) {
      const xa = (o.y.min - b) / m;
      const xb = (o.y.max - b) / m;
      x1 = Math.max(x1, Math.min(xa, xb));
      x2 = Math.min(x2, Math.max(xa, xb));
    }
    body.push(line(sx(x1), sy(m * x1 + b), sx(x2), sy(m * x2 + b), LINE, 2.5));
  }
  if (o.curve) {
    const f = o.curve;
    const pts: string[] = [];
    const n = 120;
    for (let i = 0; i <= n; i++) {
      const xv = o.x.min + ((o.x.max - o.x.min) * i) / n;
      const yv = f(xv);
      if (yv >= o.y.min && yv <= o.y.max) pts.push(`${coord(sx(xv))},${coord(sy(yv))}`);
    }
    body.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${LINE}" stroke-width="2.5"/>`,
    );
  }
  for (const [xv, yv] of o.points) {
    body.push(
      o.hollow
        ? `<circle cx="${coord(sx(xv))}" cy="${coord(sy(yv))}" r="5" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`
        : `<circle cx="${coord(sx(xv))}" cy="${coord(sy(yv))}" r="5.5" fill="${POINT}" stroke="${INK}" stroke-width="1"/>`,
    );
  }
  return svgDocument(W, H, o.title, body);
}

export interface BarOptions {
  title: string;
  categories: readonly string[];
  /** One array per series, each as long as categories. */
  series: ReadonlyArray<{ name: string; values: readonly number[] }>;
  y: Axis;
  xLabel: string;
  width?: number;
  height?: number;
}

/** A vertical bar chart; with two or more series the bars are grouped and a legend is drawn. */
export function barChart(o: BarOptions): string {
  const W = o.width ?? 560;
  const grouped = o.series.length > 1;
  const H = (o.height ?? 400) + (grouped ? 30 : 0);
  const L = 84;
  const R = 20;
  const T = grouped ? 50 : 20;
  const B = 72;
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const body: string[] = [];
  yGridlines(body, o.y, sy, L, W - R);
  const slot = (W - L - R) / o.categories.length;
  const barW = (slot * 0.7) / o.series.length;
  o.categories.forEach((c, i) => {
    const x0 = L + i * slot + slot * 0.15;
    o.series.forEach((s, j) => {
      const v = s.values[i] ?? 0;
      const top = sy(v);
      body.push(
        `<rect x="${coord(x0 + j * barW)}" y="${coord(top)}" width="${coord(barW)}" height="${coord(sy(o.y.min) - top)}" fill="${BAR_FILLS[j % 3]}" stroke="${BAR_STROKES[j % 3]}" stroke-width="1.5"/>`,
      );
    });
    body.push(text(L + (i + 0.5) * slot, H - B + 24, c));
  });
  body.push(line(L, sy(o.y.min), W - R, sy(o.y.min), INK, 2));
  body.push(line(L, sy(o.y.min), L, sy(o.y.max), INK, 2));
  body.push(text((L + W - R) / 2, H - 18, o.xLabel, { size: 16, bold: true }));
  body.push(text(20, (T + H - B) / 2, o.y.label, { size: 16, bold: true, rotate: -90 }));
  if (grouped) {
    let lx = L;
    o.series.forEach((s, j) => {
      body.push(
        `<rect x="${coord(lx)}" y="14" width="18" height="18" fill="${BAR_FILLS[j % 3]}" stroke="${BAR_STROKES[j % 3]}" stroke-width="1.5"/>`,
      );
      body.push(text(lx + 26, 29, s.name, { anchor: 'start' }));
      lx += 40 + s.name.length * 9;
    });
  }
  return svgDocument(W, H, o.title, body);
}

export interface HistogramOptions {
  title: string;
  /** Bin edges, one more than counts; bars touch. */
  edges: readonly number[];
  counts: readonly number[];
  y: Axis;
  xLabel: string;
  width?: number;
  height?: number;
}

/** A histogram: adjacent bars over numeric intervals, edges labeled on the axis. */
export function histogram(o: HistogramOptions): string {
  if (o.edges.length !== o.counts.length + 1) throw new Error('histogram: edges/counts mismatch');
  const W = o.width ?? 560;
  const H = o.height ?? 400;
  const L = 84;
  const R = 24;
  const T = 20;
  const B = 72;
  const first = o.edges[0] ?? 0;
  const last = o.edges[o.edges.length - 1] ?? 1;
  const sx = (v: number) => L + 10 + ((v - first) / (last - first)) * (W - L - R - 20);
  const sy = (v: number) => H - B - ((v - o.y.min) / (o.y.max - o.y.min)) * (H - T - B);
  const body: string[] = [];
  yGridlines(body, o.y, sy, L, W - R);
  o.counts.forEach((c, i) => {
    const a = o.edges[i] ?? 0;
    const b = o.edges[i + 1] ?? 0;
    if (c > 0)
      body.push(
        `<rect x="${coord(sx(a))}" y="${coord(sy(c))}" width="${coord(sx(b) - sx(a))}" height="${coord(sy(o.y.min) - sy(c))}" fill="${BAR_FILLS[0]}" stroke="${BAR_STROKES[0]}" stroke-width="1.5"/>`,
      );
  });
  o.edges.forEach((e) => {
    body.push(line(sx(e), sy(o.y.min), sx(e), sy(o.y.min) + 6, INK, 1.5));
    body.push(text(sx(e), H - B + 24, fmt(e)));
  });
  body.push(line(L, sy(o.y.min), W - R, sy(o.y.min), INK, 2));
  body.push(line(L, sy(o.y.min), L, sy(o.y.max), INK, 2));
  body.push(text((L + W - R) / 2, H - 18, o.xLabel, { size: 16, bold: true }));
  body.push(text(20, (T + H - B) / 2, o.y.label, { size: 16, bold: true, rotate: -90 }));
  return svgDocument(W, H, o.title, body);
}

export interface DotPlotOptions {
  title: string;
  /** One or more dot plots drawn on the same scale, one above the other. */
  plots: ReadonlyArray<{ name?: string; values: readonly number[] }>;
  min: number;
  max: number;
  step: number;
  xLabel: string;
  width?: number;
}

/** Dot plots: one dot per value, stacked over a number line. */
export function dotPlot(o: DotPlotOptions): string {
  const W = o.width ?? 560;
  const named = o.plots.some((p) => p.name);
  const L = named ? 110 : 40;
  const R = 30;
  const gap = 16;
  const rows = o.plots.map((p) => {
    const counts = new Map<number, number>();
    for (const v of p.values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return Math.max(...counts.values());
  });
  const heights = rows.map((r) => Math.max(r, 3) * gap + 60);
  const H = heights.reduce((a, b) => a + b, 0) + 50;
  const sx = (v: number) => L + ((v - o.min) / (o.max - o.min)) * (W - L - R);
  const body: string[] = [];
  let top = 10;
  o.plots.forEach((p, k) => {
    const base = top + (heights[k] ?? 0) - 50;
    body.push(line(sx(o.min) - 10, base, sx(o.max) + 10, base, INK, 2));
    for (const v of ticks(o.min, o.max, o.step)) {
      body.push(line(sx(v), base, sx(v), base + 7, INK, 1.5));
      body.push(text(sx(v), base + 26, fmt(v)));
    }
    const seen = new Map<number, number>();
    for (const v of [...p.values].sort((a, b) => a - b)) {
      const n = seen.get(v) ?? 0;
      seen.set(v, n + 1);
      body.push(
        `<circle cx="${coord(sx(v))}" cy="${coord(base - 10 - n * gap)}" r="6.5" fill="${POINT}" stroke="${INK}" stroke-width="1"/>`,
      );
    }
    if (p.name) body.push(text(14, base - 12, p.name, { anchor: 'start', size: 16, bold: true }));
    top += heights[k] ?? 0;
  });
  body.push(text((L + W - R) / 2, H - 14, o.xLabel, { size: 16, bold: true }));
  return svgDocument(W, H, o.title, body);
}

export interface BoxSummary {
  name: string;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Horizontal box plots on one shared number line. */
export function boxPlot(o: {
  title: string;
  plots: readonly BoxSummary[];
  min: number;
  max: number;
  step: number;
  labelEvery?: number;
  xLabel: string;
  width?: number;
}): string {
  const W = o.width ?? 560;
  const L = 110;
  const R = 30;
  const rowH = 80;
  const H = 30 + o.plots.length * rowH + 80;
  const sx = (v: number) => L + ((v - o.min) / (o.max - o.min)) * (W - L - R);
  const body: string[] = [];
  const axisY = 30 + o.plots.length * rowH + 10;
  ticks(o.min, o.max, o.step).forEach((v, i) => {
    body.push(line(sx(v), 20, sx(v), axisY, GRID, 1));
    body.push(line(sx(v), axisY, sx(v), axisY + 7, INK, 1.5));
    if (i % (o.labelEvery ?? 1) === 0) body.push(text(sx(v), axisY + 26, fmt(v)));
  });
  body.push(line(sx(o.min), axisY, sx(o.max), axisY, INK, 2));
  o.plots.forEach((p, k) => {
    const cy = 30 + k * rowH + rowH / 2;
    const h = 34;
    body.push(line(sx(p.min), cy, sx(p.q1), cy, INK, 2));
    body.push(line(sx(p.q3), cy, sx(p.max), cy, INK, 2));
    body.push(line(sx(p.min), cy - 12, sx(p.min), cy + 12, INK, 2));
    body.push(line(sx(p.max), cy - 12, sx(p.max), cy + 12, INK, 2));
    body.push(
      `<rect x="${coord(sx(p.q1))}" y="${coord(cy - h / 2)}" width="${coord(sx(p.q3) - sx(p.q1))}" height="${h}" fill="${BAR_FILLS[k % 3]}" stroke="${INK}" stroke-width="2"/>`,
    );
    body.push(line(sx(p.median), cy - h / 2, sx(p.median), cy + h / 2, INK, 3));
    body.push(text(14, cy + 5, p.name, { anchor: 'start', size: 16, bold: true }));
  });
  body.push(text((L + W - R) / 2, H - 14, o.xLabel, { size: 16, bold: true }));
  return svgDocument(W, H, o.title, body);
}

// ---------- small statistics helpers shared by the generators ----------

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
