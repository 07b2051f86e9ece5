// Generates questions/geometry-trigonometry/triangles.mg-t.generated.yaml (branch mg-t): the
// third side of a triangle, a segment parallel to a side, isosceles triangles with a given
// perimeter, a segment making an angle equal to a far angle (similar triangles that are not in
// the parallel position; 4), and the level-5 items: a trapezoid's diagonals and its four
// triangles, the altitude to the hypotenuse known by two areas, two fences cutting a triangle
// into equal areas, and a triangle split into two isosceles triangles.
//   npx tsx content/generators/geometry-trigonometry/synthesis-triangles.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import {
  antiparallelFigure,
  splitIsoscelesFigure,
  trapezoidFigure,
} from './synthesis-figures-triangles.ts';
import { SynthesisBank, because, num, rootOpt } from './synthesis-common.ts';

// Levels: 3 one relation used once, 4 a count with two conditions, 5 a construction or a
// relation most students misapply (see each template). The angle ADE = angle ACB item, first 5,
// is 4 after the blind solve (solver 3; the rounded-up mean of the two ratings).
const LEVEL = { thirdSide: 3, parallel: 3, isoscelesCount: 4, hard: 5, notParallel: 4 };
const bank = new SynthesisBank('triangles');

// ---------- (1) how many whole-number third sides ----------
{
  const [a, b] = [7, 12];
  let count = 0;
  for (let x = 1; x < 100; x++) if (a + b > x && a + x > b && b + x > a) count++;
  check(count === a + b - (b - a) - 1, 'count of third sides');
  bank.mc({
    difficulty: LEVEL.thirdSide,
    body: `Two sides of a triangle have lengths $${a}$ and $${b}$. The length of the third side is a whole number. How many different lengths are possible for the third side?`,
    correct: num(count),
    wrong: [
      because(
        num(count - 2),
        `$${count - 2}$ leaves out the two lengths $${b - a + 1}$ and $${a + b - 1}$ at the ends.`,
      ),
      because(
        num(count + 1),
        `$${count + 1}$ also counts $${b - a}$, but sides $${a}$, $${b - a}$ and $${b}$ do not make a triangle.`,
      ),
      because(
        num(a + b - 1),
        `$${a + b - 1}$ uses only the condition that the third side is less than $${a + b}$.`,
      ),
    ],
    hints: ['Each side must be less than the sum of the other two.'],
    superhints: [`The third side $x$ must satisfy $${b} - ${a} < x < ${b} + ${a}$.`],
    explanation: `The third side must be greater than $${b} - ${a} = ${b - a}$ and less than $${a + b}$, so it is one of $${b - a + 1}, ${b - a + 2}, \\ldots, ${a + b - 1}$: $${count}$ lengths.`,
  });
}

// ---------- (2) a segment parallel to a side ----------
{
  const [ad, db, de] = [4, 6, 5];
  const bc = frac(de * (ad + db), ad);
  check(close((de / ad) * (ad + db), bc.n / bc.d), 'parallel');
  bank.fe({
    difficulty: LEVEL.parallel,
    body: `In triangle $ABC$, point $D$ lies on $\\overline{AB}$ and point $E$ lies on $\\overline{AC}$, and $\\overline{DE}$ is parallel to $\\overline{BC}$. If $AD = ${ad}$, $DB = ${db}$ and $DE = ${de}$, what is the length of $\\overline{BC}$?`,
    answer: bc,
    hints: [
      'Triangles $ADE$ and $ABC$ are similar. Which side of the large triangle corresponds to $\\overline{AD}$?',
    ],
    superhints: [`$\\frac{BC}{DE} = \\frac{AB}{AD}$, and $AB = AD + DB$.`],
    explanation: `$AB = ${ad} + ${db} = ${ad + db}$, and the triangles are similar with ratio $\\frac{${ad + db}}{${ad}}$, so $BC = ${de} \\cdot \\frac{${ad + db}}{${ad}} = ${bc.n / bc.d}$. (Using $\\frac{DB}{AD}$ as the ratio gives $7.5$, the wrong length.)`,
  });
}

