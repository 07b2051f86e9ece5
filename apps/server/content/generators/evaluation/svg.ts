// Small SVG helpers for the evaluation's figures: a white page, labels, a coordinate plane with
// gridlines and numbered axes, and angle arcs. Every coordinate is computed from the question's
// numbers by figures.ts; nothing here knows about a particular question.
import { coord, escapeXml, FONT_FAMILY } from '../lib/svg.ts';
import { dist, lerp, type Pt } from '../lib/vector.ts';

export const INK = '#111827';
const GRID = '#d1d5db';

/** A number as a tick label, with a true minus sign. */
export const num = (n: number) => (n < 0 ? `\u2212${coord(-n)}` : coord(n));

export interface TextOptions {
  anchor?: 'start' | 'middle' | 'end';
  size?: number;
  italic?: boolean;
  bold?: boolean;
  rotate?: number;
  /** A white outline so a curve crossing the label leaves it readable. */
  halo?: boolean;
}

/** A label whose vertical center sits at y. */
export function text(x: number, y: number, s: string, o: TextOptions = {}) {
  const size = o.size ?? 16;
  const attrs = [
    `x="${coord(x)}"`,
    `y="${coord(y + size * 0.35)}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${size}"`,
    `fill="${INK}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
  ];
  if (o.italic) attrs.push('font-style="italic"');
  if (o.bold) attrs.push('font-weight="bold"');
  if (o.halo) attrs.push('paint-order="stroke" stroke="#ffffff" stroke-width="4"');
  if (o.rotate) attrs.push(`transform="rotate(${o.rotate} ${coord(x)} ${coord(y)})"`);
  return `<text ${attrs.join(' ')}>${escapeXml(s)}</text>`;
}

export const line = (a: Pt, b: Pt, width = 2, color = INK) =>
  `<line x1="${coord(a.x)}" y1="${coord(a.y)}" x2="${coord(b.x)}" y2="${coord(b.y)}" stroke="${color}" stroke-width="${width}"/>`;

export const polygon = (pts: Pt[], fill = 'none', width = 2) =>
  `<polygon points="${pts.map((p) => `${coord(p.x)},${coord(p.y)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"/>`;

export const polyline = (pts: Pt[], width = 2.5) =>
  `<polyline points="${pts.map((p) => `${coord(p.x)},${coord(p.y)}`).join(' ')}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"/>`;

export const dot = (p: Pt, r = 4.5) =>
  `<circle cx="${coord(p.x)}" cy="${coord(p.y)}" r="${r}" fill="${INK}"/>`;

export const circle = (c: Pt, r: number, width = 2) =>
  `<circle cx="${coord(c.x)}" cy="${coord(c.y)}" r="${coord(r)}" fill="none" stroke="${INK}" stroke-width="${width}"/>`;

/** The unit vector pointing from a to b. */
const direction = (a: Pt, b: Pt): Pt => ({
  x: (b.x - a.x) / dist(a, b),
  y: (b.y - a.y) / dist(a, b),
});

/** The arc marking the angle a-v-b, and the point on its bisector at distance labelAt. */
export function angleMark(v: Pt, a: Pt, b: Pt, r: number, labelAt: number) {
  const u = direction(v, a);
  const w = direction(v, b);
  const sweep = u.x * w.y - u.y * w.x > 0 ? 1 : 0;
  const s = { x: v.x + u.x * r, y: v.y + u.y * r };
  const e = { x: v.x + w.x * r, y: v.y + w.y * r };
  const bis = direction({ x: 0, y: 0 }, { x: u.x + w.x, y: u.y + w.y });
  return {
    arc: `<path d="M${coord(s.x)} ${coord(s.y)} A${coord(r)} ${coord(r)} 0 0 ${sweep} ${coord(e.x)} ${coord(e.y)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    label: { x: v.x + bis.x * labelAt, y: v.y + bis.y * labelAt },
  };
}

