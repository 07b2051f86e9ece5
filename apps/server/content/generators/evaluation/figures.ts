// Draws the figures of the SAT Math evaluation (evaluation/evaluation.yaml) from each question's
// numbers, and checks that the drawing agrees with the numbers the question and its answer use.
// Run it again after changing a figure's question:
//   npx tsx content/generators/evaluation/figures.ts
import { check } from '../lib/check.ts';
import { axesPlane } from '../lib/figure-kit/axes-plane.ts';
import { svgDocument } from '../lib/figure-kit/document.ts';
import {
  angleMark,
  circle,
  dot,
  line,
  parallelMark,
  polygon,
  polyline,
  rect,
  rightAngle,
  sideLabel,
  text,
} from '../lib/figure-kit/shapes.ts';
import { angleAt, dist, lerp, radians, type Pt } from '../lib/figure-kit/vector.ts';
import { writeFigure } from '../lib/write.ts';

const save = (id: string, svg: string) => writeFigure('evaluation', id, svg);
const near = (a: number, b: number, tol = 1e-6) => Math.abs(a - b) <= tol;

// eval-s1-04: a triangle with angles 48 and 67 degrees; the third angle x is 65.
{
  const [p, q] = [48, 67];
  const r = 180 - p - q;
  const P = { x: 50, y: 270 };
  const Q = { x: 330, y: 270 };
  const side = (dist(P, Q) * Math.sin(radians(q))) / Math.sin(radians(r)); // law of sines: PR
  const R = { x: P.x + side * Math.cos(radians(p)), y: P.y - side * Math.sin(radians(p)) };
  check(near(angleAt(P, Q, R), p) && near(angleAt(Q, P, R), q), 's1-04 given angles');
  check(near(angleAt(R, P, Q), 65), 's1-04 answer x = 65');
  const marks = [
    [P, Q, R, `${p}°`],
    [Q, R, P, `${q}°`],
    [R, P, Q, 'x°'],
  ] as const;
  const body = [polygon([P, Q, R])];
  for (const [v, a, b, label] of marks) {
    const m = angleMark(v, a, b, 28, 52);
    body.push(m.arc, text(m.label.x, m.label.y, label, { italic: label === 'x°' }));
  }
  save(
    'eval-s1-04',
    svgDocument(
      380,
      300,
      'Triangle with interior angles of 48 degrees, 67 degrees and x degrees',
      body,
    ),
  );
}

// eval-s1-07: the line y = 2x - 2 on a grid from -5 to 5.
{
  const m = 2;
  const b = -2;
  const g = axesPlane({
    x: { min: -5, max: 5, step: 1 },
    y: { min: -5, max: 5, step: 1 },
    unitX: 34,
    unitY: 34,
    kind: 'xy',
  });
  const x0 = (-5 - b) / m;
  const x1 = (5 - b) / m;
  check(
    b === -2 && m * 3 + b === 4 && m * 1 + b === 0,
    's1-07 line through (0, -2), (1, 0), (3, 4)',
  );
  g.body.push(line(g.P(x0, -5), g.P(x1, 5), 2.5));
  g.body.push(text(g.px(3.35), g.py(2.6), 'y = f(x)', { italic: true, anchor: 'start' }));
  save(
    'eval-s1-07',
    svgDocument(
      g.width,
      g.height,
      'Graph in the xy-plane of the line y = f(x), which passes through (0, −2), (1, 0) and (3, 4)',
      g.all(),
    ),
  );
}

// eval-s1-12: a circle with center O, radius 6 and central angle AOB of 120 degrees.
{
  const O = { x: 200, y: 170 };
  const rPx = 130;
  const at = (deg: number, r = rPx): Pt => ({
    x: O.x + r * Math.cos(radians(deg)),
    y: O.y - r * Math.sin(radians(deg)),
  });
  const [a, b] = [210, 330];
  const A = at(a);
  const B = at(b);
  check(near(angleAt(O, A, B), 120), 's1-12 central angle 120');
  check(near((120 / 360) * 2 * Math.PI * 6, 4 * Math.PI), 's1-12 arc length 4 pi');
  const m = angleMark(O, A, B, 26, 50);
  const la = at(a, rPx + 20);
  const lb = at(b, rPx + 20);
  const body = [
    circle(O, rPx),
    line(O, A),
    line(O, B),
    dot(O),
    dot(A),
    dot(B),
    m.arc,
    text(m.label.x, m.label.y, '120°'),
    sideLabel(O, A, B, 14, '6'),
    text(O.x, O.y - 20, 'O', { italic: true }),
    text(la.x, la.y, 'A', { italic: true }),
    text(lb.x, lb.y, 'B', { italic: true }),
  ];
  save(
    'eval-s1-12',
    svgDocument(
      400,
      330,
      'Circle with center O and points A and B on the circle; radius OA is 6 and angle AOB is 120 degrees',
      body,
    ),
  );
}

