// Generates questions/geometry-trigonometry/right-triangle-trigonometry.l5w.generated.yaml
// (series l5w, level 5): the tangent of half an acute angle of a right triangle, through the
// point where the bisector meets the opposite leg (two items); the two acute angles' tangents
// given with a constant, where tan A tan B = 1 gives a quadratic with a root to reject; and a
// regular 12-sided polygon against a square in the same circle, where the area of each of its
// triangles needs the sine of 30 degrees.
// Every key is computed one way and confirmed another: the half-angle tangent by the bisector's
// ratio and by the tangent of half the measured angle, the constant by a scan for the zeros of
// tan A tan B - 1 and the triangle it builds, the areas by the shoelace formula on the vertices.
//   npx tsx content/generators/geometry-trigonometry/right-triangle-trigonometry-l5w.ts
import { check, close } from '../lib/check.ts';
import { frac, fracEq, fracTex, fracValue } from '../lib/fraction.ts';
import { L5wSeries, num, rootOpt, scanZeros } from './l5w-kit.ts';

// Level 5 for every template: a step nothing in the question suggests (the bisector's ratio on
// the opposite side, tan A tan B = 1, the radius as the base of each triangle) and, for the
// constant, a root that gives negative tangents to reject.
const LEVEL = { bisector: 5, reciprocal: 5, dodecagon: 5 };
const s = new L5wSeries('right-triangle-trigonometry');

// ---------- (1, 2) the tangent of half an acute angle, through the bisector ----------
/** adj: the leg on the bisected angle; opp: the other leg; the bisector meets opp. */
function bisected(adj: number, opp: number) {
  const hyp = Math.hypot(adj, opp);
  check(Number.isInteger(hyp), 'a whole hypotenuse');
  const piece = frac(opp * adj, adj + hyp); // from the right angle to the bisector's foot
  const tan = frac(opp, adj + hyp); // piece / adj
  check(fracEq(tan, frac(piece.n, piece.d * adj)), 'tangent from the piece');
  // second way: half of the measured angle
  check(close(Math.tan(Math.atan2(opp, adj) / 2), fracValue(tan)), 'half-angle tangent');
  return { hyp, piece, tan };
}

{
  const [AB, BC] = [12, 16]; // right angle at B, the bisector from A meets BC at D
  const { hyp: AC, piece: BD, tan } = bisected(AB, BC);
  const reversed = frac(BC * AC, AB + AC); // BD from the ratio AC : AB
  s.mc({
    level: LEVEL.bisector,
    body: `In triangle $ABC$, angle $B$ is a right angle, $AB = ${AB}$ and $BC = ${BC}$. Point $D$ lies on $\\overline{BC}$ so that $\\overline{AD}$ bisects angle $BAC$. What is the value of $\\tan(\\angle BAD)$?`,
    key: num(tan),
    wrong: [
      num(
        frac(BC, 2 * AB),
        `$${fracTex(frac(BC, 2 * AB))}$ is half of $\\tan(\\angle BAC)$ (the same as taking $D$ to be the midpoint of $\\overline{BC}$); halving an angle does not halve its tangent.`,
      ),
      num(
        frac(reversed.n, reversed.d * AB),
        `$${fracTex(frac(reversed.n, reversed.d * AB))}$ divides $\\overline{BC}$ in the ratio $AC : AB$ instead of $AB : AC$, so $BD = ${fracTex(reversed)}$.`,
      ),
      num(frac(BC, AB), `$${fracTex(frac(BC, AB))}$ is the tangent of the whole angle $BAC$.`),
    ],
    hints: [
      'Halving an angle does not halve its tangent. Find where $D$ lies on $\\overline{BC}$ instead.',
      'The bisector of an angle of a triangle divides the opposite side in the ratio of the two sides that form the angle.',
    ],
    superhints: [
      `Find $AC$ first. Then $\\frac{BD}{DC} = \\frac{AB}{AC}$ gives $BD$, and right triangle $ABD$ gives the tangent.`,
    ],
    explanation: `By the Pythagorean theorem, $AC = \\sqrt{${AB}^2 + ${BC}^2} = ${AC}$. The bisector divides $\\overline{BC}$ in the ratio of the sides that form angle $A$: $\\frac{BD}{DC} = \\frac{AB}{AC} = \\frac{${AB}}{${AC}}$, so $BD = \\frac{${AB}}{${AB + AC}} \\cdot ${BC} = ${fracTex(BD)}$. In right triangle $ABD$, $\\tan(\\angle BAD) = \\frac{BD}{AB} = \\frac{${fracTex(BD)}}{${AB}} = ${fracTex(tan)}$. (Another way: extend $\\overline{BA}$ past $A$ to $E$ with $AE = AC = ${AC}$; triangle $AEC$ is isosceles, so angle $BEC$ is half of angle $BAC$, and its tangent is $\\frac{${BC}}{${AB + AC}}$.)`,
  });
}

