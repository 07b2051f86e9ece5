// Figures for the hand-written questions in questions/geometry-trigonometry/lines-and-angles.yaml.
// Run: npx tsx content/generators/geometry-trigonometry/lines-and-angles-figures.ts
import { add, mul, polar, pt, radians, sub, unit, type Pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { ACCENT } from '../lib/figure-kit/palette.ts';
import { transversalFigure } from './angles.ts';

// lines-and-angles-001: two lines crossing; one angle 47 degrees, the adjacent angle x.
{
  const f = new Figure(
    360,
    260,
    'Two intersecting lines forming an angle of 47 degrees and an adjacent angle of x degrees',
  );
  const O = pt(180, 130);
  const base = 12;
  for (const a of [base, base + 47]) {
    const p = polar(O, 130, a);
    const q = polar(O, 130, a + 180);
    f.line(q, p);
    f.arrowHead(p, sub(p, O));
    f.arrowHead(q, sub(q, O));
  }
  f.angleArc(O, polar(O, 10, base), polar(O, 10, base + 47), 26);
  f.text(polar(O, 50, base + 23.5), '47°');
  f.angleArc(O, polar(O, 10, base + 47), polar(O, 10, base + 180), 20);
  f.text(polar(O, 44, base + 47 + 66.5), 'x°');
  f.save('geometry-trigonometry', 'lines-and-angles-001');
}

// lines-and-angles-002: angles x, 2x and 60 on a straight line (x = 40).
{
  const f = new Figure(
    380,
    220,
    'Three angles on a straight line measuring 60 degrees, 2x degrees and x degrees',
  );
  const O = pt(190, 170);
  f.line(pt(30, 170), pt(350, 170));
  f.arrowHead(pt(350, 170), pt(1, 0));
  f.arrowHead(pt(30, 170), pt(-1, 0));
  for (const a of [60, 140]) {
    const p = polar(O, 140, a);
    f.line(O, p);
    f.arrowHead(p, sub(p, O));
  }
  f.dot(O);
  const slots: [number, number, string, number][] = [
    [0, 60, '60°', 58],
    [60, 140, '2x°', 52],
    [140, 180, 'x°', 58],
  ];
  slots.forEach(([a0, a1, t, r], i) => {
    f.angleArc(O, polar(O, 10, a0), polar(O, 10, a1), 22 + 6 * i);
    f.text(polar(O, r, (a0 + a1) / 2), t);
  });
  f.save('geometry-trigonometry', 'lines-and-angles-002');
}

// lines-and-angles-003: transversal at 62 degrees; 118 at P (upper left), x at Q (upper right).
transversalFigure(
  'Parallel lines l and m cut by transversal t; an angle of 118 degrees at line l and an angle of x degrees at line m',
  62,
  [
    { at: 'P', slot: 'UL', text: '118°' },
    { at: 'Q', slot: 'UR', text: 'x°' },
  ],
).f.save('geometry-trigonometry', 'lines-and-angles-003');

// lines-and-angles-004: corresponding angles (3x + 14) and (5x - 22); x = 18 gives 68 degrees.
transversalFigure(
  'Parallel lines l and m cut by transversal t, with corresponding angles (3x + 14) degrees and (5x - 22) degrees',
  68,
  [
    { at: 'P', slot: 'UR', text: '(3x + 14)°' },
    { at: 'Q', slot: 'UR', text: '(5x − 22)°' },
  ],
).f.save('geometry-trigonometry', 'lines-and-angles-004');

// lines-and-angles-005: same-side interior angles (4x - 10) at P and (2x + 10) at Q; x = 30.
transversalFigure(
  'Parallel lines l and m cut by transversal t, with same-side interior angles (4x - 10) degrees and (2x + 10) degrees',
  70,
  [
    { at: 'P', slot: 'LR', text: '(4x − 10)°', r: 34 },
    { at: 'Q', slot: 'UR', text: '(2x + 10)°' },
  ],
  undefined,
  170,
).f.save('geometry-trigonometry', 'lines-and-angles-005');

/** Parallel lines with a bent path A-P-B between them; returns the drawing and the points. */
function bentPath(title: string, A: Pt, B: Pt, dirA: number, dirB: number, width: number) {
  // P = A + s(dirA) = B + t(dirB): intersect the two rays (math coordinates).
  const da = pt(Math.cos(radians(dirA)), Math.sin(radians(dirA)));
  const db = pt(Math.cos(radians(dirB)), Math.sin(radians(dirB)));
  const det = da.x * -db.y - da.y * -db.x;
  const s = ((B.x - A.x) * -db.y - (B.y - A.y) * -db.x) / det;
  const P = add(A, mul(da, s));
  const f = new Figure(400, 270, title);
  const { map } = fitFrame(
    [pt(A.x - width, A.y), pt(P.x + 1, P.y), B, pt(A.x + width, B.y)],
    400,
    270,
    36,
  );
  const [a, b, p] = [map(A), map(B), map(P)];
  for (const y of [a.y, b.y]) {
    f.line(pt(20, y), pt(380, y));
    f.arrowHead(pt(380, y), pt(1, 0));
    f.arrowHead(pt(20, y), pt(-1, 0));
    f.parallelMark(pt(30, y), pt(110, y), 1, 0.6);
  }
  f.text(pt(388, a.y - 14), 'ℓ', { italic: true, anchor: 'end' });
  f.text(pt(388, b.y - 14), 'm', { italic: true, anchor: 'end' });
  f.line(a, p);
  f.line(p, b);
  f.dot(p);
  return { f, a, b, p };
}

// lines-and-angles-006: bend to the right; 35 at l, 50 at m, bend angle x = 85.
{
  const { f, a, b, p } = bentPath(
    'Parallel lines l and m with a bent path between them making angles of 35 and 50 degrees with the lines and x degrees at the bend',
    pt(0, 4),
    pt(0, 0),
    -35,
    50,
    2.4,
  );
  f.angleArc(a, add(a, pt(10, 0)), p, 30);
  f.angleLabel(a, add(a, pt(10, 0)), p, 56, '35°');
  f.angleArc(b, add(b, pt(10, 0)), p, 26);
  f.angleLabel(b, add(b, pt(10, 0)), p, 50, '50°');
  f.markAngle(p, a, b, 22, 40, 'x°');
  f.save('geometry-trigonometry', 'lines-and-angles-006');
}

// lines-and-angles-008: P on l, Q and R on m; 52 at P (left), exterior 109 at R, x at P.
{
  const h = 4;
  const P = pt(0, h);
  const Q = pt(-h / Math.tan(radians(52)), 0);
  const R = pt(-h / Math.tan(radians(109)), 0);
  const f = new Figure(
    420,
    260,
    'Parallel lines l and m; triangle PQR with P on l and Q, R on m; angles 52 degrees and 109 degrees marked, and x degrees at P',
  );
  const { map } = fitFrame([pt(Q.x - 1.6, 0), pt(R.x + 2.2, h)], 420, 260, 40);
  const [p, q, r] = [map(P), map(Q), map(R)];
  for (const y of [p.y, q.y]) {
    f.line(pt(20, y), pt(400, y));
    f.arrowHead(pt(400, y), pt(1, 0));
    f.arrowHead(pt(20, y), pt(-1, 0));
    f.parallelMark(pt(30, y), pt(100, y), 1, 0.6);
  }
  f.text(pt(408, p.y - 14), 'ℓ', { italic: true, anchor: 'end' });
  f.text(pt(408, q.y - 14), 'm', { italic: true, anchor: 'end' });
  f.poly([p, q, r]);
  const left = add(p, pt(-10, 0));
  f.markAngle(p, left, q, 30, 52, '52°');
  f.markAngle(p, q, r, 22, 40, 'x°');
  const right = add(r, pt(10, 0));
  f.markAngle(r, right, p, 22, 44, '109°');
  f.text(add(p, pt(0, -16)), 'P', { italic: true });
  f.text(add(q, pt(-4, 16)), 'Q', { italic: true });
  f.text(add(r, pt(-12, 16)), 'R', { italic: true });
  f.save('geometry-trigonometry', 'lines-and-angles-008');
}

// lines-and-angles-009: bend to the right with obtuse angles 142 (at l) and 153 (at m); x = 65.
{
  const { f, a, b, p } = bentPath(
    'Parallel lines l and m with a bent path between them; obtuse angles of 142 and 153 degrees at the lines and x degrees at the bend',
    pt(0, 4),
    pt(0, 0),
    -38,
    27,
    2.4,
  );
  const la = add(a, pt(-10, 0));
  const lb = add(b, pt(-10, 0));
  f.markAngle(a, la, p, 20, 38, '142°');
  f.markAngle(b, lb, p, 20, 38, '153°');
  f.markAngle(p, a, b, 22, 40, 'x°');
  f.save('geometry-trigonometry', 'lines-and-angles-009');
}

// lines-and-angles-010: star from five points on a circle with arcs 64, 80, 70, 96, 50 degrees;
// tip angles are half the opposite arcs: 35, 48, 25, 32 (x), 40.
{
  const arcs = [64, 80, 70, 96, 50];
  const f = new Figure(
    360,
    340,
    'A five-pointed star with tip angles of 35, 48, 25, 40 and x degrees',
  );
  const O = pt(180, 176);
  const R = 140;
  let a = 90;
  const V: Pt[] = arcs.map((d) => {
    const v = polar(O, R, a);
    a -= d;
    return v;
  });
  const labels = ['35°', '48°', '25°', 'x°', '40°'];
  for (let i = 0; i < 5; i++) f.line(V[i]!, V[(i + 2) % 5]!);
  for (let i = 0; i < 5; i++) {
    const v = V[i]!;
    const p1 = V[(i + 2) % 5]!;
    const p2 = V[(i + 3) % 5]!;
    f.angleArc(v, p1, p2, 26);
    const out = unit(sub(v, O));
    f.text(add(v, mul(out, -48)), labels[i]!, { color: labels[i] === 'x°' ? ACCENT : undefined });
  }
  f.save('geometry-trigonometry', 'lines-and-angles-010');
}
