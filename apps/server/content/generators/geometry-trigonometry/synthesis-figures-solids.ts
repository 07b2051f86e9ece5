// Figures of synthesis-area-and-volume-solids.ts (branch mg-t), drawn with the figure kit to
// the numbers of their questions: a frustum-shaped bucket and Hippocrates' lunes.
import { Figure, num } from '../lib/figure-kit/figure.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { add, dist, lerp, mid, pt, type Pt } from '../lib/figure-kit/vector.ts';

const FOLDER = 'geometry-trigonometry';

/** A bucket: top radius R, bottom radius r, height h, with the three lengths labeled. */
export function frustumFigure(id: string, r: number, R: number, h: number): string {
  const f = new Figure(
    360,
    270,
    `A bucket shaped like part of a cone: the circular top has radius ${R}, the circular bottom has radius ${r}, and the height between them is ${h}`,
  );
  const k = 136 / R;
  const top = pt(180, 56);
  const bottom = pt(180, 56 + h * k);
  const [ryTop, ryBottom] = [22, 22 * (r / R)];
  const arc = (c: Pt, rx: number, ry: number, sweep: 0 | 1, dash = false) =>
    f.path(
      `M ${num(c.x - rx)} ${num(c.y)} A ${num(rx)} ${num(ry)} 0 0 ${sweep} ${num(c.x + rx)} ${num(c.y)}`,
      dash ? { dash: true, width: 1.4 } : {},
    );
  f.path(
    `M ${num(top.x - R * k)} ${num(top.y)} L ${num(bottom.x - r * k)} ${num(bottom.y)} A ${num(r * k)} ${num(ryBottom)} 0 0 0 ${num(bottom.x + r * k)} ${num(bottom.y)} L ${num(top.x + R * k)} ${num(top.y)} Z`,
    { fill: SHADE, width: 0.01, stroke: SHADE },
  );
  f.ellipse(top, R * k, ryTop, { fill: '#fef3c7' });
  arc(bottom, r * k, ryBottom, 0);
  arc(bottom, r * k, ryBottom, 1, true);
  f.line(pt(top.x - R * k, top.y), pt(bottom.x - r * k, bottom.y));
  f.line(pt(top.x + R * k, top.y), pt(bottom.x + r * k, bottom.y));
  f.line(top, pt(top.x + R * k, top.y), { width: 1.6 });
  f.line(bottom, pt(bottom.x + r * k, bottom.y), { width: 1.6, dash: true });
  f.line(top, bottom, { dash: true, width: 1.4 });
  f.dot(top, 3);
  f.dot(bottom, 3);
  f.rightAngle(bottom, top, pt(bottom.x + r * k, bottom.y), 10);
  f.text(pt(top.x + (R * k) / 2, top.y - 12), String(R));
  f.text(pt(bottom.x + (r * k) / 2, bottom.y - 12), String(r));
  f.text(pt(top.x - 16, (top.y + bottom.y) / 2), String(h));
  return f.save(FOLDER, id);
}

/** Right triangle ABC (legs a = AC, b = BC) in its circle, with the lunes on the legs shaded. */
export function lunesFigure(id: string, a: number, b: number): string {
  const f = new Figure(
    400,
    300,
    `Right triangle ABC with the right angle at C, AC = ${a} and BC = ${b}, inscribed in a circle with diameter AB. Semicircles drawn outward on AC and BC; the two shaded regions are inside these semicircles and outside the circle.`,
  );
  const c = Math.hypot(a, b);
  const k = 190 / c;
  const R = (c * k) / 2;
  const O = pt(200, 196);
  const A = pt(O.x - R, O.y);
  const B = pt(O.x + R, O.y);
  const cosA = a / c;
  const Cp = pt(A.x + a * k * cosA, A.y - a * k * Math.sqrt(1 - cosA * cosA));
  const d = (p: Pt) => `${num(p.x)} ${num(p.y)}`;
  // lune on AC: outward semicircle from A to C (clockwise on screen), back along the circle
  const lune = (P: Pt, Q: Pt, r: number) =>
    f.path(`M ${d(P)} A ${num(r)} ${num(r)} 0 0 1 ${d(Q)} A ${num(R)} ${num(R)} 0 0 0 ${d(P)} Z`, {
      fill: SHADE,
    });
  lune(A, Cp, (a * k) / 2);
  lune(Cp, B, (b * k) / 2);
  f.circle(O, R);
  f.poly([A, B, Cp]);
  f.rightAngle(Cp, A, B, 11);
  f.dot(O, 3);
  f.text(add(O, pt(0, 16)), 'O', { italic: true });
  f.text(add(A, pt(-14, 4)), 'A', { italic: true });
  f.text(add(B, pt(14, 4)), 'B', { italic: true });
  f.text(add(Cp, pt(0, -16)), 'C', { italic: true });
  // leg labels just inside the triangle, beside the middle of each leg
  const inside = (P: Pt, Q: Pt) => lerp(mid(P, Q), O, 22 / dist(mid(P, Q), O));
  f.text(inside(A, Cp), String(a));
  f.text(inside(Cp, B), String(b));
  return f.save(FOLDER, id);
}
