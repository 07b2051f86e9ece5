// Generates questions/geometry-trigonometry/lines-and-angles.mg-t.generated.yaml (branch mg-t):
// alternate interior and vertical angles with expressions, a path bending twice between parallel
// lines, and angle chasing with parallel lines and isosceles triangles (a linear case, and a
// quadratic case with a root to reject), and the bisectors of two interior angles on the same
// side of a transversal. Each key is confirmed with coordinates or by substituting back.
//   npx tsx content/generators/geometry-trigonometry/synthesis-lines-and-angles.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { parallelIsoscelesFigure, zigzagFigure } from './synthesis-figures-lines.ts';
import { SynthesisBank, because, num } from './synthesis-common.ts';

// Levels: 2 one angle relation, 3 two, 4 a construction (a parallel through each bend) or three
// facts chained, 5 a hidden right angle turned into a distance. The quadratic from an isosceles
// triangle between parallel lines (a root to reject), first 5, is 4 after the blind solve
// (solver 3; the rounded-up mean of the two ratings).
const LEVEL = { alternate: 2, vertical: 3, zigzag: 4, isosceles: 4, bisectors: 5, quadratic: 4 };
const bank = new SynthesisBank('lines-and-angles');
const deg = (d: number) => (d * Math.PI) / 180;

// ---------- (1) alternate interior angles with expressions ----------
{
  const x = (15 + 30) / (7 - 4);
  const angle = 4 * x + 15;
  check(angle === 7 * x - 30 && angle === 75, 'alternate angles');
  bank.mc({
    difficulty: LEVEL.alternate,
    body: 'Two parallel lines are cut by a transversal. Two alternate interior angles formed have measures $(4x + 15)^\\circ$ and $(7x - 30)^\\circ$. What is the measure, in degrees, of either of these angles?',
    correct: num(angle),
    wrong: [
      because(num(x), `$${x}$ is the value of $x$, not the angle.`),
      because(num(4 * x), `$${4 * x}$ is $4x$ without the $15$.`),
      because(num(180 - angle), `$${180 - angle}$ is the supplement of the angle.`),
    ],
    hints: ['Alternate interior angles formed by parallel lines are congruent.'],
    superhints: ['Set $4x + 15 = 7x - 30$, solve for $x$, and substitute back.'],
    explanation: `Alternate interior angles are equal: $4x + 15 = 7x - 30$, so $x = ${x}$ and each angle is $4 \\cdot ${x} + 15 = ${angle}^\\circ$.`,
  });
}

// ---------- (2) vertical angles, then the adjacent angle ----------
{
  const x = (10 + 30) / (5 - 3);
  const v = 3 * x + 10;
  check(v === 5 * x - 30 && 180 - v === 110, 'vertical angles');
  bank.mc({
    difficulty: LEVEL.vertical,
    body: 'Two lines intersect at a point. Two vertical angles formed have measures $(3x + 10)^\\circ$ and $(5x - 30)^\\circ$. What is the measure, in degrees, of each of the other two angles formed at the point?',
    correct: num(180 - v),
    wrong: [
      because(num(x), `$${x}$ is the value of $x$.`),
      because(num(v), `$${v}$ is the measure of the vertical angles themselves.`),
      because(num(2 * v), `$${2 * v}$ adds the two vertical angles.`),
    ],
    hints: [
      'Vertical angles are congruent.',
      'An angle next to one of them forms a straight line with it.',
    ],
    superhints: ['Solve $3x + 10 = 5x - 30$, find the angle, and subtract it from $180$.'],
    explanation: `$3x + 10 = 5x - 30$ gives $x = ${x}$, so the vertical angles measure $${v}^\\circ$. Each other angle forms a linear pair with one of them: $180 - ${v} = ${180 - v}$.`,
  });
}

