// Generates questions/geometry-trigonometry/pythagorean-theorem.l5w.generated.yaml (series l5w,
// level 5): a triangle known by two sides and the height between them, whose foot may fall
// between B and C or beyond B (two items: the third side, the area); the points of the x-axis
// that make a right triangle with two given points, with the right angle at any of the three
// vertices; and a rhombus known by its side and the sum of its diagonals, whose area comes from
// (p + q)^2 without the diagonals themselves.
// Every key is computed one way and confirmed another: the triangles by building every placement
// of the foot in coordinates and measuring, the right triangles by a scan of the x-axis for the
// zeros of the three Pythagorean conditions, the rhombus by solving for the half-diagonals and
// the shoelace formula.
//   npx tsx content/generators/geometry-trigonometry/pythagorean-theorem-l5w.ts
import { check, close } from '../lib/check.ts';
import { frac, fracAdd, fracEq, fracValue, type Frac } from '../lib/fraction.ts';
import { L5wSeries, num, scanZeros } from './l5w-kit.ts';

// Level 5 for every template: a case most solvers miss (the foot of the height beyond B; the
// right angle at A or at B as well as at C) or a step nothing suggests (the area as 2pq from
// (p + q)^2 - (p^2 + q^2), where p and q are irrational).
const LEVEL = { footCases: 5, rightAngleAnywhere: 5, rhombus: 5 };
const s = new L5wSeries('pythagorean-theorem');

// ---------- (1, 2) two sides and the height from their common vertex ----------
function footCases(AB: number, AC: number, h: number) {
  const [bd, cd] = [Math.sqrt(AB * AB - h * h), Math.sqrt(AC * AC - h * h)];
  check(Number.isInteger(bd) && Number.isInteger(cd) && bd < cd, 'whole pieces');
  const sides = [cd - bd, cd + bd]; // the foot beyond B, or between B and C
  // second way: A = (0, h) above the foot at the origin; B and C on the x-axis on either side
  const found = new Set<number>();
  for (const sb of [-1, 1])
    for (const sc of [-1, 1]) {
      const [B, C] = [sb * bd, sc * cd];
      check(close(Math.hypot(B, h), AB) && close(Math.hypot(C, h), AC), 'sides');
      found.add(Math.abs(C - B));
    }
  check(found.size === 2 && sides.every((v) => found.has(v)), 'two lengths of BC');
  return { bd, cd, sides };
}

{
  const [AB, AC, h] = [10, 17, 8];
  const { bd, cd, sides } = footCases(AB, AC, h);
  const [short, long] = sides as [number, number];
  const rightAtA = AB * AB + AC * AC; // 389, not a square
  check(!Number.isInteger(Math.sqrt(rightAtA)), 'an irrational hypotenuse');
  s.mcText({
    level: LEVEL.footCases,
    body: `In triangle $ABC$, $AB = ${AB}$ and $AC = ${AC}$, and the distance from $A$ to line $BC$ is $${h}$. Which of the following gives all possible values of $BC$?`,
    options: [
      `$${long}$ only`,
      `$${short}$ only`,
      `$\\sqrt{${rightAtA}}$ only`,
      `$${short}$ or $${long}$`,
    ],
    keyIndex: 3,
    hints: [
      'Draw the perpendicular from $A$ to line $BC$, and call its foot $F$. Find $BF$ and $CF$.',
      'Must $F$ lie between $B$ and $C$?',
    ],
    superhints: [
      `The perpendicular makes two right triangles with hypotenuses $${AB}$ and $${AC}$ and a common leg of $${h}$. If $F$ is between $B$ and $C$, add the other legs; if angle $B$ is obtuse, $F$ lies beyond $B$.`,
    ],
    explanation: `Let $F$ be the foot of the perpendicular from $A$ to line $BC$, so $AF = ${h}$. In right triangle $AFB$, $BF = \\sqrt{${AB}^2 - ${h}^2} = ${bd}$, and in right triangle $AFC$, $CF = \\sqrt{${AC}^2 - ${h}^2} = ${cd}$. If $F$ lies between $B$ and $C$, $BC = ${bd} + ${cd} = ${long}$. If angle $B$ is obtuse, $F$ lies on the extension of $\\overline{CB}$ past $B$, and $BC = ${cd} - ${bd} = ${short}$. Both triangles exist, so $BC$ is $${short}$ or $${long}$.`,
    whys: [
      `$${long}$ only assumes that the foot of the perpendicular lies between $B$ and $C$.`,
      `$${short}$ only keeps just the triangle with an obtuse angle at $B$.`,
      `$\\sqrt{${rightAtA}}$ only treats angle $A$ as a right angle; then the distance from $A$ to line $BC$ would not be $${h}$.`,
    ],
  });
}

