// Figures for the hand-written questions in questions/geometry-trigonometry/area-and-volume.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/area-and-volume-figures.ts
import { add, centroid, polar, pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';

// area-and-volume-001: right triangle with legs 8 and 15, hypotenuse 17.
{
  const f = new Figure(360, 240, 'Right triangle with legs 8 and 15 and hypotenuse 17');
  const { map } = fitFrame([pt(0, 0), pt(15, 0), pt(0, 8)], 360, 240, 40);
  const [C, B, A] = [map(pt(0, 0)), map(pt(15, 0)), map(pt(0, 8))];
  f.poly([A, B, C], { fill: SHADE });
  f.rightAngle(C, A, B);
  const g = centroid([A, B, C]);
  f.sideLabel(C, B, '15', g, 16);
  f.sideLabel(C, A, '8', g, 16);
  f.sideLabel(A, B, '17', g, 16);
  f.save('geometry-trigonometry', 'area-and-volume-001');
}

// area-and-volume-003: 10 by 8 rectangle with a 4 by 3 corner removed (top right).
{
  const f = new Figure(
    380,
    300,
    'L-shaped floor plan: a 10 by 8 rectangle with a 4 by 3 corner removed',
  );
  const pts = [pt(0, 0), pt(10, 0), pt(10, 5), pt(6, 5), pt(6, 8), pt(0, 8)];
  const { map } = fitFrame(pts, 380, 300, 44);
  const P = pts.map(map);
  f.poly(P, { fill: SHADE });
  f.poly([map(pt(6, 5)), map(pt(10, 5)), map(pt(10, 8)), map(pt(6, 8))], {
    dash: true,
    width: 1.4,
  });
  const inside = map(pt(3, 3));
  f.sideLabel(P[0]!, P[1]!, '10 m', inside, 18);
  f.sideLabel(P[5]!, P[0]!, '8 m', inside, 24);
  f.sideLabel(P[3]!, P[4]!, '3 m', map(pt(9, 7)), 22);
  f.sideLabel(P[2]!, P[3]!, '4 m', map(pt(8, 7)), 14);
  f.text(map(pt(8, 6.5)), 'removed', { size: 14, italic: true });
  f.save('geometry-trigonometry', 'area-and-volume-003');
}

// area-and-volume-006: cone with radius 6 and slant height 10 (height 8, not labeled).
{
  const f = new Figure(300, 300, 'Right circular cone with base radius 6 and slant height 10');
  const k = 20;
  const base = pt(150, 240);
  const apex = add(base, pt(0, -8 * k));
  const right = add(base, pt(6 * k, 0));
  const left = add(base, pt(-6 * k, 0));
  const ry = 26;
  f.path(`M ${left.x} ${base.y} A ${6 * k} ${ry} 0 0 0 ${right.x} ${base.y}`, { fill: 'none' });
  f.path(`M ${left.x} ${base.y} A ${6 * k} ${ry} 0 0 1 ${right.x} ${base.y}`, {
    dash: true,
    width: 1.4,
  });
  f.line(left, apex);
  f.line(right, apex);
  f.line(base, apex, { dash: true, width: 1.4 });
  f.line(base, right, { width: 1.6 });
  f.dot(base, 3);
  f.rightAngle(base, apex, right, 11);
  f.text(add(base, pt(3 * k, 14)), '6', {});
  f.text(add(polar(apex, 0, 0), pt(3 * k + 20, 4 * k - 6)), '10', {});
  f.save('geometry-trigonometry', 'area-and-volume-006');
}
