// A small SVG plotter for the Algebra figures: the xy-plane (or a first-quadrant chart with axis
// titles for a real-world model) with a grid, labeled ticks, lines clipped to the window,
// shaded half-planes and marked points, plus a number line. Every coordinate is computed here
// from the same numbers the question uses, so a figure always matches its question.
// This file writes nothing by itself.
import { check } from '../lib/check.ts';
import type { PlotWindow } from '../lib/plot-window.ts';
import { coord, escapeXml, FONT_FAMILY, svgDocument } from '../lib/svg.ts';

export type Pt = readonly [number, number];

export interface PlaneLine {
  /** Two points on the line (ideally lattice points a student can read off the grid). */
  through: readonly [Pt, Pt];
  dashed?: boolean;
  color?: string;
  /** Draw only the segment between the two points (a model with a limited domain). */
  segmentOnly?: boolean;
  /** A label drawn at a point given in plane coordinates. */
  label?: { text: string; at: Pt; anchor?: 'start' | 'middle' | 'end' };
}

export interface PlanePoint {
  at: Pt;
  label?: string;
  /** Label offset in pixels from the point. */
  dx?: number;
  dy?: number;
}

/** A region a·x + b·y ≤ c (side 'le') or ≥ c (side 'ge'); several are intersected. */
export interface HalfPlane {
  a: number;
  b: number;
  c: number;
  side: 'le' | 'ge';
}

export interface PlaneOptions extends PlotWindow {
  /** Pixels per unit on each axis. */
  xUnit?: number;
  yUnit?: number;
  /** 'math': axes through the origin with x and y; 'context': first-quadrant chart with titles. */
  style?: 'math' | 'context';
  xTitle?: string;
  yTitle?: string;
  lines?: PlaneLine[];
  points?: PlanePoint[];
  shade?: HalfPlane[];
  /** Extra text in plane coordinates. */
  notes?: { text: string; at: Pt; anchor?: 'start' | 'middle' | 'end' }[];
}

const FONT = `font-family="${FONT_FAMILY}"`;
const INK = '#111827';
const GRID = '#c7ccd4';
export const LINE_COLORS = ['#1e3a8a', '#9a3412', '#115e59'] as const;
const SHADE = '#93c5fd';

/** A tick label: integers plainly, a minus sign as U+2212 like a printed test. */
const tickText = (v: number) => {
  const r = Math.round(v * 1000) / 1000;
  return r < 0 ? `\u2212${String(-r)}` : String(r);
};

/** Clips the infinite line through p and q to the box; returns the visible segment. */
function clipLine(
  p: Pt,
  q: Pt,
  box: [number, number, number, number],
  segmentOnly: boolean,
): [Pt, Pt] {
  const [x0, x1, y0, y1] = box;
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  let t0 = segmentOnly ? 0 : -1e9;
  let t1 = segmentOnly ? 1 : 1e9;
  const edges: [number, number][] = [
    [-dx, p[0] - x0],
    [dx, x1 - p[0]],
    [-dy, p[1] - y0],
    [dy, y1 - p[1]],
  ];
  for (const [pp, qq] of edges) {
    if (pp === 0) {
      check(qq >= 0, 'line outside the window');
      continue;
    }
    const r = qq / pp;
    if (pp < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
  }
  check(t0 < t1, 'line misses the window');
  return [[p[0] + t0 * dx, p[1] + t0 * dy] as Pt, [p[0] + t1 * dx, p[1] + t1 * dy] as Pt];
}

/** Sutherland-Hodgman: the part of polygon `poly` inside one half-plane. */
function clipPolygon(poly: Pt[], h: HalfPlane): Pt[] {
  const f = (p: Pt) =>
    h.side === 'le' ? h.c - (h.a * p[0] + h.b * p[1]) : h.a * p[0] + h.b * p[1] - h.c;
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const cur = poly[i] as Pt;
    const prev = poly[(i + poly.length - 1) % poly.length] as Pt;
    const fc = f(cur);
    const fp = f(prev);
    if (fc >= 0) {
      if (fp < 0) out.push(lerp(prev, cur, fp / (fp - fc)));
      out.push(cur);
    } else if (fp >= 0) {
      out.push(lerp(prev, cur, fp / (fp - fc)));
    }
  }
  return out;
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];