/** A small square marking a right angle at v between rays to a and b. */
export function rightAngle(v: Pt, a: Pt, b: Pt, size = 14) {
  const u = direction(v, a);
  const w = direction(v, b);
  const p1 = { x: v.x + u.x * size, y: v.y + u.y * size };
  const p2 = { x: p1.x + w.x * size, y: p1.y + w.y * size };
  const p3 = { x: v.x + w.x * size, y: v.y + w.y * size };
  return `<polyline points="${coord(p1.x)},${coord(p1.y)} ${coord(p2.x)},${coord(p2.y)} ${coord(p3.x)},${coord(p3.y)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;
}

/** A label placed beside the middle of segment a-b, pushed out by gap pixels away from `away`. */
export function sideLabel(a: Pt, b: Pt, away: Pt, gap: number, s: string, o: TextOptions = {}) {
  const m = lerp(a, b, 0.5);
  const n = { x: -(b.y - a.y) / dist(a, b), y: (b.x - a.x) / dist(a, b) };
  const side = (away.x - m.x) * n.x + (away.y - m.y) * n.y > 0 ? -1 : 1;
  return text(m.x + n.x * gap * side, m.y + n.y * gap * side, s, o);
}

export interface Axis {
  min: number;
  max: number;
  step: number;
  /** Label every n-th tick (default 1). */
  labelEvery?: number;
  /** Axis title for a data graph; omitted on the xy-plane, which gets italic x and y. */
  title?: string;
  /** No gridlines or numbers on this axis (a bar chart draws its own category labels). */
  bare?: boolean;
}

/**
 * A plane with gridlines. `kind: 'xy'` draws the axes through the origin with arrows and italic
 * x and y; `kind: 'data'` draws them along the bottom and left edges with titles. Add curves and
 * points to `body`, then draw `all()`, which puts the tick numbers on top.
 */
export function plane(o: {
  x: Axis;
  y: Axis;
  unitX: number;
  unitY: number;
  kind: 'xy' | 'data';
  /** On the xy-plane, print the y numbers right of the y-axis (when a curve crosses the left). */
  yNumbersRight?: boolean;
}) {
  const left = o.kind === 'data' ? 78 : 40;
  const top = 28;
  const w = (o.x.max - o.x.min) * o.unitX;
  const h = (o.y.max - o.y.min) * o.unitY;
  const px = (x: number) => left + (x - o.x.min) * o.unitX;
  const py = (y: number) => top + (o.y.max - y) * o.unitY;
  const P = (x: number, y: number): Pt => ({ x: px(x), y: py(y) });
  const width = left + w + (o.kind === 'data' ? 30 : 40);
  const height = top + h + (o.kind === 'data' ? 66 : 34);
  const ticks = (a: Axis) => {
    const out: number[] = [];
    for (let i = 0; a.min + i * a.step <= a.max + 1e-9; i++) out.push(a.min + i * a.step);
    return out;
  };
  const labeled = (a: Axis, i: number) => !a.bare && i % (a.labelEvery ?? 1) === 0;
  const body: string[] = [];
  const labels: string[] = [];
  if (!o.x.bare) for (const x of ticks(o.x)) body.push(line(P(x, o.y.min), P(x, o.y.max), 1, GRID));
  for (const y of ticks(o.y)) body.push(line(P(o.x.min, y), P(o.x.max, y), 1, GRID));
  if (o.kind === 'xy') {
    const ox = px(0);
    const oy = py(0);
    body.push(line({ x: left - 10, y: oy }, { x: left + w + 12, y: oy }, 2));
    body.push(line({ x: ox, y: top + h + 10 }, { x: ox, y: top - 12 }, 2));
    body.push(
      `<path d="M${coord(left + w + 20)} ${coord(oy)} l-10 -5 v10 z M${coord(ox)} ${coord(top - 20)} l-5 10 h10 z" fill="${INK}"/>`,
    );
    body.push(text(left + w + 22, oy + 16, 'x', { italic: true, size: 18 }));
    body.push(text(ox + 14, top - 16, 'y', { italic: true, size: 18 }));
    ticks(o.x).forEach((x, i) => {
      if (x === 0 || !labeled(o.x, i)) return;
      body.push(line({ x: px(x), y: oy - 4 }, { x: px(x), y: oy + 4 }, 2));
      labels.push(text(px(x), oy + 16, num(x), { size: 14, halo: true }));
    });
    ticks(o.y).forEach((y, i) => {
      if (y === 0 || !labeled(o.y, i)) return;
      body.push(line({ x: ox - 4, y: py(y) }, { x: ox + 4, y: py(y) }, 2));
      labels.push(
        o.yNumbersRight
          ? text(ox + 8, py(y), num(y), { size: 14, anchor: 'start', halo: true })
          : text(ox - 8, py(y), num(y), { size: 14, anchor: 'end', halo: true }),
      );
    });
    labels.push(text(ox - 8, oy + 14, '0', { size: 14, anchor: 'end', halo: true }));
  } else {
    body.push(line(P(o.x.min, o.y.min), P(o.x.max, o.y.min), 2));
    body.push(line(P(o.x.min, o.y.min), P(o.x.min, o.y.max), 2));
    ticks(o.x).forEach((x, i) => {
      if (labeled(o.x, i)) body.push(text(px(x), py(o.y.min) + 16, num(x), { size: 14 }));
    });
    ticks(o.y).forEach((y, i) => {
      if (labeled(o.y, i))
        body.push(text(px(o.x.min) - 8, py(y), num(y), { size: 14, anchor: 'end' }));
    });
    body.push(text(left + w / 2, top + h + 46, o.x.title ?? '', { size: 16 }));
    body.push(text(22, top + h / 2, o.y.title ?? '', { size: 16, rotate: -90 }));
  }
  /** Everything in drawing order: grid and axes, what the figure added, then the numbers. */
  const all = () => [...body, ...labels];
  return { px, py, P, width, height, body, all, left, top, w, h };
}
