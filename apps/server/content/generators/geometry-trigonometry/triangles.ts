// Generates questions/geometry-trigonometry/triangles.generated.yaml and its figures:
// angle sums, similar triangles (turned and flipped), and similarity or congruence with algebra.
// Run: npx tsx content/generators/geometry-trigonometry/triangles.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex, terminatingDecimal } from '../lib/fraction.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { add, angleAt, centroid, mul, pt, radians, type Pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE, SHADE_2 } from '../lib/figure-kit/palette.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { finish } from './common.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(4242);
const questions: BankQuestion[] = [];
const C = ['triangles'];

/** Triangle with sides a = BC, b = CA, c = AB: A = (0,0), B = (c,0), C above. */
function fromSides(a: number, b: number, c: number): [Pt, Pt, Pt] {
  const x = (b * b + c * c - a * a) / (2 * c);
  return [pt(0, 0), pt(c, 0), pt(x, Math.sqrt(b * b - x * x))];
}
function marks(f: Figure, v: Pt, a: Pt, b: Pt, n: number) {
  for (let i = 0; i < n; i++) f.angleArc(v, a, b, 18 + 5 * i);
}

// ---- g001 (d1): the other acute angle of a right triangle.
{
  const p = rng.int(23, 38);
  const x = 90 - p;
  check(p + x + 90 === 180, 'right triangle angle sum');
  const f = new Figure(
    380,
    240,
    `Right triangle with an acute angle of ${p} degrees and another acute angle of x degrees`,
  );
  const { map } = fitFrame([pt(0, 0), pt(1, 0), pt(1, Math.tan(radians(p)))], 380, 240, 40);
  const [A, R, T] = [map(pt(0, 0)), map(pt(1, 0)), map(pt(1, Math.tan(radians(p))))];
  f.poly([A, R, T], { fill: SHADE });
  f.rightAngle(R, A, T);
  f.markAngle(A, R, T, 40, 64, `${p}°`);
  f.markAngle(T, A, R, 22, 42, 'x°');
  const id = 'triangles-g001';
  questions.push({
    id,
    concepts: C,
    difficulty: 1,
    type: 'free_entry',
    body: `In the right triangle shown, one acute angle measures $${p}^\\circ$ and the other measures $x^\\circ$. What is the value of $x$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    accepted: [String(x)],
    hints: [
      'The small square marks a right angle, which measures $90^\\circ$.',
      'The three angles of a triangle add up to $180^\\circ$.',
    ],
    superhints: [
      `Since $90 + ${p} + x = 180$, the two acute angles add up to $90$. Subtract $${p}$ from $90$.`,
    ],
    explanation: `The angles add to $180^\\circ$: $90 + ${p} + x = 180$, so $x = 90 - ${p} = ${x}$.`,
  });
}

// ---- g002 (d2): angles in a given ratio.
{
  const ratio = rng.pick([
    [2, 3, 4],
    [1, 3, 5],
    [3, 4, 5],
    [2, 5, 8],
  ] as const);
  const sum = ratio[0] + ratio[1] + ratio[2];
  const unitAngle = 180 / sum;
  const angles = ratio.map((r) => r * unitAngle);
  const largest = Math.max(...angles);
  check(Number.isInteger(unitAngle) && angles.reduce((a, b) => a + b, 0) === 180, 'ratio angles');
  const mc2 = numericChoices(largest, [
    unitAngle, // stopped at one part
    ratio[1] * unitAngle, // gave the middle angle
    180 - largest, // gave the sum of the other two angles
  ]);
  questions.push({
    id: 'triangles-g002',
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `The measures of the three angles of a triangle are in the ratio $${ratio.join(' : ')}$. What is the measure, in degrees, of the largest angle?`,
    figurePosition: 'top',
    ...mc2,
    hints: [
      'Write the angles as multiples of one unknown: $' +
        ratio.map((r) => `${r === 1 ? '' : r}k`).join(', ') +
        '$.',
      'The three angles add up to $180^\\circ$.',
    ],
    superhints: [
      `Solve $${ratio.map((r) => `${r === 1 ? '' : r}k`).join(' + ')} = 180$ for $k$, then multiply by the largest part of the ratio.`,
    ],
    explanation: `Let the angles be $${ratio.map((r) => `${r === 1 ? '' : r}k`).join(', ')}$. Then $${sum}k = 180$ and $k = ${unitAngle}$, so the angles are $${angles.join('^\\circ, ')}^\\circ$ and the largest is $${largest}^\\circ$, choice ${mc2.answer}.`,
  });
}

// ---- g003 (d3): similar triangles drawn turned and flipped; congruent angles marked.
{
  const [a, b, c] = rng.pick([
    [6, 8, 9],
    [5, 7, 8],
    [7, 8, 9],
  ] as const);
  const k = rng.pick([1.5, 2]);
  // Triangle 1 = ABC; triangle 2 = DEF with D ~ A, E ~ B, F ~ C, scaled by k, flipped and turned.
  const T1 = fromSides(a, b, c);
  const T2raw = fromSides(a * k, b * k, c * k).map((p) => pt(-p.x, p.y));
  const turn = radians(rng.pick([100, 140, 200]));
  const T2 = T2raw.map((p) =>
    pt(
      p.x * Math.cos(turn) - p.y * Math.sin(turn) + 0,
      p.x * Math.sin(turn) + p.y * Math.cos(turn),
    ),
  );
  const minX2 = Math.min(...T2.map((p) => p.x));
  const maxX1 = Math.max(...T1.map((p) => p.x));
  const minY2 = Math.min(...T2.map((p) => p.y));
  const shifted = T2.map((p) => pt(p.x - minX2 + maxX1 + 3, p.y - minY2));
  const all = [...T1, ...shifted];
  const f = new Figure(
    460,
    280,
    'Two similar triangles ABC and DEF, the second turned and flipped, with congruent angles marked by one, two and three arcs',
  );
  const { map } = fitFrame(all, 460, 280, 34);
  const P = T1.map(map) as [Pt, Pt, Pt];
  const Q = shifted.map(map) as [Pt, Pt, Pt];
  for (let i = 0; i < 3; i++)
    check(
      close(
        angleAt(P[i]!, P[(i + 1) % 3]!, P[(i + 2) % 3]!),
        angleAt(Q[i]!, Q[(i + 1) % 3]!, Q[(i + 2) % 3]!),
        1e-6,
      ),
      'angles match',
    );
  f.poly(P, { fill: SHADE });
  f.poly(Q, { fill: SHADE_2 });
  [P, Q].forEach((T) => T.forEach((v, i) => marks(f, v, T[(i + 1) % 3]!, T[(i + 2) % 3]!, i + 1)));
  f.vertexNames(P, ['A', 'B', 'C']);
  f.vertexNames(Q, ['D', 'E', 'F']);
  const g1 = centroid(P);
  const g2 = centroid(Q);
  f.sideLabel(P[0], P[1], String(c), g1, 15);
  f.sideLabel(P[1], P[2], String(a), g1, 15);
  f.sideLabel(P[2], P[0], String(b), g1, 15);
  f.sideLabel(Q[0], Q[1], String(c * k), g2, 15);
  f.sideLabel(Q[2], Q[0], 'x', g2, 15, { italic: true });
  const id = 'triangles-g003';
  const x = b * k;
  check(close(x / b, (c * k) / c), 'proportional sides');
  questions.push({
    id,
    concepts: C,
    difficulty: 3,
    type: 'free_entry',
    body: `Triangles $ABC$ and $DEF$ shown are similar; angles marked with the same number of arcs are congruent. What is the value of $x$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    accepted: acceptedForms(frac(x * 2, 2)),
    hints: [
      'Match the vertices using the arcs: one arc, two arcs and three arcs each mark a pair of corresponding angles.',
      'Side $x$ joins the one-arc angle and the three-arc angle in triangle $DEF$; find the side in triangle $ABC$ that joins the same two angles.',
    ],
    superhints: [
      `$\\overline{DE}$ corresponds to $\\overline{AB}$, so the scale factor is $\\frac{${c * k}}{${c}}$. Side $x = DF$ corresponds to $\\overline{AC}$; multiply its length by the scale factor.`,
    ],
    explanation: `The arcs show $A \\leftrightarrow D$, $B \\leftrightarrow E$ and $C \\leftrightarrow F$. Side $DE$ corresponds to $AB$, so the scale factor is $\\frac{${c * k}}{${c}} = ${k}$. Side $DF$ corresponds to $AC = ${b}$, so $x = ${k} \\cdot ${b} = ${x}$. Matching sides by their position on the page instead of by the angles gives a wrong answer, because the second triangle is turned and flipped.`,
  });
}