export function plane(o: PlaneOptions): string {
  const style = o.style ?? 'math';
  const xStep = o.xStep ?? 1;
  const yStep = o.yStep ?? 1;
  const xEvery = o.xLabelEvery ?? 1;
  const yEvery = o.yLabelEvery ?? 1;
  const xUnit = o.xUnit ?? 32;
  const yUnit = o.yUnit ?? xUnit;
  const left = style === 'context' ? 86 : 30;
  const right = style === 'context' ? 24 : 34;
  const top = style === 'context' ? 24 : 30;
  const bottom = style === 'context' ? 70 : 30;
  const w = (o.xMax - o.xMin) * xUnit;
  const h = (o.yMax - o.yMin) * yUnit;
  const W = Math.round(left + w + right);
  const H = Math.round(top + h + bottom);
  const X = (x: number) => left + (x - o.xMin) * xUnit;
  const Y = (y: number) => top + (o.yMax - y) * yUnit;
  const parts: string[] = [];

  // Shaded region first, so grid and lines stay visible on top of it.
  if (o.shade && o.shade.length > 0) {
    let poly: Pt[] = [
      [o.xMin, o.yMin],
      [o.xMax, o.yMin],
      [o.xMax, o.yMax],
      [o.xMin, o.yMax],
    ];
    for (const hp of o.shade) poly = clipPolygon(poly, hp);
    check(poly.length >= 3, 'shaded region is empty');
    const pts = poly.map((p) => `${coord(X(p[0]))},${coord(Y(p[1]))}`).join(' ');
    parts.push(`<polygon points="${pts}" fill="${SHADE}" fill-opacity="0.55" stroke="none"/>`);
  }

  // Grid.
  const xs: number[] = [];
  for (let k = Math.ceil(o.xMin / xStep); k * xStep <= o.xMax + 1e-9; k++) xs.push(k * xStep);
  const ys: number[] = [];
  for (let k = Math.ceil(o.yMin / yStep); k * yStep <= o.yMax + 1e-9; k++) ys.push(k * yStep);
  const grid: string[] = [];
  for (const x of xs) grid.push(`M${coord(X(x))} ${coord(Y(o.yMin))}V${coord(Y(o.yMax))}`);
  for (const y of ys) grid.push(`M${coord(X(o.xMin))} ${coord(Y(y))}H${coord(X(o.xMax))}`);
  parts.push(`<path d="${grid.join('')}" stroke="${GRID}" stroke-width="1" fill="none"/>`);

  // Axes, ticks and tick labels.
  const labeled = (v: number, step: number, every: number) =>
    Math.abs(Math.round(v / step) % every) === 0;
  if (style === 'math') {
    const ax = Math.min(Math.max(0, o.xMin), o.xMax);
    const ay = Math.min(Math.max(0, o.yMin), o.yMax);
    parts.push(
      `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${INK}"/></marker></defs>`,
    );
    parts.push(
      `<line x1="${coord(X(o.xMin) - 12)}" y1="${coord(Y(ay))}" x2="${coord(X(o.xMax) + 14)}" y2="${coord(Y(ay))}" stroke="${INK}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
    );
    parts.push(
      `<line x1="${coord(X(ax))}" y1="${coord(Y(o.yMin) + 12)}" x2="${coord(X(ax))}" y2="${coord(Y(o.yMax) - 14)}" stroke="${INK}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
    );
    parts.push(
      `<text x="${coord(X(o.xMax) + 16)}" y="${coord(Y(ay) - 8)}" ${FONT} font-size="17" font-style="italic" fill="${INK}" text-anchor="middle">x</text>`,
    );
    parts.push(
      `<text x="${coord(X(ax) + 12)}" y="${coord(Y(o.yMax) - 12)}" ${FONT} font-size="17" font-style="italic" fill="${INK}">y</text>`,
    );
    const ticks: string[] = [];
    const texts: string[] = [];
    for (const x of xs) {
      if (Math.abs(x) < 1e-9 || !labeled(x, xStep, xEvery)) continue;
      ticks.push(`M${coord(X(x))} ${coord(Y(ay) - 4)}V${coord(Y(ay) + 4)}`);
      texts.push(
        `<text x="${coord(X(x))}" y="${coord(Y(ay) + 19)}" ${FONT} font-size="14" fill="${INK}" text-anchor="middle">${tickText(x)}</text>`,
      );
    }
    for (const y of ys) {
      if (Math.abs(y) < 1e-9 || !labeled(y, yStep, yEvery)) continue;
      ticks.push(`M${coord(X(ax) - 4)} ${coord(Y(y))}H${coord(X(ax) + 4)}`);
      texts.push(
        `<text x="${coord(X(ax) - 7)}" y="${coord(Y(y) + 5)}" ${FONT} font-size="14" fill="${INK}" text-anchor="end">${tickText(y)}</text>`,
      );
    }
    parts.push(`<path d="${ticks.join('')}" stroke="${INK}" stroke-width="1.4" fill="none"/>`);
    parts.push(
      `<text x="${coord(X(ax) - 7)}" y="${coord(Y(ay) + 19)}" ${FONT} font-size="14" font-style="italic" fill="${INK}" text-anchor="end">O</text>`,
    );
    parts.push(...texts);
  } else {
    check(o.xMin === 0 && o.yMin === 0, 'a context chart starts at the origin');
    parts.push(
      `<path d="M${coord(X(0))} ${coord(Y(o.yMax))}V${coord(Y(0))}H${coord(X(o.xMax))}" stroke="${INK}" stroke-width="1.8" fill="none"/>`,
    );
    const ticks: string[] = [];
    for (const x of xs) {
      if (!labeled(x, xStep, xEvery)) continue;
      ticks.push(`M${coord(X(x))} ${coord(Y(0))}V${coord(Y(0) + 5)}`);
      parts.push(
        `<text x="${coord(X(x))}" y="${coord(Y(0) + 21)}" ${FONT} font-size="14" fill="${INK}" text-anchor="middle">${tickText(x)}</text>`,
      );
    }
    for (const y of ys) {
      if (!labeled(y, yStep, yEvery)) continue;
      ticks.push(`M${coord(X(0) - 5)} ${coord(Y(y))}H${coord(X(0))}`);
      parts.push(
        `<text x="${coord(X(0) - 9)}" y="${coord(Y(y) + 5)}" ${FONT} font-size="14" fill="${INK}" text-anchor="end">${tickText(y)}</text>`,
      );
    }
    parts.push(`<path d="${ticks.join('')}" stroke="${INK}" stroke-width="1.4" fill="none"/>`);
    if (o.xTitle) {
      parts.push(
        `<text x="${coord(left + w / 2)}" y="${coord(Y(0) + 50)}" ${FONT} font-size="16" fill="${INK}" text-anchor="middle">${escapeXml(o.xTitle)}</text>`,
      );
    }
    if (o.yTitle) {
      const cx = 22;
      const cy = top + h / 2;
      parts.push(
        `<text x="${cx}" y="${coord(cy)}" ${FONT} font-size="16" fill="${INK}" text-anchor="middle" transform="rotate(-90 ${cx} ${coord(cy)})">${escapeXml(o.yTitle)}</text>`,
      );
    }
  }

  // Lines.
  const box: [number, number, number, number] = [o.xMin, o.xMax, o.yMin, o.yMax];
  (o.lines ?? []).forEach((l, i) => {
    const [p, q] = clipLine(l.through[0], l.through[1], box, l.segmentOnly ?? false);
    const color = l.color ?? LINE_COLORS[i % LINE_COLORS.length];
    const dash = l.dashed ? ' stroke-dasharray="9 6"' : '';
    parts.push(
      `<line x1="${coord(X(p[0]))}" y1="${coord(Y(p[1]))}" x2="${coord(X(q[0]))}" y2="${coord(Y(q[1]))}" stroke="${color}" stroke-width="2.6"${dash} stroke-linecap="round"/>`,
    );
    if (l.label) {
      parts.push(
        `<text x="${coord(X(l.label.at[0]))}" y="${coord(Y(l.label.at[1]))}" ${FONT} font-size="16" font-style="italic" fill="${color}" text-anchor="${l.label.anchor ?? 'start'}">${escapeXml(l.label.text)}</text>`,
      );
    }
  });

  // Points.
  for (const p of o.points ?? []) {
    check(
      p.at[0] >= o.xMin && p.at[0] <= o.xMax && p.at[1] >= o.yMin && p.at[1] <= o.yMax,
      `point ${p.at.join(',')} outside the window`,
    );
    parts.push(
      `<circle cx="${coord(X(p.at[0]))}" cy="${coord(Y(p.at[1]))}" r="4.5" fill="${INK}"/>`,
    );
    if (p.label) {
      parts.push(
        `<text x="${coord(X(p.at[0]) + (p.dx ?? 8))}" y="${coord(Y(p.at[1]) + (p.dy ?? -8))}" ${FONT} font-size="15" fill="${INK}">${escapeXml(p.label)}</text>`,
      );
    }
  }
  for (const n of o.notes ?? []) {
    parts.push(
      `<text x="${coord(X(n.at[0]))}" y="${coord(Y(n.at[1]))}" ${FONT} font-size="15" fill="${INK}" text-anchor="${n.anchor ?? 'start'}">${escapeXml(n.text)}</text>`,
    );
  }
  return svgDocument(W, H, o.title, parts);
}