// ---------- (3) isosceles triangles with a given perimeter ----------
{
  const P = 30;
  let count = 0;
  for (let a = 1; a < P; a++) {
    const b = P - 2 * a; // sides a, a, b
    if (b >= 1 && b < 2 * a) count++;
  }
  // check: count every triple a ≤ b ≤ c with two equal sides
  let again = 0;
  for (let x = 1; x < P; x++)
    for (let y = x; y < P; y++) {
      const z = P - x - y;
      if (z >= y && x + y > z && (x === y || y === z)) again++;
    }
  check(count === again && count === 7, 'isosceles count');
  bank.fe({
    difficulty: LEVEL.isoscelesCount,
    body: `A triangle has at least two sides of equal length, every side length is a whole number of centimeters, and the perimeter is $${P}$ centimeters. How many noncongruent triangles meet these conditions?`,
    answer: count,
    hints: [
      'Call the equal sides $a$ and the third side $b$, so $2a + b = ' + `${P}$.`,
      'The third side must be shorter than the sum of the two equal sides.',
    ],
    superhints: [
      `$b = ${P} - 2a$ must be at least $1$ and less than $2a$. Find the smallest and largest possible $a$.`,
    ],
    explanation: `With sides $a$, $a$ and $b = ${P} - 2a$: $b \\ge 1$ gives $a \\le 14$, and $b < 2a$ gives $${P} < 4a$, so $a \\ge 8$. The values $a = 8, 9, \\ldots, 14$ give $${count}$ triangles ($8, 8, 14$ through $14, 14, 2$, including the equilateral $10, 10, 10$).`,
  });
}

// ---------- (4) angle ADE = angle ACB: similar triangles, not parallel ones ----------
{
  const [ad, db, ae] = [4, 8, 6];
  const ab = ad + db;
  const ac = (ad * ab) / ae; // ADE ~ ACB: AD / AC = AE / AB
  const ec = ac - ae;
  check(Number.isInteger(ac) && ec > 0, 'E between A and C');
  // check with coordinates: angle A of 64°, compare angles ADE and ACB
  const a = (64 * Math.PI) / 180;
  const C = [ac * Math.cos(a), ac * Math.sin(a)];
  const E = [ae * Math.cos(a), ae * Math.sin(a)];
  const ang = (v: number[], p: number[], q: number[]) =>
    Math.acos(
      ((p[0]! - v[0]!) * (q[0]! - v[0]!) + (p[1]! - v[1]!) * (q[1]! - v[1]!)) /
        (Math.hypot(p[0]! - v[0]!, p[1]! - v[1]!) * Math.hypot(q[0]! - v[0]!, q[1]! - v[1]!)),
    );
  check(close(ang([ad, 0], [0, 0], E), ang(C, [0, 0], [ab, 0])), 'angle ADE = angle ACB');
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.notParallel,
    body: `In triangle $ABC$, point $D$ lies on $\\overline{AB}$ and point $E$ lies on $\\overline{AC}$, and angle $ADE$ is congruent to angle $ACB$, as shown. If $AD = ${ad}$, $DB = ${db}$ and $AE = ${ae}$, what is the length of $\\overline{EC}$?`,
    figure: antiparallelFigure(id, ad, db, ae, ac),
    correct: num(ec),
    wrong: [
      because(num(ac), `$${ac}$ is $AC$, the whole side.`),
      because(
        num((ae * ab) / ad - ae),
        `$${(ae * ab) / ad - ae}$ treats $\\overline{DE}$ as parallel to $\\overline{BC}$ ($\\frac{AD}{AB} = \\frac{AE}{AC}$), which the equal angles do not say.`,
      ),
      because(
        num((ae * ab) / ad),
        `$${(ae * ab) / ad}$ is $AC$ computed as if $\\overline{DE}$ were parallel to $\\overline{BC}$.`,
      ),
    ],
    hints: ['Triangles $ADE$ and $ACB$ share angle $A$. Which vertices correspond?'],
    superhints: [
      'In the similar triangles $ADE$ and $ACB$, $D$ corresponds to $C$ and $E$ to $B$, so $\\frac{AD}{AC} = \\frac{AE}{AB}$.',
    ],
    explanation: `The triangles share angle $A$ and have angle $ADE$ congruent to angle $ACB$, so triangle $ADE$ is similar to triangle $ACB$ with $D \\leftrightarrow C$ and $E \\leftrightarrow B$. Then $\\frac{AD}{AC} = \\frac{AE}{AB}$: $\\frac{${ad}}{AC} = \\frac{${ae}}{${ab}}$, so $AC = ${ac}$ and $EC = ${ac} - ${ae} = ${ec}$.`,
  });
}

