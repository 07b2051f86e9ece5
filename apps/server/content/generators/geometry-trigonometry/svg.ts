// Small SVG toolkit for the geometry figures: every figure is computed from the numbers of its
// question, so a label and the drawing never disagree. Coordinates are screen pixels (y down);
// `fitFrame` maps mathematical coordinates (y up) onto the canvas with one uniform scale.
import { escapeXml, FONT_FAMILY, svgDocument } from '../lib/svg.ts';
import { add, centroid, lerp, mid, mul, polar, pt, sub, unit, type Pt } from '../lib/vector.ts';
import { writeFigure } from '../lib/write.ts';

/** Maps math coordinates (y up) into a width x height canvas with a margin, keeping angles. */
export function fitFrame(points: Pt[], width: number, height: number, margin: number) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min((width - 2 * margin) / (x1 - x0 || 1), (height - 2 * margin) / (y1 - y0 || 1));
  const ox = (width - k * (x1 - x0)) / 2;
  const oy = (height - k * (y1 - y0)) / 2;
  const map = (p: Pt): Pt => pt(ox + k * (p.x - x0), height - oy - k * (p.y - y0));
  return { map, scale: k };
}

const num = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export const INK = '#1f2937';
export const ACCENT = '#3730a3';
export const SHADE = '#fde68a';
export const SHADE2 = '#c7d2fe';

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
    const attrs = [
      `x="${num(p.x)}"`,
      `y="${num(p.y)}"`,
      `font-family="${FONT_FAMILY}"`,
      `font-size="${o.size ?? 16}"`,
      `fill="${o.color ?? INK}"`,
      `text-anchor="${o.anchor ?? 'middle'}"`,
      'dominant-baseline="central"',
    ];
    if (o.italic) attrs.push('font-style="italic"');
    if (o.bold) attrs.push('font-weight="bold"');
    return this.raw(`<text ${attrs.join(' ')}>${escapeXml(s)}</text>`);
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
    const ta = Math.atan2(a.y - v.y, a.x - v.x);
    let d = Math.atan2(b.y - v.y, b.x - v.x) - ta;
    while (d <= -Math.PI) d += 2 * Math.PI;
    while (d > Math.PI) d -= 2 * Math.PI;
    const s = add(v, mul(unit(sub(a, v)), r));
    const e = add(v, mul(unit(sub(b, v)), r));
    const d0 = `M ${num(s.x)} ${num(s.y)} A ${r} ${r} 0 0 ${d > 0 ? 1 : 0} ${num(e.x)} ${num(e.y)}`;
    return this.path(d0, { stroke: o.stroke ?? ACCENT, width: o.width ?? 1.8 });
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
    const bis = unit(add(unit(sub(a, v)), unit(sub(b, v))));
    return this.text(add(v, mul(bis, r)), s, o);
  }
  rightAngle(v: Pt, a: Pt, b: Pt, size = 13) {
    const ua = mul(unit(sub(a, v)), size);
    const ub = mul(unit(sub(b, v)), size);
    const p1 = add(v, ua);
    const p2 = add(add(v, ua), ub);
    const p3 = add(v, ub);
    return this.path(
      `M ${num(p1.x)} ${num(p1.y)} L ${num(p2.x)} ${num(p2.y)} L ${num(p3.x)} ${num(p3.y)}`,
      {
        width: 1.6,
      },
    );
  }
  /** Label beside segment a-b, pushed `off` pixels away from the point `away`. */
  sideLabel(a: Pt, b: Pt, s: string, away: Pt, off = 16, o: TextOpts = {}) {
    const m = mid(a, b);
    const d = unit(sub(b, a));
    let n = pt(-d.y, d.x);
    if ((away.x - m.x) * n.x + (away.y - m.y) * n.y > 0) n = mul(n, -1);
    return this.text(add(m, mul(n, off)), s, o);
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
  /** Writes figures/geometry-trigonometry/<id>.svg and returns its content path. */
  save(id: string): string {
    return writeFigure('geometry-trigonometry', id, this.svg());
  }
}

