// Plane geometry for figures: points, vectors and angles in degrees. Screen coordinates have y
// pointing down, so `polar` turns counterclockwise as seen on the page.

export interface Pt {
  x: number;
  y: number;
}

export const pt = (x: number, y: number): Pt => ({ x, y });
export const add = (a: Pt, b: Pt): Pt => pt(a.x + b.x, a.y + b.y);
export const sub = (a: Pt, b: Pt): Pt => pt(a.x - b.x, a.y - b.y);
export const mul = (a: Pt, k: number): Pt => pt(a.x * k, a.y * k);
const len = (a: Pt): number => Math.hypot(a.x, a.y);
export const unit = (a: Pt): Pt => mul(a, 1 / len(a));
export const mid = (a: Pt, b: Pt): Pt => mul(add(a, b), 0.5);
export const lerp = (a: Pt, b: Pt, t: number): Pt => add(a, mul(sub(b, a), t));
export const dist = (a: Pt, b: Pt): number => len(sub(a, b));
export const centroid = (ps: Pt[]): Pt => mul(ps.reduce(add, pt(0, 0)), 1 / ps.length);

export const radians = (degrees: number) => (degrees * Math.PI) / 180;

export const polar = (c: Pt, r: number, deg: number): Pt =>
  pt(c.x + r * Math.cos(radians(deg)), c.y - r * Math.sin(radians(deg)));

/** The angle at vertex v between the rays to a and b, in degrees. */
export function angleAt(v: Pt, a: Pt, b: Pt): number {
  const u = sub(a, v);
  const w = sub(b, v);
  return (Math.acos((u.x * w.x + u.y * w.y) / (len(u) * len(w))) * 180) / Math.PI;
}
