// Figures for the hand-written questions in questions/geometry-trigonometry/right-triangle-trigonometry.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/right-triangle-trigonometry-figures.ts
import { add, centroid, lerp, pt, radians } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';

// right-triangle-trigonometry-001: right angle at C, AC = 8, BC = 6, AB = 10.
{
  const f = new Figure(
    360,
    260,
    'Right triangle ABC with right angle at C, AC = 8, BC = 6 and AB = 10',
  );
  const { map } = fitFrame([pt(0, 0), pt(8, 0), pt(8, 6)], 360, 260, 44);
  const [A, Cc, B] = [map(pt(0, 0)), map(pt(8, 0)), map(pt(8, 6))];
  f.poly([A, Cc, B], { fill: SHADE });
  f.rightAngle(Cc, A, B);
  const g = centroid([A, B, Cc]);
  f.sideLabel(A, Cc, '8', g, 16);
  f.sideLabel(Cc, B, '6', g, 16);
  f.sideLabel(A, B, '10', g, 16);
  f.vertexNames([A, Cc, B], ['A', 'C', 'B'], 17);
  f.save('geometry-trigonometry', 'right-triangle-trigonometry-001');
}

// right-triangle-trigonometry-003: right angle at Q, PQ = 24, QR = 7, PR = 25.
{
  const f = new Figure(
    400,
    220,
    'Right triangle PQR with right angle at Q, PQ = 24, QR = 7 and PR = 25',
  );
  const { map } = fitFrame([pt(0, 0), pt(24, 0), pt(24, 7)], 400, 220, 44);
  const [P, Q, R] = [map(pt(0, 0)), map(pt(24, 0)), map(pt(24, 7))];
  f.poly([P, Q, R], { fill: SHADE });
  f.rightAngle(Q, P, R);
  const g = centroid([P, Q, R]);
  f.sideLabel(P, Q, '24', g, 16);
  f.sideLabel(Q, R, '7', g, 14);
  f.sideLabel(P, R, '25', g, 16);
  f.vertexNames([P, Q, R], ['P', 'Q', 'R'], 17);
  f.save('geometry-trigonometry', 'right-triangle-trigonometry-003');
}

// right-triangle-trigonometry-005: 40 m from a building, angle of elevation 35 degrees.
{
  const f = new Figure(
    420,
    280,
    'A surveyor 40 meters from the base of a building sights the top of the building at an angle of elevation of 35 degrees',
  );
  const h = 40 * Math.tan(radians(35));
  const { map } = fitFrame([pt(-4, 0), pt(46, 0), pt(40, h + 2)], 420, 280, 30);
  const [S, Bs, T] = [map(pt(0, 0)), map(pt(40, 0)), map(pt(40, h))];
  f.poly([map(pt(40, 0)), map(pt(46, 0)), map(pt(46, h)), map(pt(40, h))], {
    fill: '#e5e7eb',
    width: 1.6,
  });
  f.line(map(pt(-4, 0)), map(pt(48, 0)));
  f.line(S, T, { dash: true, width: 1.6 });
  f.rightAngle(Bs, S, T, 12);
  f.markAngle(S, Bs, T, 44, 66, '35°');
  f.dot(S);
  f.text(add(lerp(S, Bs, 0.5), pt(0, 16)), '40 m');
  f.text(add(lerp(Bs, T, 0.5), pt(-10, 0)), 'h', { anchor: 'end', italic: true });
  f.save('geometry-trigonometry', 'right-triangle-trigonometry-005');
}

// right-triangle-trigonometry-008: AB = AC, BC = 18, cos B = 3/5 (AB = 15, height 12).
{
  const f = new Figure(
    360,
    260,
    'Isosceles triangle ABC with AB equal to AC, base BC of length 18 and angle B marked',
  );
  const { map } = fitFrame([pt(0, 0), pt(18, 0), pt(9, 12)], 360, 260, 40);
  const [B, Cc, A] = [map(pt(0, 0)), map(pt(18, 0)), map(pt(9, 12))];
  f.poly([A, B, Cc], { fill: SHADE });
  f.ticks(A, B, 1);
  f.ticks(A, Cc, 1);
  f.angleArc(B, Cc, A, 26);
  f.text(add(lerp(B, Cc, 0.5), pt(0, 16)), '18');
  f.vertexNames([A, B, Cc], ['A', 'B', 'C'], 17);
  f.save('geometry-trigonometry', 'right-triangle-trigonometry-008');
}

// right-triangle-trigonometry-010: tower of height h; angles of elevation 30 and 60 degrees
// from points A and B, 40 m apart (B is 20 m from the base, h = 20 sqrt 3).
{
  const h = 20 * Math.sqrt(3);
  const f = new Figure(
    440,
    260,
    'A tower of height h seen from point A at an angle of elevation of 30 degrees and from point B, 40 meters closer, at 60 degrees',
  );
  const { map } = fitFrame([pt(-62, 0), pt(4, 0), pt(0, h)], 440, 260, 30);
  const [A, B, F, T] = [map(pt(-60, 0)), map(pt(-20, 0)), map(pt(0, 0)), map(pt(0, h))];
  f.line(map(pt(-64, 0)), map(pt(6, 0)));
  f.line(F, T, { width: 6, stroke: '#374151' });
  f.line(A, T, { width: 1.6 });
  f.line(B, T, { width: 1.6 });
  f.rightAngle(F, A, T, 12);
  f.markAngle(A, F, T, 50, 72, '30°');
  f.markAngle(B, F, T, 26, 46, '60°');
  f.dot(A);
  f.dot(B);
  f.text(add(A, pt(0, 16)), 'A', { italic: true });
  f.text(add(B, pt(0, 16)), 'B', { italic: true });
  f.text(add(lerp(A, B, 0.5), pt(0, 16)), '40 m');
  f.text(add(lerp(F, T, 0.5), pt(12, 0)), 'h', { anchor: 'start', italic: true });
  f.save('geometry-trigonometry', 'right-triangle-trigonometry-010');
}
