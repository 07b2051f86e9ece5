// Clipping for the xy-plane: a line to the window, and a polygon to a half-plane (a shaded
// inequality region). Points are [x, y] in plane coordinates.
import { check } from '../check.ts';

export type Pt = readonly [number, number];

/** A region a·x + b·y ≤ c (side 'le') or ≥ c (side 'ge'); several are intersected. */
export interface HalfPlane {
  a: number;
  b: number;
  c: number;
  side: 'le' | 'ge';
}

/** Clips the infinite line through p and q to the box; returns the visible segment. */
export function clipLine(
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
export function clipPolygon(poly: Pt[], h: HalfPlane): Pt[] {
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