// ---- g004 (d4): triangle ADE inside ABC with angle AED = angle ABC (sides not parallel).
{
  const AB = rng.pick([12, 15, 18]);
  const AE = AB / 3;
  const AC = rng.pick([9, 10, 11]);
  const AD = AC / 3;
  check(AD < AB && AE < AC, 'points on the sides');
  const alpha = rng.int(48, 62);
  const A = pt(0, 0);
  const B = pt(AB, 0);
  const Cc = pt(AC * Math.cos(radians(alpha)), AC * Math.sin(radians(alpha)));
  const D = pt(AD, 0);
  const E = mul(Cc, AE / AC);
  // Independent check: angle AED equals angle ABC in the constructed figure.
  check(close(angleAt(E, A, D), angleAt(B, A, Cc), 1e-9), 'angle AED equals angle ABC');
  const EC = AC - AE;
  const f = new Figure(
    420,
    280,
    `Triangle ABC with D on AB and E on AC; angle AED and angle ABC marked congruent`,
  );
  const { map } = fitFrame([A, B, Cc], 420, 280, 36);
  const [a, b, c, d, e] = [A, B, Cc, D, E].map(map) as [Pt, Pt, Pt, Pt, Pt];
  f.poly([a, b, c], { fill: SHADE });
  f.poly([a, d, e], { fill: SHADE_2 });
  f.angleArc(e, a, d, 18);
  f.angleArc(b, a, c, 18);
  f.vertexNames([a, b, c], ['A', 'B', 'C']);
  f.text(add(d, pt(0, 16)), 'D', { italic: true });
  f.text(add(e, pt(-14, -6)), 'E', { italic: true });
  const id = 'triangles-g004';
  questions.push({
    id,
    concepts: C,
    difficulty: 4,
    type: 'free_entry',
    body: `In the figure, point $D$ lies on $\\overline{AB}$ and point $E$ lies on $\\overline{AC}$, and angle $AED$ is congruent to angle $ABC$. If $AB = ${AB}$, $AD = ${fmt(AD)}$ and $AE = ${AE}$, what is the length of $\\overline{EC}$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    accepted: [String(EC)],
    hints: [
      'Triangles $AED$ and $ABC$ share angle $A$ and have another pair of congruent angles, so they are similar. Note that $\\overline{DE}$ is not parallel to $\\overline{BC}$.',
      'Write the correspondence carefully: $A \\leftrightarrow A$, $E \\leftrightarrow B$, $D \\leftrightarrow C$.',
    ],
    superhints: [
      `From $\\triangle AED \\sim \\triangle ABC$: $\\frac{AE}{AB} = \\frac{AD}{AC}$. Solve for $AC$, then subtract $AE$ to get $EC$.`,
    ],
    explanation: `Since $\\angle A$ is shared and $\\angle AED \\cong \\angle ABC$, $\\triangle AED \\sim \\triangle ABC$ with $E \\leftrightarrow B$ and $D \\leftrightarrow C$. So $\\frac{AE}{AB} = \\frac{AD}{AC}$: $\\frac{${AE}}{${AB}} = \\frac{${fmt(AD)}}{AC}$, which gives $AC = ${fmt(AD)} \\cdot \\frac{${AB}}{${AE}} = ${AC}$. Then $EC = AC - AE = ${AC} - ${AE} = ${EC}$. (Treating $\\overline{DE}$ as parallel to $\\overline{BC}$ would pair $AD$ with $AB$ and give a wrong answer.)`,
  });
}

function fmt(n: number) {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

// ---- g005 (d3): a similar triangle with a given perimeter.
{
  const [a, b, c] = rng.pick([
    [5, 12, 13],
    [7, 9, 12],
    [4, 7, 9],
  ] as const);
  const per = a + b + c;
  const k = rng.pick([1.5, 2.5, 3]);
  const P2 = per * k;
  const longest = c * k;
  check(close(longest / P2, c / per) && Number.isInteger(P2), 'perimeter scaling');
  const half = (v: number) => frac(Math.round(2 * v), 2); // every value here is a multiple of 1/2
  const mc5 = numericChoices(
    half(longest),
    [
      half(c + P2 - per), // added the difference of the perimeters
      half(a * k), // scaled the shortest side
      half(k), // stopped at the scale factor
    ],
    (v) => terminatingDecimal(v) ?? fracTex(v),
  );
  questions.push({
    id: 'triangles-g005',
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `A triangle has sides of lengths $${a}$, $${b}$ and $${c}$ centimeters. A second triangle is similar to the first and has a perimeter of $${P2}$ centimeters. What is the length, in centimeters, of the longest side of the second triangle?`,
    figurePosition: 'top',
    ...mc5,
    hints: [
      'In similar triangles, perimeters are in the same ratio as corresponding sides.',
      'Find the perimeter of the first triangle to get the scale factor.',
    ],
    superhints: [
      `The first perimeter is $${a} + ${b} + ${c}$. The scale factor is $${P2}$ divided by that perimeter; apply it to the longest side, $${c}$.`,
    ],
    explanation: `The first triangle's perimeter is $${per}$, so the scale factor is $\\frac{${P2}}{${per}} = ${k}$. The longest side of the second triangle is $${k} \\cdot ${c} = ${longest}$ cm, choice ${mc5.answer}. Check: $${k}(${a} + ${b} + ${c}) = ${P2}$.`,
  });
}