{
  const [BC, AC] = [8, 15]; // right angle at C, the bisector from B meets AC at E
  const { hyp: AB, piece: CE, tan } = bisected(BC, AC);
  s.typed({
    level: LEVEL.bisector,
    body: `In triangle $ABC$, angle $C$ is a right angle, $AC = ${AC}$ and $BC = ${BC}$. Point $E$ lies on $\\overline{AC}$ so that $\\overline{BE}$ bisects angle $ABC$. What is the value of $\\tan(\\angle CBE)$?`,
    answer: tan,
    hints: [
      'Halving an angle does not halve its tangent. Find where $E$ lies on $\\overline{AC}$ instead.',
      'The bisector of an angle of a triangle divides the opposite side in the ratio of the two sides that form the angle.',
    ],
    superhints: [
      'Find $AB$ first. Then $\\frac{CE}{EA} = \\frac{BC}{BA}$ gives $CE$, and right triangle $BCE$ gives the tangent.',
    ],
    explanation: `By the Pythagorean theorem, $AB = \\sqrt{${BC}^2 + ${AC}^2} = ${AB}$. The bisector divides $\\overline{AC}$ in the ratio of the sides that form angle $B$: $\\frac{CE}{EA} = \\frac{BC}{BA} = \\frac{${BC}}{${AB}}$, so $CE = \\frac{${BC}}{${BC + AB}} \\cdot ${AC} = ${fracTex(CE)}$. In right triangle $BCE$, $\\tan(\\angle CBE) = \\frac{CE}{BC} = \\frac{${fracTex(CE)}}{${BC}} = ${fracTex(tan)}$. Half of $\\tan B = \\frac{${AC}}{${BC}}$, which is $\\frac{${AC}}{${2 * BC}}$, is not the tangent of half the angle.`,
  });
}