/** A coordinate grid with axes, for circle-equation figures. Returns the math-to-pixel map. */
export function grid(
  fig: Figure,
  xmin: number,
  xmax: number,
  ymin: number,
  ymax: number,
  step: number,
) {
  const margin = 28;
  const k = Math.min(
    (fig.width - 2 * margin) / (xmax - xmin),
    (fig.height - 2 * margin) / (ymax - ymin),
  );
  const ox = (fig.width - k * (xmax - xmin)) / 2;
  const oy = (fig.height - k * (ymax - ymin)) / 2;
  const map = (p: Pt): Pt => pt(ox + k * (p.x - xmin), fig.height - oy - k * (p.y - ymin));
  for (let x = xmin; x <= xmax; x++)
    fig.line(map(pt(x, ymin)), map(pt(x, ymax)), { stroke: '#d1d5db', width: 1 });
  for (let y = ymin; y <= ymax; y++)
    fig.line(map(pt(xmin, y)), map(pt(xmax, y)), { stroke: '#d1d5db', width: 1 });
  fig.line(map(pt(xmin, 0)), map(pt(xmax, 0)), { width: 1.6 });
  fig.arrowHead(map(pt(xmax, 0)), pt(1, 0));
  fig.line(map(pt(0, ymin)), map(pt(0, ymax)), { width: 1.6 });
  fig.arrowHead(map(pt(0, ymax)), pt(0, -1));
  fig.text(add(map(pt(xmax, 0)), pt(-4, -14)), 'x', { italic: true });
  fig.text(add(map(pt(0, ymax)), pt(14, 4)), 'y', { italic: true });
  for (let x = Math.ceil(xmin / step) * step; x < xmax; x += step) {
    if (x === 0) continue;
    fig.text(add(map(pt(x, 0)), pt(0, 14)), String(x).replace('-', '−'), { size: 14 });
  }
  for (let y = Math.ceil(ymin / step) * step; y < ymax; y += step) {
    if (y === 0) continue;
    fig.text(add(map(pt(0, y)), pt(-8, 0)), String(y).replace('-', '−'), {
      size: 14,
      anchor: 'end',
    });
  }
  fig.text(add(map(pt(0, 0)), pt(-8, 12)), 'O', { size: 14, anchor: 'end', italic: true });
  return map;
}

/**
 * A prism drawn in oblique projection: `front` is the front face (screen coordinates, convex)
 * and `d` the screen offset of the back face. Hidden edges are dashed. Returns the back face.
 */
export function prism(fig: Figure, front: Pt[], d: Pt, fill = SHADE): Pt[] {
  const back = front.map((p) => add(p, d));
  const c = centroid(front);
  const n = front.length;
  const faceVisible = front.map((p, i) => {
    const q = front[(i + 1) % n]!;
    const e = sub(q, p);
    let nrm = pt(-e.y, e.x);
    if ((c.x - p.x) * nrm.x + (c.y - p.y) * nrm.y > 0) nrm = mul(nrm, -1);
    return nrm.x * d.x + nrm.y * d.y > 1e-9;
  });
  front.forEach((p, i) => {
    const q = front[(i + 1) % n]!;
    if (faceVisible[i])
      fig.poly([p, q, add(q, d), add(p, d)], { fill: '#fef3c7', width: 0.01, stroke: '#fef3c7' });
  });
  fig.poly(front, { fill });
  front.forEach((p, i) => {
    const j = (i + 1) % n;
    fig.line(back[i]!, back[j]!, { dash: !faceVisible[i], width: faceVisible[i] ? 2 : 1.4 });
    const seen = faceVisible[i] || faceVisible[(i - 1 + n) % n];
    fig.line(p, back[i]!, { dash: !seen, width: seen ? 2 : 1.4 });
  });
  fig.poly(front, { fill: 'none' });
  return back;
}

/** Pie-slice path from angle a0 to a1 (degrees, counterclockwise) in screen coordinates. */
function sectorPath(O: Pt, r: number, a0: number, a1: number) {
  const s = polar(O, r, a0);
  const e = polar(O, r, a1);
  const large = (((a1 - a0) % 360) + 360) % 360 > 180 ? 1 : 0;
  return `M ${O.x} ${O.y} L ${s.x.toFixed(1)} ${s.y.toFixed(1)} A ${r} ${r} 0 ${large} 0 ${e.x.toFixed(1)} ${e.y.toFixed(1)} Z`;
}