// ---------- (5) a trapezoid's diagonals: four triangles from one ----------
{
  const [ab, cd, s] = [15, 10, 8];
  const k = frac(ab, cd);
  const abe = (s * ab * ab) / (cd * cd);
  const side = (s * ab) / cd;
  const total = s + abe + 2 * side;
  // check with coordinates: A (0,0), B (15,0), D (3,h), C (13,h) with h chosen so that CDE has area 8
  const h = (2 * s * (ab + cd)) / (cd * cd); // area CDE = (1/2)·cd·(h·cd/(ab + cd))
  const trap = ((ab + cd) / 2) * h;
  check(
    close(0.5 * cd * ((h * cd) / (ab + cd)), s) && close(trap, total) && total === 50,
    'trapezoid',
  );
  void k;
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.hard,
    body: `In trapezoid $ABCD$, $\\overline{AB}$ is parallel to $\\overline{DC}$, $AB = ${ab}$ and $DC = ${cd}$. The diagonals $\\overline{AC}$ and $\\overline{BD}$ intersect at point $E$, as shown. If the area of triangle $CDE$ is $${s}$, what is the area of trapezoid $ABCD$?`,
    figure: trapezoidFigure(id, ab, cd),
    correct: num(total),
    wrong: [
      because(num(s + abe), `$${s + abe}$ counts only triangles $CDE$ and $ABE$.`),
      because(
        num(s + abe + 2 * s),
        `$${s + abe + 2 * s}$ gives triangles $ADE$ and $BCE$ the area of $CDE$.`,
      ),
      because(
        num(s + 2 * side + side),
        `$${s + 3 * side}$ scales triangle $ABE$ by $\\frac{${ab}}{${cd}}$ instead of its square.`,
      ),
      because(
        num(s + 3 * abe),
        `$${s + 3 * abe}$ gives triangles $ADE$ and $BCE$ the area of $ABE$.`,
      ),
    ],
    letter: 'D',
    hints: [
      'Triangles $CDE$ and $ABE$ are similar. What is the ratio of their sides?',
      'Triangles $ADE$ and $CDE$ have the same height from $D$.',
    ],
    superhints: [
      `$\\frac{AE}{EC} = \\frac{${ab}}{${cd}}$. So triangle $ABE$ has $\\left(\\frac{${ab}}{${cd}}\\right)^2$ times the area of $CDE$, and triangle $ADE$ has $\\frac{${ab}}{${cd}}$ times it (same height, bases $AE$ and $EC$).`,
    ],
    explanation: `Triangles $ABE$ and $CDE$ are similar with ratio $\\frac{${ab}}{${cd}} = \\frac{3}{2}$, so $ABE$ has area $${s} \\cdot \\frac{9}{4} = ${abe}$. Triangles $ADE$ and $CDE$ share the height from $D$ to line $AC$, and $AE = \\frac{3}{2}EC$, so $ADE$ has area $${side}$; likewise $BCE$ has area $${side}$. The trapezoid's area is $${s} + ${abe} + ${side} + ${side} = ${total}$.`,
  });
}

// ---------- (6) the altitude to the hypotenuse, known by two areas ----------
{
  const [s1, s2] = [12, 27];
  // h² = pq, (1/2)ph = s1, (1/2)qh = s2  →  h⁴ = 4 s1 s2
  const h = Math.sqrt(Math.sqrt(4 * s1 * s2));
  const hyp = (2 * s1) / h + (2 * s2) / h;
  // check: legs from the segments, then a² + b² = c²
  const [p, q] = [(2 * s1) / h, (2 * s2) / h];
  check(close(h * h, p * q) && close(p * hyp + q * hyp, hyp * hyp) && hyp === 13, 'altitude areas');
  bank.fe({
    difficulty: LEVEL.hard,
    also: ['pythagorean-theorem'],
    body: `The altitude to the hypotenuse of a right triangle divides the triangle into two smaller triangles with areas $${s1}$ and $${s2}$. What is the length of the hypotenuse?`,
    answer: hyp,
    hints: [
      'The two smaller triangles are similar to each other. What does the ratio of their areas say about the ratio of their sides?',
      'The whole triangle has area $' + `${s1} + ${s2}$.`,
    ],
    superhints: [
      `The area ratio $\\frac{${s1}}{${s2}} = \\frac{4}{9}$ gives a side ratio $\\frac{2}{3}$: the legs of the whole triangle are $2t$ and $3t$. Then $\\frac{1}{2}(2t)(3t) = ${s1 + s2}$.`,
    ],
    explanation: `The two pieces are similar, and their hypotenuses are the legs of the whole triangle, so the legs are in the ratio $\\sqrt{\\frac{${s1}}{${s2}}} = \\frac{2}{3}$: call them $2t$ and $3t$. The whole area is $${s1} + ${s2} = ${s1 + s2} = 3t^2$, so $t^2 = 13$, and the hypotenuse is $\\sqrt{4t^2 + 9t^2} = \\sqrt{13 \\cdot 13} = ${hyp}$.`,
  });
}