// ---------- (3) a path that bends twice between parallel lines ----------
{
  const [a, bendP, e] = [30, 80, 35];
  const x = bendP - a + e; // PQ makes (bendP - a) with the horizontal
  // check with coordinates (y up): build the path from its directions, then measure the angles
  const d = bendP - a;
  const P = [Math.cos(deg(a)), -Math.sin(deg(a))];
  const Q = [P[0]! - Math.cos(deg(d)), P[1]! - Math.sin(deg(d))];
  const B = [Q[0]! + 3 * Math.cos(deg(e)), Q[1]! - 3 * Math.sin(deg(e))];
  const angleAt = (v: number[], p: number[], q: number[]) => {
    const [u, w] = [
      [p[0]! - v[0]!, p[1]! - v[1]!],
      [q[0]! - v[0]!, q[1]! - v[1]!],
    ];
    return (
      (Math.acos(
        (u[0]! * w[0]! + u[1]! * w[1]!) / (Math.hypot(u[0]!, u[1]!) * Math.hypot(w[0]!, w[1]!)),
      ) *
        180) /
      Math.PI
    );
  };
  check(close(angleAt(P, [0, 0], Q), bendP) && close(angleAt(B, [B[0]! - 1, B[1]!], Q), e), 'path');
  check(close(angleAt(Q, P, B), x) && x === 85, 'angle at Q');
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.zigzag,
    body: `In the figure, lines $\\ell$ and $m$ are parallel. Segment $\\overline{AP}$ makes an angle of $${a}^\\circ$ with line $\\ell$, angle $APQ$ measures $${bendP}^\\circ$, and segment $\\overline{QB}$ makes an angle of $${e}^\\circ$ with line $m$. What is the value of $x$?`,
    figure: zigzagFigure(id, a, bendP, e, 'x°'),
    correct: num(x),
    wrong: [
      because(num(d), `$${d}$ is only the part of the angle at $Q$ on the side of $P$.`),
      because(num(a + e), `$${a + e}$ adds the two angles at $\\ell$ and $m$.`),
      because(num(bendP + e), `$${bendP + e}$ adds the whole angle at $P$ to the one at $B$.`),
    ],
    hints: ['Draw a line through $P$ and a line through $Q$, both parallel to $\\ell$.'],
    superhints: [
      `The parallel through $P$ splits angle $APQ$ into $${a}^\\circ$ (alternate interior with the angle at $A$) and the angle $\\overline{PQ}$ makes with that parallel. The parallel through $Q$ splits angle $PQB$ the same way.`,
    ],
    explanation: `Through $P$, a parallel to $\\ell$ splits angle $APQ$ into $${a}^\\circ$ and $${bendP} - ${a} = ${d}^\\circ$, the angle between $\\overline{PQ}$ and the parallel. Through $Q$, another parallel splits angle $PQB$ into $${d}^\\circ$ (alternate interior angles on $\\overline{PQ}$) and $${e}^\\circ$ (alternate interior with the angle at $B$). So $x = ${d} + ${e} = ${x}$.`,
  });
}

// ---------- (4) parallel lines and an isosceles triangle, with expressions ----------
{
  // A on l; B, C on m; AB = BC; D on l to the right of A. ∠DAB = 3x + 4, ∠ACB = x + 12.
  // ∠DAB = ∠DAC + ∠CAB = ∠ACB + ∠ACB (alternate interior; isosceles)
  const x = (2 * 12 - 4) / (3 - 2);
  const acb = x + 12;
  const abc = 180 - 2 * acb;
  check(3 * x + 4 + abc === 180 && abc === 116, 'same-side interior angles agree');
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.isosceles,
    body: 'In the figure, line $\\ell$ is parallel to line $m$. Point $A$ lies on $\\ell$, points $B$ and $C$ lie on $m$, and $AB = BC$. Point $D$ lies on $\\ell$. Angle $DAB$ measures $(3x + 4)^\\circ$ and angle $ACB$ measures $(x + 12)^\\circ$. What is the measure, in degrees, of angle $ABC$?',
    figure: parallelIsoscelesFigure(id, {
      apex: 'B',
      angleB: abc,
      title:
        'Parallel lines l (above) and m. Triangle ABC has A on l and B and C on m, with AB = BC marked. Point D is on l to the right of A.',
      ray: 'D',
    }),
    correct: num(abc),
    wrong: [
      because(num(acb), `$${acb}$ is angle $ACB$.`),
      because(num(3 * x + 4), `$${3 * x + 4}$ is angle $DAB$.`),
      because(num(180 - acb), `$${180 - acb}$ takes only one base angle from $180$.`),
    ],
    hints: [
      'Since $AB = BC$, which two angles of triangle $ABC$ are equal?',
      'Angle $DAC$ and angle $ACB$ are alternate interior angles.',
    ],
    superhints: ['Angle $DAB$ = angle $DAC$ + angle $CAB$, and both of those equal angle $ACB$.'],
    explanation: `Angle $DAC$ = angle $ACB$ (alternate interior angles), and angle $CAB$ = angle $ACB$ (the triangle is isosceles with $AB = BC$). So $3x + 4 = 2(x + 12)$, $x = ${x}$, and angle $ACB = ${acb}^\\circ$. Then angle $ABC = 180 - 2 \\cdot ${acb} = ${abc}^\\circ$ (also $180 - (3 \\cdot ${x} + 4)$, since angles $DAB$ and $ABC$ are same-side interior angles).`,
  });
}

