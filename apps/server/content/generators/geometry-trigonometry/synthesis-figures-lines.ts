// Figures of the mg-t lines-and-angles and circles items, drawn with the figure kit to the
// numbers of their questions: a path that bends twice between parallel lines, an isosceles
// triangle between parallel lines, an equilateral triangle in a circle, and a diameter with a
// chord.
import { Figure, num } from '../lib/figure-kit/figure.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { add, lerp, polar, pt, radians, type Pt } from '../lib/figure-kit/vector.ts';

const FOLDER = 'geometry-trigonometry';

/** Parallel lines l (top) and m; a path A-P-Q-B that leaves l at a degrees below it (to the
 * right), turns back left at P, and reaches m at B making e degrees with m (to the left). */
export function zigzagFigure(id: string, a: number, bendP: number, e: number, label: string) {
  const f = new Figure(
    420,
    300,
    `Parallel lines l and m, with l above m. Point A is on l and point B is on m; points P and Q are between the lines. Segment AP makes a ${a}-degree angle with line l, angle APQ measures ${bendP} degrees, angle PQB measures x degrees, and segment QB makes a ${e}-degree angle with line m.`,
  );
  const [yl, ym] = [50, 250];
  const d = bendP - a; // PQ goes down-left at d degrees below the horizontal
  const A = pt(110, yl);
  const P = add(A, pt(110 * Math.cos(radians(a)), 110 * Math.sin(radians(a))));
  const Q = add(P, pt(-90 * Math.cos(radians(d)), 90 * Math.sin(radians(d))));
  const t = (ym - Q.y) / Math.sin(radians(e));
  const B = add(Q, pt(t * Math.cos(radians(e)), ym - Q.y));
  f.fullLine(pt(30, yl), pt(390, yl));
  f.fullLine(pt(30, ym), pt(390, ym));
  f.text(pt(400, yl - 14), 'l', { italic: true });
  f.text(pt(400, ym - 14), 'm', { italic: true });
  f.line(A, P);
  f.line(P, Q);
  f.line(Q, B);
  [A, P, Q, B].forEach((p) => f.dot(p, 3));
  f.markAngle(A, pt(A.x + 60, yl), P, 30, 46, `${a}°`);
  f.markAngle(P, A, Q, 24, 42, `${bendP}°`);
  f.markAngle(Q, P, B, 24, 40, label);
  f.markAngle(B, pt(B.x - 60, ym), Q, 30, 48, `${e}°`);
  f.text(pt(A.x - 4, A.y - 16), 'A', { italic: true });
  f.text(pt(P.x + 16, P.y), 'P', { italic: true });
  f.text(pt(Q.x - 16, Q.y), 'Q', { italic: true });
  f.text(pt(B.x + 4, B.y + 18), 'B', { italic: true });
  return f.save(FOLDER, id);
}

/**
 * Parallel lines l (top) and m. A is on l, B and C on m with C to the right of B; D or E is on l
 * to the right of A. `baseAngle` is the angle at C (the one at A when apex is 'A').
 */
export function parallelIsoscelesFigure(
  id: string,
  o: { apex: 'A' | 'B'; angleB: number; title: string; labels?: [string, string]; ray: string },
) {
  const f = new Figure(420, 280, o.title);
  const [yl, ym] = [60, 230];
  const h = ym - yl;
  // angle B of triangle ABC (at B, between BA and BC, C to the right)
  const B = pt(o.apex === 'A' ? 90 : 150, ym);
  const A = pt(B.x + h / Math.tan(radians(o.angleB)), yl);
  const C = o.apex === 'A' ? pt(2 * A.x - B.x, ym) : pt(B.x + Math.hypot(A.x - B.x, h), ym);
  const R = pt(Math.max(A.x + 110, C.x + 40), yl);
  f.fullLine(pt(30, yl), pt(395, yl));
  f.fullLine(pt(30, ym), pt(395, ym));
  f.text(pt(405, yl - 14), 'l', { italic: true });
  f.text(pt(405, ym - 14), 'm', { italic: true });
  f.poly([A, B, C], { fill: SHADE });
  f.dot(R, 3);
  f.text(pt(R.x, R.y - 16), o.ray, { italic: true });
  if (o.apex === 'A') {
    f.ticks(A, B, 1);
    f.ticks(A, C, 1);
    f.angleArc(A, R, C, 28);
    f.angleLabel(A, R, C, 60, o.labels?.[0] ?? '', { size: 15 });
    f.angleArc(A, B, C, 22);
    f.angleLabel(A, B, C, 80, o.labels?.[1] ?? '', { size: 15 });
  } else {
    // AC bisects angle DAB here, so the measures are given in the question, not on the figure
    f.ticks(A, B, 1);
    f.ticks(B, C, 1);
  }
  f.text(pt(A.x, A.y - 16), 'A', { italic: true });
  f.text(pt(B.x - 4, B.y + 18), 'B', { italic: true });
  f.text(pt(C.x + 4, C.y + 18), 'C', { italic: true });
  return f.save(FOLDER, id);
}

/** An equilateral triangle inscribed in a circle with center O; the region outside it shaded. */
export function inscribedTriangleFigure(id: string, arc: string) {
  const f = new Figure(
    320,
    300,
    `Equilateral triangle ABC inscribed in a circle with center O. Each of the three arcs between consecutive vertices has length ${arc}. The region inside the circle and outside the triangle is shaded.`,
  );
  const O = pt(160, 155);
  const r = 120;
  const [A, B, C] = [polar(O, r, 90), polar(O, r, 210), polar(O, r, 330)];
  f.circle(O, r, { fill: SHADE });
  f.poly([A, B, C], { fill: '#ffffff' });
  f.dot(O, 3);
  f.text(add(O, pt(0, 16)), 'O', { italic: true });
  f.nameAwayFrom(O, A, 'A');
  f.nameAwayFrom(O, B, 'B');
  f.nameAwayFrom(O, C, 'C');
  return f.save(FOLDER, id);
}

/** Diameter AB of a circle with center O, C on the circle with angle CAB = a degrees; the
 * segment between chord AC and minor arc AC is shaded. */
export function diameterChordFigure(id: string, r: number, a: number) {
  const f = new Figure(
    340,
    300,
    `Circle with center O and diameter AB; the radius is ${r}. Point C is on the circle, angle CAB measures ${a} degrees, and the region between chord AC and minor arc AC is shaded.`,
  );
  const O = pt(170, 160);
  const R = 120;
  const A = polar(O, R, 180);
  const B = polar(O, R, 0);
  const C = polar(O, R, 2 * a); // the central angle BOC is twice the inscribed angle CAB
  f.path(`M ${num(A.x)} ${num(A.y)} A ${R} ${R} 0 0 1 ${num(C.x)} ${num(C.y)} Z`, { fill: SHADE });
  f.circle(O, R);
  f.line(A, B);
  f.line(A, C);
  f.line(C, B);
  f.dot(O, 3);
  f.text(add(O, pt(0, 16)), 'O', { italic: true });
  f.markAngle(A, B, C, 34, 52, `${a}°`);
  f.text(add(lerp(O, B, 0.5), pt(0, 14)), String(r));
  f.nameAwayFrom(O, A, 'A');
  f.nameAwayFrom(O, B, 'B');
  f.nameAwayFrom(O, C, 'C');
  return f.save(FOLDER, id);
}

export type { Pt };
