// Figures for the hand-written questions in questions/geometry-trigonometry/circles.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/circles-figures.ts
import { add, lerp, polar, pt, radians } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';

// circles-002: inscribed angle ACB = 35 degrees and central angle AOB = x degrees.
{
  const f = new Figure(
    320,
    320,
    'Circle with center O; inscribed angle ACB of 35 degrees and central angle AOB of x degrees intercept the same arc AB',
  );
  const O = pt(160, 165);
  const r = 125;
  f.circle(O, r);
  const A = polar(O, r, 215);
  const B = polar(O, r, 285);
  const Cc = polar(O, r, 80);
  f.line(Cc, A);
  f.line(Cc, B);
  f.line(O, A);
  f.line(O, B);
  f.dot(O);
  f.markAngle(Cc, A, B, 34, 54, '35°');
  f.markAngle(O, A, B, 20, 36, 'x°');
  f.nameAwayFrom(O, A, 'A');
  f.nameAwayFrom(O, B, 'B');
  f.nameAwayFrom(O, Cc, 'C');
  f.text(add(O, pt(14, -6)), 'O', { italic: true });
  f.save('geometry-trigonometry', 'circles-002');
}

// circles-003: sector with radius 6 and central angle 120 degrees.
{
  const f = new Figure(
    320,
    300,
    'Circle with center O and radius 6; a shaded sector with a central angle of 120 degrees',
  );
  const O = pt(160, 150);
  const r = 115;
  f.shadedSector(O, r, 30, 150, 22);
  f.text(polar(O, 40, 90), '120°');
  f.text(add(lerp(O, polar(O, r, 30), 0.55), pt(10, 10)), '6');
  f.text(add(O, pt(0, 18)), 'O', { italic: true });
  f.save('geometry-trigonometry', 'circles-003');
}

// circles-005: radius OT = 5, tangent segment PT = 12 (OP = 13).
{
  const f = new Figure(
    420,
    260,
    'Circle with center O and radius 5; segment PT of length 12 is tangent to the circle at T',
  );
  const k = 16;
  const O = pt(110, 150);
  // P lies on the horizontal through O, 13 units away; T satisfies OT = 5 and PT = 12.
  const P = pt(O.x + 13 * k, O.y);
  const tAngle = (Math.acos(5 / 13) * 180) / Math.PI;
  const Tt = polar(O, 5 * k, tAngle);
  f.circle(O, 5 * k);
  f.line(O, Tt);
  f.line(Tt, P);
  f.line(O, P, { dash: true, width: 1.4 });
  f.rightAngle(Tt, O, P, 11);
  f.dot(O);
  f.dot(P);
  f.text(add(lerp(O, Tt, 0.5), pt(-12, -4)), '5');
  f.text(add(lerp(Tt, P, 0.5), pt(6, -14)), '12');
  f.text(add(O, pt(-14, 4)), 'O', { italic: true });
  f.text(add(P, pt(14, 4)), 'P', { italic: true });
  f.text(add(Tt, pt(0, -16)), 'T', { italic: true });
  f.save('geometry-trigonometry', 'circles-005');
}

// circles-006: AB is a diameter, C on the circle, AC = 6 and BC = 8.
{
  const f = new Figure(
    320,
    300,
    'Circle with diameter AB and point C on the circle; AC = 6 and BC = 8',
  );
  const O = pt(160, 155);
  const r = 120;
  const A = polar(O, r, 180);
  const B = polar(O, r, 0);
  // Angle CAB has cos = AC/AB = 6/10, so the central angle BOC is 2*acos(0.6) (C nearer B).
  const Cc = polar(O, r, (2 * Math.acos(0.6) * 180) / Math.PI);
  f.circle(O, r);
  f.poly([A, B, Cc], { fill: SHADE });
  f.rightAngle(Cc, A, B, 12);
  f.dot(O);
  f.text(add(lerp(A, Cc, 0.5), pt(-12, -8)), '6');
  f.text(add(lerp(B, Cc, 0.5), pt(12, -8)), '8');
  f.nameAwayFrom(O, A, 'A');
  f.nameAwayFrom(O, B, 'B');
  f.nameAwayFrom(O, Cc, 'C');
  f.save('geometry-trigonometry', 'circles-006');
}