// ---------- (3) tan A and tan B with a constant: tan A tan B = 1 ----------
{
  // tan A = (k + 1) / 6, tan B = k / 2: (k + 1) k = 12
  const tanA = (k: number) => (k + 1) / 6;
  const tanB = (k: number) => k / 2;
  const ks = [-4, 3].filter((k) => (k + 1) * k === 12);
  check(ks.length === 2, 'two roots');
  const good = ks.filter((k) => tanA(k) > 0 && tanB(k) > 0);
  check(good.length === 1 && good[0] === 3, 'one root gives acute angles');
  // second way: scan k for the zeros of tan A tan B - 1, then build the triangle with legs 2, 3
  const zeros = scanZeros((k) => tanA(k) * tanB(k) - 1, -20, 20.0001, 400000);
  check(zeros.length === 2 && close(zeros[0]!, -4, 1e-7) && close(zeros[1]!, 3, 1e-7), 'scan');
  const A = Math.atan2(2, 3); // opposite BC = 2, adjacent AC = 3
  check(close(Math.tan(A), tanA(3)) && close(Math.tan(Math.PI / 2 - A), tanB(3)), 'triangle');
  check(close(Math.sin(A), 2 / Math.sqrt(13)), 'sin A');
  s.mc({
    level: LEVEL.reciprocal,
    body: 'In right triangle $ABC$, angle $C$ is the right angle, $\\tan A = \\frac{k + 1}{6}$ and $\\tan B = \\frac{k}{2}$, where $k$ is a constant. What is the value of $\\sin A$?',
    key: rootOpt(frac(2, 13), 13),
    wrong: [
      rootOpt(
        frac(1, 5),
        5,
        '$\\frac{\\sqrt{5}}{5}$ comes from $k = -4$ with the signs dropped; that root makes both tangents negative, which no acute angle has.',
      ),
      num(frac(2, 3), '$\\frac{2}{3}$ is $\\tan A$, not $\\sin A$.'),
      rootOpt(frac(3, 13), 13, '$\\frac{3\\sqrt{13}}{13}$ is $\\sin B$ (or $\\cos A$).'),
    ],
    hints: [
      'How are the tangents of the two acute angles of a right triangle related?',
      'For angle $A$ the tangent is $\\frac{BC}{AC}$; for angle $B$ it is $\\frac{AC}{BC}$.',
    ],
    superhints: [
      '$\\tan A \\cdot \\tan B = 1$ gives a quadratic equation in $k$. Keep only the root that makes both tangents positive, then draw a triangle with legs in that ratio.',
    ],
    explanation:
      'The tangents of the two acute angles are reciprocals: $\\tan A = \\frac{BC}{AC}$ and $\\tan B = \\frac{AC}{BC}$, so $\\frac{k + 1}{6} \\cdot \\frac{k}{2} = 1$, $k^2 + k - 12 = 0$ and $(k + 4)(k - 3) = 0$. The root $k = -4$ gives $\\tan A = -\\frac{1}{2}$ and $\\tan B = -2$, impossible for acute angles, so $k = 3$: $\\tan A = \\frac{2}{3}$ and $\\tan B = \\frac{3}{2}$. With $BC = 2$ and $AC = 3$, $AB = \\sqrt{13}$, so $\\sin A = \\frac{2}{\\sqrt{13}} = \\frac{2\\sqrt{13}}{13}$.',
  });
}

// ---------- (4) a regular 12-sided polygon and a square in the same circle ----------
{
  // each of the 12 triangles from the center has two sides r and a 30-degree angle between
  // them: its height on one radius is r sin 30 = r / 2, so the polygon's area is 3 r^2; the
  // square's diagonal is 2r, so its area is 2 r^2
  const ratio = frac(3, 2);
  // second way: the shoelace formula on the vertices (r = 1)
  const shoelace = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const [a, b] = [(2 * Math.PI * i) / n, (2 * Math.PI * (i + 1)) / n];
      sum += Math.cos(a) * Math.sin(b) - Math.cos(b) * Math.sin(a);
    }
    return sum / 2;
  };
  check(close(shoelace(12), 3) && close(shoelace(4), 2), 'areas 3 and 2');
  check(close(shoelace(12) / shoelace(4), fracValue(ratio)), 'ratio');
  s.typed({
    level: LEVEL.dodecagon,
    also: ['circles'],
    body: 'A regular polygon with $12$ sides and a square are inscribed in the same circle. What is the ratio of the area of the $12$-sided polygon to the area of the square?',
    answer: ratio,
    hints: [
      'Call the radius $r$ and join the center to every vertex of each polygon.',
      'Each of the $12$ triangles has two sides of length $r$. Use one of those radii as its base.',
    ],
    superhints: [
      'The angle between two radii to neighboring vertices is $\\frac{360^\\circ}{12} = 30^\\circ$, so the height of each triangle on a radius is $r \\sin 30^\\circ$. The diagonal of the square is a diameter.',
    ],
    explanation:
      "Let the radius be $r$. The $12$-sided polygon splits into $12$ triangles with two sides $r$ and a $30^\\circ$ angle between them. On one radius as base, the height is $r \\sin 30^\\circ = \\frac{r}{2}$ (the leg opposite $30^\\circ$ in a right triangle with hypotenuse $r$), so each triangle has area $\\frac{1}{2} \\cdot r \\cdot \\frac{r}{2} = \\frac{r^2}{4}$ and the polygon has area $3r^2$. The square's diagonal is the diameter $2r$, so its area is $\\frac{(2r)^2}{2} = 2r^2$. The ratio is $\\frac{3r^2}{2r^2} = \\frac{3}{2}$, or $1.5$.",
  });
}

s.write('right-triangle-trigonometry-l5w.ts');
