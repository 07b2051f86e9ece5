// Loose shapes for figures drawn element by element in pixels (y down): text centered on a
// point, segments, polygons, dots, circles, and the marks of angles and sides. Coordinates are
// written to a hundredth of a pixel.
import { angleArc, bisectorPoint, rightAngleCorner } from './angle-mark.ts';
import { coord } from './document.ts';
import { INK, WHITE } from './palette.ts';
import { sidePoint } from './polygon.ts';
import { textElement } from './text.ts';
import { dist, lerp, type Pt } from './vector.ts';

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
  const extra: string[] = [];
  if (o.halo) extra.push(`paint-order="stroke" stroke="${WHITE}" stroke-width="4"`);
  if (o.rotate) extra.push(`transform="rotate(${o.rotate} ${coord(x)} ${coord(y)})"`);
  const style = { size, fill: INK, anchor: o.anchor ?? 'middle', italic: o.italic, bold: o.bold };
  return textElement(coord(x), coord(y + size * 0.35), s, style, { extra });
}

export const line = (a: Pt, b: Pt, width = 2, color = INK) =>
  `<line x1="${coord(a.x)}" y1="${coord(a.y)}" x2="${coord(b.x)}" y2="${coord(b.y)}" stroke="${color}" stroke-width="${width}"/>`;

export const polygon = (pts: Pt[], fill = 'none', width = 2) =>
  `<polygon points="${pts.map((p) => `${coord(p.x)},${coord(p.y)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"/>`;

export const polyline = (pts: Pt[], width = 2.5) =>
  `<polyline points="${pts.map((p) => `${coord(p.x)},${coord(p.y)}`).join(' ')}" fill="none" stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"/>`;

export const dot = (p: Pt, r = 4.5) =>
  `<circle cx="${coord(p.x)}" cy="${coord(p.y)}" r="${r}" fill="${INK}"/>`;

/** A filled rectangle with its top-left corner at (x, y): a bar of a bar graph. */
export const rect = (x: number, y: number, width: number, height: number, fill: string) =>
  `<rect x="${coord(x)}" y="${coord(y)}" width="${coord(width)}" height="${coord(height)}" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`;

/** The arrowhead-shaped mark at the middle of a segment that says it is parallel to another. */
export function parallelMark(p: Pt, q: Pt, size = 7) {
  const m = lerp(p, q, 0.5);
  const k = size / dist(p, q);
  const t = { x: (q.x - p.x) * k, y: (q.y - p.y) * k };
  return `<path d="M${coord(m.x - t.x - t.y)} ${coord(m.y - t.y + t.x)} L${coord(m.x)} ${coord(m.y)} L${coord(m.x - t.x + t.y)} ${coord(m.y - t.y - t.x)}" fill="none" stroke="${INK}" stroke-width="2"/>`;
}

export const circle = (c: Pt, r: number, width = 2) =>
  `<circle cx="${coord(c.x)}" cy="${coord(c.y)}" r="${coord(r)}" fill="none" stroke="${INK}" stroke-width="${width}"/>`;

/** The arc marking the angle a-v-b, and the point on its bisector at distance labelAt. */
export function angleMark(v: Pt, a: Pt, b: Pt, r: number, labelAt: number) {
  const { start: s, end: e, sweep } = angleArc(v, a, b, r);
  return {
    arc: `<path d="M${coord(s.x)} ${coord(s.y)} A${coord(r)} ${coord(r)} 0 0 ${sweep} ${coord(e.x)} ${coord(e.y)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    label: bisectorPoint(v, a, b, labelAt),
  };
}

/** A small square marking a right angle at v between rays to a and b. */
export function rightAngle(v: Pt, a: Pt, b: Pt, size = 14) {
  const points = rightAngleCorner(v, a, b, size).map((p) => `${coord(p.x)},${coord(p.y)}`);
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${INK}" stroke-width="1.5"/>`;
}

/** A label placed beside the middle of segment a-b, pushed out by gap pixels away from `away`. */
export function sideLabel(a: Pt, b: Pt, away: Pt, gap: number, s: string, o: TextOptions = {}) {
  const p = sidePoint(a, b, away, gap);
  return text(p.x, p.y, s, o);
}