// circles-008: radius 10; parallel chords of lengths 16 and 12 on the same side of the center.
{
  const f = new Figure(
    320,
    320,
    'Circle with center O and radius 10 containing two parallel chords of lengths 16 and 12 on the same side of the center',
  );
  const k = 13;
  const O = pt(160, 160);
  f.circle(O, 10 * k);
  const c1 = [pt(O.x - 8 * k, O.y - 6 * k), pt(O.x + 8 * k, O.y - 6 * k)] as const;
  const c2 = [pt(O.x - 6 * k, O.y - 8 * k), pt(O.x + 6 * k, O.y - 8 * k)] as const;
  f.line(c1[0], c1[1]);
  f.line(c2[0], c2[1]);
  f.line(O, c1[1], { dash: true, width: 1.4 });
  f.dot(O);
  f.text(add(O, pt(0, 18)), 'O', { italic: true });
  f.text(add(lerp(O, c1[1], 0.5), pt(14, 8)), '10');
  f.text(add(lerp(c1[0], c1[1], 0.3), pt(0, 14)), '16');
  f.text(add(lerp(c2[0], c2[1], 0.3), pt(0, -14)), '12');
  f.save('geometry-trigonometry', 'circles-008');
}

// circles-009: radius 6, central angle 90 degrees; segment between chord AB and arc AB shaded.
{
  const f = new Figure(
    320,
    300,
    'Circle with center O and radius 6; radii OA and OB form a right angle, and the region between chord AB and minor arc AB is shaded',
  );
  const O = pt(160, 160);
  const r = 115;
  const A = polar(O, r, 45);
  const B = polar(O, r, 135);
  f.path(
    `M ${A.x.toFixed(1)} ${A.y.toFixed(1)} A ${r} ${r} 0 0 0 ${B.x.toFixed(1)} ${B.y.toFixed(1)} Z`,
    { fill: SHADE },
  );
  f.circle(O, r);
  f.line(O, A);
  f.line(O, B);
  f.rightAngle(O, A, B, 13);
  f.dot(O);
  f.text(add(lerp(O, A, 0.5), pt(12, 8)), '6');
  f.text(add(O, pt(0, 18)), 'O', { italic: true });
  f.nameAwayFrom(O, A, 'A');
  f.nameAwayFrom(O, B, 'B');
  f.save('geometry-trigonometry', 'circles-009');
}

// circles-010: tangents PA and PB meet at 50 degrees; radius 9.
{
  const f = new Figure(
    440,
    300,
    'Circle with center O and radius 9; segments PA and PB are tangent to the circle at A and B and form a 50-degree angle at P',
  );
  const k = 11;
  const O = pt(130, 150);
  const r = 9 * k;
  const half = 25;
  const OP = r / Math.sin(radians(half));
  const P = pt(O.x + OP, O.y);
  const A = polar(O, r, 90 - half);
  const B = polar(O, r, -(90 - half));
  f.circle(O, r);
  f.line(P, A);
  f.line(P, B);
  f.line(O, A, { width: 1.6 });
  f.line(O, B, { width: 1.6 });
  f.rightAngle(A, O, P, 11);
  f.rightAngle(B, O, P, 11);
  f.markAngle(P, A, B, 34, 56, '50°');
  f.dot(O);
  f.text(add(lerp(O, A, 0.5), pt(-12, -4)), '9');
  f.text(add(O, pt(-14, 4)), 'O', { italic: true });
  f.text(add(P, pt(14, 4)), 'P', { italic: true });
  f.nameAwayFrom(O, A, 'A');
  f.nameAwayFrom(O, B, 'B');
  f.save('geometry-trigonometry', 'circles-010');
}
