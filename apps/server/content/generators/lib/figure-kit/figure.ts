// A geometry figure drawn in screen pixels (y down): segments, polygons, circles, dots and text,
// with the marks of a printed figure (angle arcs and measures, right angles, congruence ticks,
// parallel arrows, side labels) and arrowheads. Coordinates are written to a tenth of a pixel.
import { angleArc, bisectorPoint, rightAngleCorner } from './angle-mark.ts';
import { svgDocument } from './document.ts';
import { ACCENT, INK_SOFT, SHADE } from './palette.ts';
import { sectorPath, sidePoint } from './polygon.ts';
import { textElement } from './text.ts';
import { add, centroid, lerp, mul, polar, pt, sub, unit, type Pt } from './vector.ts';
import { writeFigure } from '../write.ts';

const INK = INK_SOFT;

/** A coordinate to a tenth of a pixel, never -0. */
export const num = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export interface Stroke {
  stroke?: string;
  width?: number;
  dash?: boolean;
  fill?: string;
}
export interface TextOpts {
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  bold?: boolean;
  color?: string;
}

const strokeAttrs = (o: Stroke = {}, defaultFill = 'none') =>
  `fill="${o.fill ?? defaultFill}" stroke="${o.stroke ?? INK}" stroke-width="${o.width ?? 2}"` +
  (o.dash ? ' stroke-dasharray="6 5"' : '') +
  ' stroke-linejoin="round" stroke-linecap="round"';

export class Figure {
  private parts: string[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
    readonly title: string,
  ) {}