// eval-s1-16: distance and time of 12 deliveries, with the line of best fit y = 3x + 10.
{
  const miles = [2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 19];
  const resid = [3, -2, -3, 4, -1, 2, -4, 3, 1, -3, 2, -2];
  const fit = (x: number) => 3 * x + 10;
  const minutes = miles.map((x, i) => fit(x) + (resid[i] ?? 0));
  const n = miles.length;
  const mx = miles.reduce((s, x) => s + x, 0) / n;
  const my = minutes.reduce((s, y) => s + y, 0) / n;
  const sxy = miles.reduce((s, x, i) => s + (x - mx) * ((minutes[i] ?? 0) - my), 0);
  const sxx = miles.reduce((s, x) => s + (x - mx) ** 2, 0);
  const slope = sxy / sxx;
  check(Math.abs(slope - 3) < 0.1, `s1-16 least-squares slope ${slope} is about 3`);
  const intercept = my - slope * mx;
  for (const x of [0, 10, 20]) {
    check(Math.abs(slope * x + intercept - fit(x)) < 1.5, `s1-16 drawn line near the fit at ${x}`);
  }
  check(fit(0) === 10 && fit(20) === 70, 's1-16 line through (0, 10) and (20, 70)');
  const g = axesPlane({
    x: { min: 0, max: 20, step: 2, title: 'Distance (miles)' },
    y: { min: 0, max: 80, step: 10, title: 'Time (minutes)' },
    unitX: 20,
    unitY: 3.5,
    kind: 'data',
  });
  g.body.push(line(g.P(0, fit(0)), g.P(20, fit(20)), 2.5));
  miles.forEach((x, i) => g.body.push(dot(g.P(x, minutes[i] ?? 0), 5)));
  save(
    'eval-s1-16',
    svgDocument(
      g.width,
      g.height,
      'Scatterplot of delivery time in minutes against distance in miles for 12 deliveries, with a line of best fit through (0, 10), (10, 40) and (20, 70)',
      g.all(),
    ),
  );
}

// eval-s2-06: a right triangle with legs 8 and x = 15 and hypotenuse 17.
{
  const s = 22;
  const C = { x: 50, y: 226 };
  const A = { x: C.x, y: C.y - 8 * s };
  const B = { x: C.x + 15 * s, y: C.y };
  check(near(dist(A, B) / s, 17) && near(dist(A, C) / s, 8), 's2-06 sides 8, 15, 17');
  const body = [
    polygon([A, B, C]),
    rightAngle(C, A, B, 16),
    sideLabel(A, C, B, 18, '8'),
    sideLabel(C, B, A, 18, 'x', { italic: true }),
    sideLabel(A, B, C, 18, '17'),
  ];
  save(
    'eval-s2-06',
    svgDocument(
      420,
      260,
      'Right triangle with a leg of length 8, a leg of length x and a hypotenuse of length 17',
      body,
    ),
  );
}

// eval-s2-09: free throws made (out of 4) by 25 players; the median is 2.
{
  const counts = [3, 6, 8, 5, 3];
  const total = counts.reduce((s, c) => s + c, 0);
  const sorted = counts.flatMap((c, made) => Array<number>(c).fill(made));
  check(total === 25 && sorted[12] === 2, 's2-09 25 players with median 2');
  const slot = 70;
  const g = axesPlane({
    x: { min: 0, max: counts.length, step: 1, bare: true, title: 'Free throws made' },
    y: { min: 0, max: 9, step: 1, title: 'Number of players' },
    unitX: slot,
    unitY: 30,
    kind: 'data',
  });
  counts.forEach((c, made) => {
    const x0 = g.px(made + 0.5) - 22;
    g.body.push(rect(x0, g.py(c), 44, g.py(0) - g.py(c), '#cbd5e1'));
    g.body.push(text(g.px(made + 0.5), g.py(0) + 16, String(made), { size: 14 }));
  });
  save(
    'eval-s2-09',
    svgDocument(
      g.width,
      g.height,
      'Bar graph of the number of free throws made out of 4 by 25 players: 0 made, 3 players; 1 made, 6 players; 2 made, 8 players; 3 made, 5 players; 4 made, 3 players',
      g.all(),
    ),
  );
}

