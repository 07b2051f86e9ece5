// Where the marks of an angle go: the arc between its rays, the point on its bisector where its
// measure is written, and the small square of a right angle. Screen coordinates (y down).
import { add, mul, sub, unit, type Pt } from './vector.ts';

export interface Arc {
  start: Pt;
  end: Pt;
  /** The SVG arc sweep flag that draws the arc inside the (non-reflex) angle. */
  sweep: 0 | 1;
}

/** The arc of radius r inside angle a-v-b, from the ray to a to the ray to b. */
export function angleArc(v: Pt, a: Pt, b: Pt, r: number): Arc {
  const u = unit(sub(a, v));
  const w = unit(sub(b, v));
  return {
    start: add(v, mul(u, r)),
    end: add(v, mul(w, r)),
    sweep: u.x * w.y - u.y * w.x > 0 ? 1 : 0,
  };
}

/** The point on the bisector of angle a-v-b at `distance` from the vertex. */
export function bisectorPoint(v: Pt, a: Pt, b: Pt, distance: number): Pt {
  const bisector = unit(add(unit(sub(a, v)), unit(sub(b, v))));
  return add(v, mul(bisector, distance));
}

/** The three corners of a right-angle square at v, `size` pixels along each ray. */
export function rightAngleCorner(v: Pt, a: Pt, b: Pt, size: number): [Pt, Pt, Pt] {
  const ua = mul(unit(sub(a, v)), size);
  const ub = mul(unit(sub(b, v)), size);
  return [add(v, ua), add(add(v, ua), ub), add(v, ub)];
}