// ---------- (5) the bisectors of two same-side interior angles ----------
{
  const [ap, bp] = [6, 8];
  const ab = Math.hypot(ap, bp);
  const dist = frac(2 * ap * bp, ab); // twice the distance from P to the transversal
  // check with coordinates: l is y = H, m is y = 0; transversal through B (0,0) at angle 2β
  const beta = Math.atan2(ap, bp); // angle PBA, half of the interior angle at B
  const H = ab * Math.sin(2 * beta);
  const P = [bp * Math.cos(beta), bp * Math.sin(beta)]; // along the bisector from B
  check(close(H, dist.n / dist.d) && close(P[1]!, H / 2), 'P midway between the lines');
  bank.mc({
    difficulty: LEVEL.bisectors,
    body: `A transversal crosses parallel lines $\\ell$ and $m$ at points $A$ and $B$, respectively. The bisectors of the two interior angles on the same side of the transversal meet at point $P$, with $AP = ${ap}$ and $BP = ${bp}$. What is the distance between lines $\\ell$ and $m$?`,
    correct: { tex: String(dist.n / dist.d), key: dist.n / dist.d },
    wrong: [
      because(
        { tex: String((ap * bp) / ab), key: (ap * bp) / ab },
        `$${(ap * bp) / ab}$ is the distance from $P$ to one line, not the distance between the lines.`,
      ),
      because(num(ab), `$${ab}$ is the length $AB$.`),
      because(num(ap + bp), `$${ap + bp}$ adds $AP$ and $BP$.`),
    ],
    hints: [
      'The two interior angles on the same side add up to $180^\\circ$. What is angle $APB$?',
      'Every point of an angle bisector is the same distance from both sides of the angle.',
    ],
    superhints: [
      'Angle $APB$ is $90^\\circ$, so $AB$ follows from the Pythagorean theorem. $P$ is as far from $\\ell$ as from the transversal, and as far from $m$ as from the transversal.',
    ],
    explanation: `The interior angles at $A$ and $B$ add to $180^\\circ$, so their halves add to $90^\\circ$ and angle $APB = 90^\\circ$. Then $AB = \\sqrt{${ap}^2 + ${bp}^2} = ${ab}$, and the distance from $P$ to $\\overline{AB}$ is the height of the right triangle: $\\frac{${ap} \\cdot ${bp}}{${ab}} = ${(ap * bp) / ab}$. $P$ lies on both bisectors, so it is $${(ap * bp) / ab}$ from $\\ell$ and $${(ap * bp) / ab}$ from $m$, and the lines are $2 \\cdot ${(ap * bp) / ab} = ${dist.n / dist.d}$ apart.`,
  });
}

// ---------- (6) a quadratic from an isosceles triangle between parallel lines ----------
{
  // A on l; B, C on m; AB = AC; E on l to the right of A. ∠EAC = x², ∠BAC = 6x + 4.
  // ∠EAC = ∠ACB = (180 - (6x + 4)) / 2 → x² + 3x - 88 = 0 → x = 8 (x = -11 makes ∠BAC negative)
  const roots = [8, -11].filter((x) => x * x + 3 * x - 88 === 0);
  const valid = roots.filter((x) => 6 * x + 4 > 0 && 6 * x + 4 < 180 && x * x > 0 && x * x < 90);
  check(roots.length === 2 && valid.length === 1 && valid[0] === 8, 'one root fits');
  const x = 8;
  const bac = 6 * x + 4;
  // check: the base angles of the triangle equal ∠EAC, and the angle sum holds
  check(bac + 2 * x * x === 180, 'angle sum');
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.quadratic,
    body: 'In the figure, line $\\ell$ is parallel to line $m$. Point $A$ lies on $\\ell$, points $B$ and $C$ lie on $m$, and $AB = AC$. Point $E$ lies on $\\ell$. Angle $EAC$ measures $(x^2)^\\circ$ and angle $BAC$ measures $(6x + 4)^\\circ$. What is the measure, in degrees, of angle $BAC$?',
    figure: parallelIsoscelesFigure(id, {
      apex: 'A',
      angleB: x * x,
      title:
        'Parallel lines l (above) and m. Triangle ABC has A on l and B and C on m, with AB = AC marked. Point E is on l to the right of A. Angle EAC is labeled x squared degrees and angle BAC is labeled (6x + 4) degrees.',
      labels: ['(x²)°', '(6x + 4)°'],
      ray: 'E',
    }),
    correct: num(bac),
    wrong: [
      because(num(x), `$${x}$ is the value of $x$.`),
      because(num(x * x), `$${x * x}$ is angle $EAC$, a base angle of the triangle.`),
      because(num(180 - bac), `$${180 - bac}$ is the supplement of angle $BAC$.`),
      because(
        num(180 - x * x),
        `$${180 - x * x}$ is the angle between $\\overline{AC}$ and line $\\ell$ on the other side of $A$.`,
      ),
    ],
    letter: 'B',
    hints: [
      'Angle $EAC$ is equal to one of the angles of the triangle. Which one?',
      'The two base angles of an isosceles triangle are equal.',
    ],
    superhints: [
      'Angle $EAC$ = angle $ACB$ (alternate interior angles), and angle $ACB = \\frac{180 - (6x + 4)}{2}$. The equation is quadratic; check each solution.',
    ],
    explanation: `Angle $ACB$ = angle $EAC = x^2$ (alternate interior angles), and angle $ABC$ = angle $ACB$. The angle sum gives $(6x + 4) + 2x^2 = 180$, so $x^2 + 3x - 88 = 0$ and $(x + 11)(x - 8) = 0$. For $x = -11$, angle $BAC$ would be $-62^\\circ$, so $x = 8$ and angle $BAC = 6 \\cdot 8 + 4 = ${bac}^\\circ$ (the base angles are $64^\\circ$).`,
  });
}

bank.write('synthesis-lines-and-angles.ts');