{
  const [AB, AC, h] = [13, 20, 12];
  const { bd, cd, sides } = footCases(AB, AC, h);
  const areas = sides.map((v) => (v * h) / 2);
  check(areas[0] === 66 && areas[1] === 126, 'areas 66 and 126');
  const rightAtA = (AB * AC) / 2;
  s.mcText({
    level: LEVEL.footCases,
    body: `In triangle $ABC$, $AB = ${AB}$ and $AC = ${AC}$, and the height of the triangle from vertex $A$ to line $BC$ is $${h}$. Which of the following gives all possible areas of triangle $ABC$?`,
    options: [
      `$${areas[1]}$ only`,
      `$${rightAtA}$ only`,
      `$${areas[0]}$ or $${areas[1]}$`,
      `$${areas[0]}$ only`,
    ],
    keyIndex: 2,
    hints: [
      'The area is half of $BC$ times the height. Draw the height from $A$, call its foot $F$, and find $BF$ and $CF$.',
      'Must $F$ lie between $B$ and $C$?',
    ],
    superhints: [
      `The height makes two right triangles with hypotenuses $${AB}$ and $${AC}$ and a common leg of $${h}$. The foot may lie between $B$ and $C$, or beyond $B$ when angle $B$ is obtuse.`,
    ],
    explanation: `Let $F$ be the foot of the height, so $AF = ${h}$. Then $BF = \\sqrt{${AB}^2 - ${h}^2} = ${bd}$ and $CF = \\sqrt{${AC}^2 - ${h}^2} = ${cd}$. If $F$ lies between $B$ and $C$, $BC = ${bd} + ${cd} = ${sides[1]}$ and the area is $\\frac{1}{2} \\cdot ${sides[1]} \\cdot ${h} = ${areas[1]}$. If angle $B$ is obtuse, $F$ lies beyond $B$, $BC = ${cd} - ${bd} = ${sides[0]}$, and the area is $\\frac{1}{2} \\cdot ${sides[0]} \\cdot ${h} = ${areas[0]}$. Both triangles exist.`,
    whys: [
      `$${areas[1]}$ only assumes that the foot of the height lies between $B$ and $C$.`,
      `$${rightAtA}$ only is $\\frac{1}{2} \\cdot ${AB} \\cdot ${AC}$, which treats angle $A$ as a right angle.`,
      `$${areas[0]}$ only keeps just the triangle with an obtuse angle at $B$.`,
    ],
  });
}

// ---------- (3) C on the x-axis, the right angle at any vertex ----------
{
  const [A, B] = [
    [1, 2],
    [7, 4],
  ] as const;
  const sq = (x: number) => x * x;
  const AB2 = sq(B[0] - A[0]) + sq(B[1] - A[1]); // 40
  const AC2 = (x: number) => sq(x - A[0]) + sq(A[1]);
  const BC2 = (x: number) => sq(x - B[0]) + sq(B[1]);
  // by perpendicular slopes and the circle on the diameter AB (exact):
  // at C: (x - 1)(x - 7) + 2 * 4 = 0 -> x^2 - 8x + 15 = 0 -> 3, 5
  // at A: slope of AC is -3 -> x = 1 + 2/3; at B: slope of BC is -3 -> x = 7 + 4/3
  const mAB = frac(B[1] - A[1], B[0] - A[0]);
  const perp = frac(-mAB.d, mAB.n);
  const atA = fracAdd(frac(A[0]), frac(-A[1] * perp.d, perp.n)); // 0 - 2 = perp (x - 1)
  const atB = fracAdd(frac(B[0]), frac(-B[1] * perp.d, perp.n));
  check(fracEq(atA, frac(5, 3)) && fracEq(atB, frac(25, 3)), 'right angle at A or B');
  const atC = [3, 5].filter((x) => (x - A[0]) * (x - B[0]) + A[1] * B[1] === 0);
  check(atC.length === 2, 'right angle at C');
  const all: Frac[] = [frac(3), frac(5), atA, atB];
  const key = all.reduce(fracAdd, frac(0));
  check(fracEq(key, frac(18)), 'sum 18');
  // second way: scan the x-axis for the zeros of the three Pythagorean conditions
  const conds = [
    (x: number) => AC2(x) + BC2(x) - AB2,
    (x: number) => AB2 + AC2(x) - BC2(x),
    (x: number) => AB2 + BC2(x) - AC2(x),
  ];
  const xs = conds.flatMap((f) => scanZeros(f, -50, 50.00001, 1000000)).sort((p, q) => p - q);
  check(xs.length === 4, `four points, found ${xs.length}`);
  check(
    close(
      xs.reduce((p, q) => p + q, 0),
      fracValue(key),
      1e-6,
    ),
    'scan sum',
  );
  // the wrong choices: the right angle at C only; at A or B only; the perpendicular slope +3
  const onlyC = 3 + 5;
  const onlyAB = fracValue(fracAdd(atA, atB));
  const slip = fracAdd(fracAdd(frac(A[0] * 3 - A[1], 3), frac(B[0] * 3 - B[1], 3)), frac(onlyC));
  check(fracEq(slip, frac(14)) && onlyAB === 10, 'wrong sums');
  s.mc({
    level: LEVEL.rightAngleAnywhere,
    body: `In the $xy$-plane, points $A(${A[0]}, ${A[1]})$ and $B(${B[0]}, ${B[1]})$ are two vertices of right triangle $ABC$, and vertex $C$ lies on the $x$-axis. What is the sum of the $x$-coordinates of all possible locations of $C$?`,
    key: num(key),
    wrong: [
      num(onlyC, `$${onlyC}$ puts the right angle only at $C$ (the points $x = 3$ and $x = 5$).`),
      num(onlyAB, `$${onlyAB}$ puts the right angle only at $A$ or at $B$.`),
      num(
        slip,
        `$${fracValue(slip)}$ uses slope $3$ instead of $-3$ for the sides perpendicular to $\\overline{AB}$.`,
      ),
    ],
    hints: [
      'The right angle could be at $A$, at $B$ or at $C$.',
      'Write $C = (x, 0)$ and find $AC^2$, $BC^2$ and $AB^2$ in terms of $x$.',
    ],
    superhints: [
      'For each vertex, the side opposite the right angle is the hypotenuse: use the Pythagorean theorem with that side alone on one side of the equation. One of the three cases gives a quadratic equation.',
    ],
    explanation: `With $C = (x, 0)$: $AB^2 = 6^2 + 2^2 = ${AB2}$, $AC^2 = (x - 1)^2 + 4$ and $BC^2 = (x - 7)^2 + 16$. Right angle at $C$: $AC^2 + BC^2 = ${AB2}$ gives $x^2 - 8x + 15 = 0$, so $x = 3$ or $x = 5$. Right angle at $A$: $AB^2 + AC^2 = BC^2$ gives $12x = 20$, so $x = \\frac{5}{3}$. Right angle at $B$: $AB^2 + BC^2 = AC^2$ gives $12x = 100$, so $x = \\frac{25}{3}$. The sum is $3 + 5 + \\frac{5}{3} + \\frac{25}{3} = ${fracValue(key)}$.`,
  });
}

