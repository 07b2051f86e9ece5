// Figures for the hand-written questions in questions/geometry-trigonometry/circle-equations.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/circle-equations-figures.ts
import { pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { coordinateGrid } from '../lib/figure-kit/grid.ts';

// circle-equations-003: circle with center (2, -1) and radius 3 on a grid.
{
  const f = new Figure(
    340,
    340,
    'Circle in the xy-plane with center (2, -1) and radius 3, on a grid from -3 to 7 in x and -6 to 4 in y',
  );
  const map = coordinateGrid(f, -3, 7, -6, 4, 2);
  const c = map(pt(2, -1));
  const r = map(pt(5, -1)).x - c.x;
  f.circle(c, r, { width: 2.4, stroke: '#3730a3' });
  f.dot(c);
  f.save('geometry-trigonometry', 'circle-equations-003');
}