// ---- g006 (d3): congruent triangles with side lengths given as expressions.
{
  const x0 = rng.int(5, 9);
  const [p, q] = [rng.pick([3, 4]), rng.int(2, 7)];
  const [r, s] = [1, p * x0 - q - x0];
  const AB = p * x0 - q;
  const BC = rng.int(AB - 3, AB + 5);
  const AC = rng.int(Math.max(AB, BC) - 2, AB + BC - 3);
  check(r * x0 + s === AB && AB + BC > AC && AB + AC > BC && BC + AC > AB, 'congruence data');
  const per = AB + BC + AC;
  questions.push({
    id: 'triangles-g006',
    concepts: C,
    difficulty: 3,
    type: 'free_entry',
    body: `Triangle $ABC$ is congruent to triangle $DEF$, with $A$, $B$ and $C$ corresponding to $D$, $E$ and $F$. If $AB = ${p}x - ${q}$, $DE = x + ${s}$, $EF = ${BC}$ and $DF = ${AC}$, what is the perimeter of triangle $ABC$?`,
    figurePosition: 'top',
    accepted: [String(per)],
    hints: [
      'Corresponding parts of congruent triangles are equal. Which side of triangle $DEF$ corresponds to $\\overline{AB}$?',
      'The perimeter of $ABC$ equals the perimeter of $DEF$.',
    ],
    superhints: [
      `Solve $${p}x - ${q} = x + ${s}$ to find $AB$, and use $BC = EF$ and $AC = DF$. Add the three sides.`,
    ],
    explanation: `$\\overline{AB}$ corresponds to $\\overline{DE}$, so $${p}x - ${q} = x + ${s}$, giving $${p - 1}x = ${s + q}$ and $x = ${x0}$. Then $AB = ${AB}$, $BC = EF = ${BC}$ and $AC = DF = ${AC}$, so the perimeter is $${AB} + ${BC} + ${AC} = ${per}$.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'triangles',
  'generators/geometry-trigonometry/triangles.ts',
  finish(questions),
);