// ---------- (4) a rhombus from its side and the sum of its diagonals ----------
{
  const [side, sum] = [5, 12];
  const half = sum / 2; // p + q
  const area = half * half - side * side; // 2pq = (p + q)^2 - (p^2 + q^2)
  check(area === 11, 'area 11');
  // second way: the half-diagonals themselves, 3 +- sqrt(7/2), and the shoelace formula
  // (p - q)^2 = 2(p^2 + q^2) - (p + q)^2
  const [hp, hq] = [
    (half + Math.sqrt(2 * side * side - half * half)) / 2,
    (half - Math.sqrt(2 * side * side - half * half)) / 2,
  ];
  check(close(hp + hq, half) && close(hp * hp + hq * hq, side * side) && hq > 0, 'half-diagonals');
  check(!Number.isInteger(hp) && hp > hq, 'irrational half-diagonals');
  const pts = [
    [hp, 0],
    [0, hq],
    [-hp, 0],
    [0, -hq],
  ];
  let shoelace = 0;
  for (let i = 0; i < 4; i++) {
    const [a, b] = [pts[i]!, pts[(i + 1) % 4]!];
    shoelace += a[0]! * b[1]! - b[0]! * a[1]!;
  }
  check(close(shoelace / 2, area), 'shoelace');
  s.typed({
    level: LEVEL.rhombus,
    body: `Each side of a rhombus has length $${side}$, and the sum of the lengths of its two diagonals is $${sum}$. What is the area of the rhombus?`,
    answer: area,
    hints: [
      'The diagonals of a rhombus are perpendicular and bisect each other. Call half of each diagonal $p$ and $q$.',
      'What two equations do $p$ and $q$ satisfy? Write the area in terms of $p$ and $q$.',
    ],
    superhints: [
      `$p + q = ${half}$ and $p^2 + q^2 = ${side * side}$, and the area is half the product of the diagonals, $\\frac{1}{2}(2p)(2q) = 2pq$. Square $p + q$ instead of solving for $p$ and $q$.`,
    ],
    explanation: `The diagonals bisect each other at right angles, so half-diagonals $p$ and $q$ are the legs of a right triangle whose hypotenuse is a side: $p^2 + q^2 = ${side * side}$, and $2p + 2q = ${sum}$ gives $p + q = ${half}$. The area is $\\frac{1}{2}(2p)(2q) = 2pq$. Since $(p + q)^2 = p^2 + q^2 + 2pq$, $${half * half} = ${side * side} + 2pq$, so the area is $2pq = ${area}$. The half-diagonals themselves are $3 \\pm \\sqrt{\\frac{7}{2}}$, not whole numbers: the $3$-$4$-$5$ triangle does not fit, since $3 + 4$ is not $${half}$.`,
  });
}

s.write('pythagorean-theorem-l5w.ts');
