// Figures of the mg-t triangle, trigonometry and Pythagorean items, drawn with the figure kit
// to the numbers of their questions: an altitude to the hypotenuse, a segment that makes an
// angle equal to a far angle, a trapezoid's diagonals, a triangle split into two isosceles
// triangles, and a folded rectangle.
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { centroid, lerp, pt, type Pt } from '../lib/figure-kit/vector.ts';

const FOLDER = 'geometry-trigonometry';

/** Right angle at B, AB = ab, sin(ABD) = s / c, BD perpendicular to AC. */
export function altitudeFigure(id: string, ab: number, s: number, c: number): string {
  const f = new Figure(
    400,
    280,
    `Right triangle ABC with the right angle at B and AB = ${ab}; segment BD is perpendicular to the hypotenuse AC, with D on AC`,
  );
  const bc = (ab * Math.sqrt(c * c - s * s)) / s;
  const [A0, B0, C0] = [pt(0, ab), pt(0, 0), pt(bc, 0)];
  const t = (ab * ab) / (ab * ab + bc * bc);
  const D0 = lerp(A0, C0, t);
  const { map } = fitFrame([A0, B0, C0], 400, 280, 40);
  const [A, B, C, D] = [A0, B0, C0, D0].map(map) as [Pt, Pt, Pt, Pt];
  f.poly([A, B, C], { fill: SHADE });
  f.line(B, D);
  f.rightAngle(B, A, C, 12);
  f.rightAngle(D, B, C, 10);
  f.sideLabel(A, B, String(ab), C, 16);
  f.vertexNames([A, B, C], ['A', 'B', 'C'], 16);
  f.nameAwayFrom(B, D, 'D', 16);
  return f.save(FOLDER, id);
}

/** Triangle ABC with D on AB, E on AC and angle ADE = angle ACB (marked alike). */
export function antiparallelFigure(id: string, ad: number, db: number, ae: number, ac: number) {
  const f = new Figure(
    400,
    300,
    `Triangle ABC with D on side AB and E on side AC; AD = ${ad}, DB = ${db} and AE = ${ae}; segment DE is drawn, and angle ADE is marked congruent to angle ACB`,
  );
  const A0 = pt(0, 0);
  const B0 = pt(ad + db, 0);
  const a = (64 * Math.PI) / 180;
  const C0 = pt(ac * Math.cos(a), ac * Math.sin(a));
  const { map } = fitFrame([A0, B0, C0], 400, 300, 40);
  const A = map(A0);
  const B = map(B0);
  const C = map(C0);
  const D = map(lerp(A0, B0, ad / (ad + db)));
  const E = map(lerp(A0, C0, ae / ac));
  f.poly([A, B, C], { fill: SHADE });
  f.line(D, E);
  f.angleArc(D, A, E, 20);
  f.angleArc(C, A, B, 20);
  f.angleArc(C, A, B, 25);
  f.angleArc(D, A, E, 25);
  const g = centroid([A, B, C]);
  f.sideLabel(A, D, String(ad), g, 14);
  f.sideLabel(D, B, String(db), g, 14);
  f.sideLabel(A, E, String(ae), B, 14);
  f.vertexNames([A, B, C], ['A', 'B', 'C'], 16);
  f.text(pt(D.x, D.y + 16), 'D', { italic: true });
  f.nameAwayFrom(g, E, 'E', 16);
  return f.save(FOLDER, id);
}

/** Trapezoid ABCD with AB parallel to CD (AB the longer base), diagonals meeting at E. */
export function trapezoidFigure(id: string, ab: number, cd: number): string {
  const f = new Figure(
    400,
    260,
    `Trapezoid ABCD with AB parallel to DC, AB = ${ab} and DC = ${cd}; the diagonals AC and BD intersect at E, and triangle CDE is shaded`,
  );
  const h = 0.55 * ab;
  const off = (ab - cd) / 2 + 0.08 * ab;
  const [A0, B0, C0, D0] = [pt(0, 0), pt(ab, 0), pt(off + cd, h), pt(off, h)];
  const { map } = fitFrame([A0, B0, C0, D0], 400, 260, 40);
  const [A, B, C, D] = [A0, B0, C0, D0].map(map) as [Pt, Pt, Pt, Pt];
  const E = lerp(A, C, ab / (ab + cd));
  f.poly([D, C, E], { fill: SHADE });
  f.poly([A, B, C, D]);
  f.line(A, C);
  f.line(B, D);
  f.parallelMark(A, B, 1);
  f.parallelMark(D, C, 1);
  f.vertexNames([A, B, C, D], ['A', 'B', 'C', 'D'], 16);
  f.text(pt(E.x, E.y + 18), 'E', { italic: true });
  return f.save(FOLDER, id);
}

/** AB = AC, D on BC with BD = AB and AD = DC (a 36-72-72 construction). */
export function splitIsoscelesFigure(id: string): string {
  const f = new Figure(
    420,
    240,
    'Triangle ABC with D on side BC; AB = AC = BD (one tick mark each) and AD = DC (two tick marks each)',
  );
  const rad = (d: number) => (d * Math.PI) / 180;
  const B0 = pt(0, 0);
  const A0 = pt(Math.cos(rad(36)), Math.sin(rad(36)));
  const C0 = pt(2 * Math.cos(rad(36)), 0);
  const D0 = pt(1, 0);
  const { map } = fitFrame([A0, B0, C0], 420, 240, 40);
  const [A, B, C, D] = [A0, B0, C0, D0].map(map) as [Pt, Pt, Pt, Pt];
  f.poly([A, B, C], { fill: SHADE });
  f.line(A, D);
  f.ticks(A, B, 1);
  f.ticks(A, C, 1);
  f.ticks(B, D, 1);
  f.ticks(A, D, 2);
  f.ticks(D, C, 2);
  f.vertexNames([A, B, C], ['A', 'B', 'C'], 16);
  f.text(pt(D.x, D.y + 18), 'D', { italic: true });
  return f.save(FOLDER, id);
}

/** Rectangle ABCD (AB = w up the left side, BC = h across the top) folded along AE so D lands on F on BC. */
export function foldFigure(id: string, w: number, h: number, de: number): string {
  const f = new Figure(
    400,
    300,
    `Rectangle ABCD with AB = ${w} and BC = ${h}. The paper is folded along segment AE, with E on side CD, so that corner D lands at point F on side BC`,
  );
  const bf = Math.sqrt(h * h - w * w);
  // A bottom left, B above it, C top right, D bottom right; E on DC, F on BC
  const A1 = pt(0, 0);
  const B1 = pt(0, w);
  const C1 = pt(h, w);
  const D1 = pt(h, 0);
  const E1 = pt(h, de);
  const F1 = pt(bf, w);
  const { map } = fitFrame([A1, B1, C1, D1], 400, 300, 40);
  const [A, B, C, D, E, F] = [A1, B1, C1, D1, E1, F1].map(map) as [Pt, Pt, Pt, Pt, Pt, Pt];
  f.poly([A, B, C, D]);
  f.poly([A, F, E], { fill: SHADE });
  f.line(A, E, { dash: true, width: 1.6 });
  f.line(A, D, { dash: true, width: 1.4 });
  f.line(D, E, { dash: true, width: 1.4 });
  f.rightAngle(F, A, E, 10);
  f.vertexNames([A, B, C, D], ['A', 'B', 'C', 'D'], 16);
  f.text(pt(E.x + 16, E.y), 'E', { italic: true });
  f.text(pt(F.x, F.y - 16), 'F', { italic: true });
  return f.save(FOLDER, id);
}
