// Figures for the hand-written questions in questions/geometry-trigonometry/pythagorean-theorem.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/pythagorean-theorem-figures.ts
import { add, centroid, lerp, pt, radians, type Pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { prism } from '../lib/figure-kit/polygon.ts';

/** A right triangle with the right angle at the origin, legs along the axes. */
function rightTriangle(
  id: string,
  title: string,
  legX: number,
  legY: number,
  labels: [string, string, string],
  angles: [string, string] = ['', ''],
) {
  const f = new Figure(380, 260, title);
  const { map } = fitFrame([pt(0, 0), pt(legX, 0), pt(0, legY)], 380, 260, 44);
  const [R, X, Y] = [map(pt(0, 0)), map(pt(legX, 0)), map(pt(0, legY))];
  f.poly([R, X, Y], { fill: SHADE });
  f.rightAngle(R, X, Y);
  const g = centroid([R, X, Y]);
  f.sideLabel(R, X, labels[0], g, 16, { italic: labels[0] === 'x' });
  f.sideLabel(R, Y, labels[1], g, 18, { italic: labels[1] === 'x' });
  f.sideLabel(X, Y, labels[2], g, 16, { italic: labels[2] === 'x' });
  if (angles[0]) {
    f.markAngle(X, Y, R, 30, 54, angles[0]);
  }
  if (angles[1]) {
    f.markAngle(Y, R, X, 26, 48, angles[1]);
  }
  f.save('geometry-trigonometry', id);
}

rightTriangle(
  'pythagorean-theorem-001',
  'Right triangle with legs 9 and 12 and hypotenuse x',
  12,
  9,
  ['12', '9', 'x'],
);
rightTriangle(
  'pythagorean-theorem-003',
  'Right isosceles triangle with two 45-degree angles, legs of length 6 and hypotenuse x',
  6,
  6,
  ['6', '6', 'x'],
  ['45°', '45°'],
);
rightTriangle(
  'pythagorean-theorem-004',
  'Right triangle with angles of 30 and 60 degrees; the leg opposite the 60-degree angle is 9 and the hypotenuse is x',
  9,
  9 / Math.sqrt(3),
  ['9', '', 'x'],
  ['30°', '60°'],
);

// pythagorean-theorem-002: 13-foot ladder against a wall, foot 5 feet from the wall (top at 12).
{
  const f = new Figure(
    340,
    300,
    'A 13-foot ladder leaning against a vertical wall with its foot 5 feet from the wall',
  );
  const { map } = fitFrame([pt(-1.5, 0), pt(7.5, 0), pt(0, 12.5)], 340, 300, 30);
  const W0 = map(pt(0, 0));
  const Wt = map(pt(0, 12.8));
  const top = map(pt(0, 12));
  const foot = map(pt(5, 0));
  f.poly([map(pt(-1.2, 0)), W0, Wt, map(pt(-1.2, 12.8))], { fill: '#e5e7eb', width: 1.4 });
  f.line(map(pt(-1.2, 0)), map(pt(7.5, 0)));
  f.line(foot, top, { width: 5, stroke: '#92400e' });
  f.rightAngle(W0, foot, top);
  f.text(add(lerp(W0, foot, 0.5), pt(0, 16)), '5 ft');
  f.text(add(lerp(foot, top, 0.5), pt(22, 0)), '13 ft', { anchor: 'start' });
  f.text(add(lerp(W0, top, 0.5), pt(14, 0)), 'h', { italic: true, anchor: 'start' });
  f.save('geometry-trigonometry', 'pythagorean-theorem-002');
}

// pythagorean-theorem-007: box 12 by 4 by 3 with a space diagonal (13).
{
  const f = new Figure(
    400,
    280,
    'Rectangular box 12 by 4 by 3 with a diagonal drawn from a bottom front corner to the opposite top back corner',
  );
  const k = 24;
  const o = pt(50, 230);
  const front: Pt[] = [o, add(o, pt(12 * k, 0)), add(o, pt(12 * k, -3 * k)), add(o, pt(0, -3 * k))];
  const d = pt(4 * k * 0.6 * Math.cos(radians(35)), -4 * k * 0.6 * Math.sin(radians(35)));
  const back = prism(f, front, d, '#fde68a');
  f.line(front[0]!, back[2]!, { stroke: '#b91c1c', width: 2.4, dash: true });
  f.text(add(lerp(front[0]!, front[1]!, 0.5), pt(0, 16)), '12');
  f.text(add(lerp(front[1]!, back[1]!, 0.5), pt(14, 6)), '4');
  f.text(add(lerp(front[0]!, front[3]!, 0.5), pt(-12, 0)), '3');
  f.save('geometry-trigonometry', 'pythagorean-theorem-007');
}

// pythagorean-theorem-009: rectangle ABCD (AB = 8, BC = 6) folded so C lands on A; crease PQ.
{
  const f = new Figure(
    380,
    300,
    'Rectangle ABCD with AB = 8 and BC = 6, diagonal AC and the fold line PQ that is the perpendicular bisector of AC',
  );
  const { map } = fitFrame([pt(0, 0), pt(8, 6)], 380, 300, 44);
  const [A, B, Cc, D] = [map(pt(0, 0)), map(pt(8, 0)), map(pt(8, 6)), map(pt(0, 6))];
  const P = map(pt(6.25, 0));
  const Q = map(pt(1.75, 6));
  f.poly([A, B, Cc, D], { fill: SHADE });
  f.line(A, Cc, { width: 1.4, dash: true });
  f.line(P, Q, { stroke: '#b91c1c', width: 2.4 });
  f.text(add(A, pt(-12, 10)), 'A', { italic: true });
  f.text(add(B, pt(12, 10)), 'B', { italic: true });
  f.text(add(Cc, pt(12, -8)), 'C', { italic: true });
  f.text(add(D, pt(-12, -8)), 'D', { italic: true });
  f.text(add(P, pt(0, 16)), 'P', { italic: true });
  f.text(add(Q, pt(0, -16)), 'Q', { italic: true });
  f.text(add(lerp(A, P, 0.4), pt(0, 16)), '8');
  f.text(add(lerp(B, Cc, 0.5), pt(14, 0)), '6');
  f.save('geometry-trigonometry', 'pythagorean-theorem-009');
}

// pythagorean-theorem-010: triangle ABC with angle B = 45, angle C = 30, AC = 12; altitude AD.
{
  const AD = 6;
  const B0 = pt(0, 0);
  const D0 = pt(AD, 0);
  const C0 = pt(AD + AD * Math.sqrt(3), 0);
  const A0 = pt(AD, AD);
  const f = new Figure(
    420,
    240,
    'Triangle ABC with angle B of 45 degrees, angle C of 30 degrees, side AC of length 12, and altitude AD to side BC',
  );
  const { map } = fitFrame([B0, C0, A0], 420, 240, 40);
  const [A, B, Cc, D] = [map(A0), map(B0), map(C0), map(D0)];
  f.poly([A, B, Cc], { fill: SHADE });
  f.line(A, D, { dash: true, width: 1.6 });
  f.rightAngle(D, Cc, A, 11);
  f.markAngle(B, Cc, A, 28, 50, '45°');
  f.markAngle(Cc, A, B, 40, 66, '30°');
  f.text(add(lerp(A, Cc, 0.5), pt(10, -14)), '12');
  f.text(add(A, pt(0, -16)), 'A', { italic: true });
  f.text(add(B, pt(-14, 4)), 'B', { italic: true });
  f.text(add(Cc, pt(14, 4)), 'C', { italic: true });
  f.text(add(D, pt(0, 16)), 'D', { italic: true });
  f.save('geometry-trigonometry', 'pythagorean-theorem-010');
}