  raw(s: string) {
    this.parts.push(s);
    return this;
  }
  line(a: Pt, b: Pt, o?: Stroke) {
    return this.raw(
      `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${strokeAttrs(o)}/>`,
    );
  }
  poly(ps: Pt[], o?: Stroke) {
    const d = ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
    return this.raw(`<polygon points="${d}" ${strokeAttrs(o)}/>`);
  }
  path(d: string, o?: Stroke) {
    return this.raw(`<path d="${d}" ${strokeAttrs(o)}/>`);
  }
  circle(c: Pt, r: number, o?: Stroke) {
    return this.raw(`<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(r)}" ${strokeAttrs(o)}/>`);
  }
  ellipse(c: Pt, rx: number, ry: number, o?: Stroke) {
    return this.raw(
      `<ellipse cx="${num(c.x)}" cy="${num(c.y)}" rx="${num(rx)}" ry="${num(ry)}" ${strokeAttrs(o)}/>`,
    );
  }
  dot(p: Pt, r = 3.5) {
    return this.raw(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${r}" fill="${INK}"/>`);
  }
  text(p: Pt, s: string, o: TextOpts = {}) {
    const { size = 16, color: fill = INK, anchor = 'middle', italic, bold } = o;
    const style = { size, fill, anchor, italic, bold };
    return this.raw(textElement(num(p.x), num(p.y), s, style, { baseline: 'central' }));
  }
  /** An italic name beside point p, pushed `off` pixels further away from `center`. */
  nameAwayFrom(center: Pt, p: Pt, s: string, off = 16) {
    return this.text(add(p, mul(unit(sub(p, center)), off)), s, { italic: true });
  }
  /** Italic vertex names just outside a polygon, pushed away from its centroid. */
  vertexNames(ps: Pt[], names: string[], off = 16) {
    const g = centroid(ps);
    ps.forEach((p, i) => this.nameAwayFrom(g, p, names[i]!, off));
    return this;
  }
  /** Arc of radius r inside the (non-reflex) angle a-v-b. */
  angleArc(v: Pt, a: Pt, b: Pt, r = 22, o: Stroke = {}) {
    const { start: s, end: e, sweep } = angleArc(v, a, b, r);
    const d = `M ${num(s.x)} ${num(s.y)} A ${r} ${r} 0 0 ${sweep} ${num(e.x)} ${num(e.y)}`;
    return this.path(d, { stroke: o.stroke ?? ACCENT, width: o.width ?? 1.8 });
  }
  /** A circle with its center O dotted and the sector from a0 to a1 degrees shaded and marked. */
  shadedSector(O: Pt, r: number, a0: number, a1: number, arcRadius: number) {
    this.path(sectorPath(O, r, a0, a1), { fill: SHADE });
    this.circle(O, r);
    this.dot(O);
    return this.angleArc(O, polar(O, 1, a0), polar(O, 1, a1), arcRadius);
  }
  /** The arc of angle a-v-b with its measure written on the bisector. */
  markAngle(v: Pt, a: Pt, b: Pt, arcRadius: number, labelRadius: number, s: string) {
    this.angleArc(v, a, b, arcRadius);
    return this.angleLabel(v, a, b, labelRadius, s);
  }
  /** Text on the bisector of angle a-v-b, `r` pixels from the vertex. */
  angleLabel(v: Pt, a: Pt, b: Pt, r: number, s: string, o: TextOpts = {}) {
    return this.text(bisectorPoint(v, a, b, r), s, o);
  }
  rightAngle(v: Pt, a: Pt, b: Pt, size = 13) {
    const [p1, p2, p3] = rightAngleCorner(v, a, b, size);
    const d = `M ${num(p1.x)} ${num(p1.y)} L ${num(p2.x)} ${num(p2.y)} L ${num(p3.x)} ${num(p3.y)}`;
    return this.path(d, { width: 1.6 });
  }
  /** Label beside segment a-b, pushed `off` pixels away from the point `away`. */
  sideLabel(a: Pt, b: Pt, s: string, away: Pt, off = 16, o: TextOpts = {}) {
    return this.text(sidePoint(a, b, away, off), s, o);
  }
  /** `count` short congruence ticks across the middle of segment a-b. */
  ticks(a: Pt, b: Pt, count = 1, size = 7, at = 0.5) {
    const d = unit(sub(b, a));
    const n = pt(-d.y, d.x);
    for (let i = 0; i < count; i++) {
      const c = add(lerp(a, b, at), mul(d, (i - (count - 1) / 2) * 6));
      this.line(add(c, mul(n, size)), sub(c, mul(n, size)), { width: 1.8 });
    }
    return this;
  }
  /** `count` arrowheads in the middle of a-b: the usual mark for parallel lines. */
  parallelMark(a: Pt, b: Pt, count = 1, at = 0.5) {
    const d = unit(sub(b, a));
    const n = pt(-d.y, d.x);
    for (let i = 0; i < count; i++) {
      const tip = add(lerp(a, b, at), mul(d, i * 9));
      const back = sub(tip, mul(d, 9));
      this.path(
        `M ${num(back.x + n.x * 6)} ${num(back.y + n.y * 6)} L ${num(tip.x)} ${num(tip.y)} L ${num(back.x - n.x * 6)} ${num(back.y - n.y * 6)}`,
        { width: 1.8 },
      );
    }
    return this;
  }
  /** A line through a and b extended by `ext` pixels at both ends, with arrowheads. */
  fullLine(a: Pt, b: Pt, ext = 0, o: Stroke = {}) {
    const d = unit(sub(b, a));
    const s = sub(a, mul(d, ext));
    const e = add(b, mul(d, ext));
    this.line(s, e, o);
    this.arrowHead(e, d);
    this.arrowHead(s, mul(d, -1));
    return this;
  }
  arrowHead(tip: Pt, dir: Pt, size = 9) {
    const d = unit(dir);
    const n = pt(-d.y, d.x);
    const back = sub(tip, mul(d, size));
    const p1 = add(back, mul(n, size * 0.5));
    const p2 = sub(back, mul(n, size * 0.5));
    return this.raw(
      `<polygon points="${num(tip.x)},${num(tip.y)} ${num(p1.x)},${num(p1.y)} ${num(p2.x)},${num(p2.y)}" fill="${INK}"/>`,
    );
  }
  svg(): string {
    return svgDocument(this.width, this.height, this.title, this.parts);
  }
  /** Writes figures/<folder>/<id>.svg and returns the path the question refers to. */
  save(folder: string, id: string): string {
    return writeFigure(folder, id, this.svg());
  }
}