// ---------- (7) two fences cut a triangle into three equal areas ----------
{
  const bc = 18;
  const long = bc * Math.sqrt(2 / 3); // 6√6
  check(close(long, 6 * Math.sqrt(6)) && close((long / bc) ** 2, 2 / 3), 'equal areas');
  bank.mc({
    difficulty: LEVEL.hard,
    body: `A triangular garden $ABC$ has side $\\overline{BC}$ of length $${bc}$ meters. Two straight fences, each parallel to $\\overline{BC}$ with its ends on $\\overline{AB}$ and $\\overline{AC}$, divide the garden into three regions of equal area. What is the length, in meters, of the longer fence?`,
    correct: rootOpt(6, 6),
    wrong: [
      because(
        num(8),
        '$8$ scales the side by $\\left(\\frac{2}{3}\\right)^2$, squaring where a square root is needed.',
      ),
      because(
        rootOpt(6, 3),
        '$6\\sqrt{3}$ is the shorter fence, which cuts off one third of the area.',
      ),
      because(num(12), '$12$ takes the lengths to be proportional to the areas.'),
      because(rootOpt(9, 2), '$9\\sqrt{2}$ is the fence that would cut off half of the area.'),
    ],
    letter: 'D',
    hints: [
      'Each fence cuts off a triangle similar to $ABC$ at vertex $A$.',
      'What fraction of the area of $ABC$ does the triangle cut off by the longer fence have?',
    ],
    superhints: [
      'The longer fence cuts off $\\frac{2}{3}$ of the area. Areas of similar triangles are in the ratio of the squares of their sides.',
    ],
    explanation: `The triangle above the longer fence holds two of the three equal regions, so its area is $\\frac{2}{3}$ of the garden's. Its sides are $\\sqrt{\\frac{2}{3}}$ of the garden's, so the fence is $${bc}\\sqrt{\\frac{2}{3}} = ${bc} \\cdot \\frac{\\sqrt{6}}{3} = 6\\sqrt{6}$ meters.`,
  });
}

// ---------- (8) a triangle split into two isosceles triangles ----------
{
  // AB = AC, D on BC, BD = AB, AD = DC: angle C = x, DAC = x, ADB = 2x, BAD = 2x, x + 4x = 180
  const x = 180 / 5;
  const bac = 2 * x + x;
  // check with coordinates of the drawing: B (0,0), C (2cos 36°, 0), D (1, 0)
  const r = (d: number) => (d * Math.PI) / 180;
  const A = [Math.cos(r(36)), Math.sin(r(36))];
  const AD = Math.hypot(A[0]! - 1, A[1]!);
  const DC = 2 * Math.cos(r(36)) - 1;
  check(close(Math.hypot(A[0]!, A[1]!), 1) && close(AD, DC) && bac === 108, 'split triangle');
  const id = bank.nextId();
  bank.fe({
    difficulty: LEVEL.hard,
    also: ['lines-and-angles'],
    body: 'In triangle $ABC$, $AB = AC$. Point $D$ lies on $\\overline{BC}$ so that $BD = AB$ and $AD = DC$, as shown. What is the measure, in degrees, of angle $BAC$?',
    figure: splitIsoscelesFigure(id),
    answer: bac,
    hints: [
      'Call the measure of angle $C$ $x^\\circ$ and use each pair of equal sides in turn.',
      'Angle $ADB$ is an exterior angle of triangle $ADC$.',
    ],
    superhints: [
      'From $AD = DC$, angle $DAC = x$; so angle $ADB = 2x$. From $BD = AB$, angle $BAD$ = angle $ADB$. From $AB = AC$, angle $B = x$. Now use triangle $ABD$.',
    ],
    explanation: `Let angle $C = x^\\circ$. Since $AB = AC$, angle $B = x$. Since $AD = DC$, angle $DAC = x$, and the exterior angle $ADB = 2x$. Since $BD = AB$, angle $BAD$ = angle $ADB = 2x$. In triangle $ABD$: $x + 2x + 2x = 180$, so $x = 36$. Angle $BAC = 2x + x = ${bac}^\\circ$.`,
  });
}

bank.write('synthesis-triangles.ts');