// eval-s2-13: triangle ABC with DE parallel to BC and AD = 8; areas ADE 28 and ABC 63 make AB 12.
{
  const s = 20;
  const u = (x: number, y: number): Pt => ({ x: 40 + x * s, y: 226 - y * s });
  const [a, b, c] = [
    { x: 7.2, y: 9.6 },
    { x: 0, y: 0 },
    { x: 13.125, y: 0 },
  ];
  const area = (p: Pt, q: Pt, r: Pt) =>
    Math.abs((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / 2;
  const d = lerp(a, b, 8 / 12);
  const e = lerp(a, c, 8 / 12);
  check(near(dist(a, b), 12) && near(dist(a, d), 8) && near(dist(d, b), 4), 's2-13 AD = 8, DB = 4');
  check(near(area(a, d, e), 28) && near(area(a, b, c), 63), 's2-13 areas 28 and 63');
  check(near(8 / Math.sqrt(28 / 63), 12), 's2-13 answer: AB is 12');
  const [A, B, C, D, E] = [a, b, c, d, e].map((p) => u(p.x, p.y)) as [Pt, Pt, Pt, Pt, Pt];
  const body = [
    polygon([A, B, C]),
    line(D, E),
    parallelMark(D, E),
    parallelMark(B, C),
    dot(D, 3.5),
    dot(E, 3.5),
    text(A.x, A.y - 16, 'A', { italic: true }),
    text(B.x - 12, B.y + 12, 'B', { italic: true }),
    text(C.x + 12, C.y + 12, 'C', { italic: true }),
    text(D.x - 16, D.y - 2, 'D', { italic: true }),
    text(E.x + 16, E.y - 2, 'E', { italic: true }),
    sideLabel(A, D, C, 16, '8'),
  ];
  save(
    'eval-s2-13',
    svgDocument(
      350,
      256,
      'Triangle ABC with point D on side AB and point E on side AC, segment DE parallel to BC, and AD = 8',
      body,
    ),
  );
}

// eval-s2-19: the parabola y = (x - 1)(x - 7) with vertex (4, -9).
{
  const fx = (x: number) => (x - 1) * (x - 7);
  check(
    fx(1) === 0 && fx(7) === 0 && fx(4) === -9 && fx(0) === 7,
    's2-19 zeros 1, 7, vertex (4, -9)',
  );
  check(1 - 3 + (7 - 3) === 2, 's2-19 zeros of g(x) = f(x + 3) add to 2');
  const g = axesPlane({
    x: { min: -2, max: 9, step: 1 },
    y: { min: -10, max: 6, step: 1, labelEvery: 2 },
    unitX: 32,
    unitY: 26,
    kind: 'xy',
  });
  const lo = 4 - Math.sqrt(15);
  const hi = 4 + Math.sqrt(15);
  check(lo > 0, 's2-19 curve stays right of the y-axis numbers');
  const pts: Pt[] = [];
  for (let i = 0; i <= 120; i++) {
    const x = lo + ((hi - lo) * i) / 120;
    pts.push(g.P(x, fx(x)));
  }
  g.body.push(polyline(pts));
  g.body.push(dot(g.P(1, 0)), dot(g.P(7, 0)), dot(g.P(4, -9)));
  g.body.push(text(g.px(4) + 12, g.py(-9) + 2, '(4, \u22129)', { anchor: 'start', size: 15 }));
  g.body.push(text(g.px(7.9) + 8, g.py(5), 'y = f(x)', { italic: true, anchor: 'start' }));
  save(
    'eval-s2-19',
    svgDocument(
      g.width + 40,
      g.height,
      'Graph in the xy-plane of the parabola y = f(x), which crosses the x-axis at (1, 0) and (7, 0) and has its vertex at (4, \u22129)',
      g.all(),
    ),
  );
}