export interface NumberLineOptions {
  title: string;
  min: number;
  max: number;
  step?: number;
  /** Endpoints of the solution set, each drawn as a closed (included) or open circle. */
  ends: { at: number; closed: boolean }[];
  /** The shaded part: between two ends, or a ray to the left or right of one end. */
  shade: { from: number | '-inf'; to: number | 'inf' };
}

export function numberLine(o: NumberLineOptions): string {
  const step = o.step ?? 1;
  const unit = 44;
  const left = 34;
  const W = Math.round(left * 2 + (o.max - o.min) * unit);
  const H = 96;
  const y = 44;
  const X = (v: number) => left + (v - o.min) * unit;
  const parts: string[] = [];
  parts.push(
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${INK}"/></marker></defs>`,
  );
  parts.push(
    `<line x1="${coord(X(o.min) - 22)}" y1="${y}" x2="${coord(X(o.max) + 22)}" y2="${y}" stroke="${INK}" stroke-width="1.6" marker-start="url(#arrow)" marker-end="url(#arrow)"/>`,
  );
  const ticks: string[] = [];
  for (let k = Math.ceil(o.min / step); k * step <= o.max + 1e-9; k++) {
    const v = k * step;
    ticks.push(`M${coord(X(v))} ${y - 7}V${y + 7}`);
    parts.push(
      `<text x="${coord(X(v))}" y="${y + 30}" ${FONT} font-size="15" fill="${INK}" text-anchor="middle">${tickText(v)}</text>`,
    );
  }
  parts.push(`<path d="${ticks.join('')}" stroke="${INK}" stroke-width="1.4" fill="none"/>`);
  const from = o.shade.from === '-inf' ? X(o.min) - 22 : X(o.shade.from);
  const to = o.shade.to === 'inf' ? X(o.max) + 22 : X(o.shade.to);
  const markers =
    (o.shade.from === '-inf' ? ' marker-start="url(#arrowBlue)"' : '') +
    (o.shade.to === 'inf' ? ' marker-end="url(#arrowBlue)"' : '');
  parts.push(
    `<defs><marker id="arrowBlue" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${LINE_COLORS[0]}"/></marker></defs>`,
  );
  parts.push(
    `<line x1="${coord(from)}" y1="${y}" x2="${coord(to)}" y2="${y}" stroke="${LINE_COLORS[0]}" stroke-width="6"${markers}/>`,
  );
  for (const e of o.ends) {
    parts.push(
      `<circle cx="${coord(X(e.at))}" cy="${y}" r="7" fill="${e.closed ? LINE_COLORS[0] : '#ffffff'}" stroke="${LINE_COLORS[0]}" stroke-width="3"/>`,
    );
  }
  return svgDocument(W, H, o.title, parts);
}
