// Figures for the hand-written questions in questions/geometry-trigonometry/radians-and-unit-circle.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/radians-and-unit-circle-figures.ts
import { add, lerp, polar, pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { coordinateGrid } from '../lib/figure-kit/grid.ts';
import { unitCircleFigure } from './unit-circle.ts';

// radians-and-unit-circle-003: point P on the unit circle at 2pi/3.
unitCircleFigure(
  'Unit circle centered at the origin O with point P on the circle at an angle of 2 pi over 3 radians from the positive x-axis',
  120,
  '2π/3',
).save('geometry-trigonometry', 'radians-and-unit-circle-003');

// radians-and-unit-circle-004: sector with radius 8 and central angle 3pi/4.
{
  const f = new Figure(
    320,
    300,
    'Circle with center O and radius 8; a shaded sector with a central angle of 3 pi over 4 radians',
  );
  const O = pt(160, 165);
  const r = 115;
  f.shadedSector(O, r, 10, 145, 24);
  f.text(polar(O, 50, 77.5), '3π/4');
  f.text(add(lerp(O, polar(O, r, 10), 0.6), pt(4, 14)), '8');
  f.text(add(O, pt(-4, 18)), 'O', { italic: true });
  f.save('geometry-trigonometry', 'radians-and-unit-circle-004');
}

// radians-and-unit-circle-009: angle theta in standard position through (-5, 12).
{
  const f = new Figure(
    340,
    320,
    'Angle theta in standard position whose terminal side passes through the point (-5, 12)',
  );
  const map = coordinateGrid(f, -8, 4, -2, 14, 4);
  const O = map(pt(0, 0));
  const P = map(pt(-5, 12));
  f.line(O, P, { width: 2.2 });
  f.dot(P, 4.5);
  f.text(add(P, pt(-4, -16)), '(−5, 12)', { anchor: 'middle' });
  const deg = (Math.atan2(12, -5) * 180) / Math.PI;
  const s = polar(O, 26, 0);
  const e = polar(O, 26, deg);
  f.path(`M ${s.x} ${s.y} A 26 26 0 0 0 ${e.x.toFixed(1)} ${e.y.toFixed(1)}`, {
    stroke: '#3730a3',
    width: 1.8,
  });
  f.text(polar(O, 44, deg / 2), 'θ', { italic: true });
  f.save('geometry-trigonometry', 'radians-and-unit-circle-009');
}
