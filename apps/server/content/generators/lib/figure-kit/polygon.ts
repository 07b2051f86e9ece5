// Polygons and solids of geometry figures: where a side's label goes, a prism in oblique
// projection, and the outline of a circle's sector.
import type { Figure } from './figure.ts';
import { SHADE, SHADE_SIDE } from './palette.ts';
import { add, centroid, mid, mul, polar, pt, sub, unit, type Pt } from './vector.ts';

/** The point `gap` pixels beside the middle of segment a-b, on the side away from `away`. */
export function sidePoint(a: Pt, b: Pt, away: Pt, gap: number): Pt {
  const m = mid(a, b);
  const d = unit(sub(b, a));
  let n = pt(-d.y, d.x);
  if ((away.x - m.x) * n.x + (away.y - m.y) * n.y > 0) n = mul(n, -1);
  return add(m, mul(n, gap));
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
      fig.poly([p, q, add(q, d), add(p, d)], { fill: SHADE_SIDE, width: 0.01, stroke: SHADE_SIDE });
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
export function sectorPath(O: Pt, r: number, a0: number, a1: number) {
  const s = polar(O, r, a0);
  const e = polar(O, r, a1);
  const large = (((a1 - a0) % 360) + 360) % 360 > 180 ? 1 : 0;
  return `M ${O.x} ${O.y} L ${s.x.toFixed(1)} ${s.y.toFixed(1)} A ${r} ${r} 0 ${large} 0 ${e.x.toFixed(1)} ${e.y.toFixed(1)} Z`;
}
