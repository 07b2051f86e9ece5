// Generates questions/geometry-trigonometry/pythagorean-theorem.generated.yaml and its figures:
// Pythagorean triples in context, square diagonals, equilateral heights, isosceles areas.
// Run: npx tsx content/generators/geometry-trigonometry/pythagorean-theorem.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { add, lerp, pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { choicesFrom, finish } from './common.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(9001);
const questions: BankQuestion[] = [];
const C = ['pythagorean-theorem'];
const triples = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
] as const;
const isRight = (a: number, b: number, c: number) => a * a + b * b === c * c;

// ---- g001 (d1): the diagonal of a screen.
{
  const k = rng.pick([8, 10, 12]);
  const [h, w, d] = [3 * k, 4 * k, 5 * k];
  check(isRight(h, w, d) && close(Math.hypot(w, h), d), 'screen diagonal');
  const f = new Figure(
    380,
    260,
    `Rectangular screen ${w} inches wide and ${h} inches tall with a diagonal`,
  );
  const { map } = fitFrame([pt(0, 0), pt(w, h)], 380, 260, 40);
  const [a, b, c, e] = [map(pt(0, 0)), map(pt(w, 0)), map(pt(w, h)), map(pt(0, h))];
  f.poly([a, b, c, e], { fill: '#e0e7ff', width: 3 });
  f.line(a, c, { stroke: '#b91c1c', width: 2.2, dash: true });
  f.text(add(lerp(a, b, 0.5), pt(0, 16)), `${w} in.`);
  f.text(add(lerp(b, c, 0.5), pt(10, 0)), `${h} in.`, { anchor: 'start' });
  const id = 'pythagorean-theorem-g001';
  questions.push({
    id,
    concepts: C,
    difficulty: 1,
    type: 'free_entry',
    body: `The screen of a monitor is a rectangle $${w}$ inches wide and $${h}$ inches tall, as shown. Screens are sold by the length of their diagonal. What is the length of this screen's diagonal, in inches?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    accepted: [String(d)],
    hints: [
      'The diagonal splits the rectangle into two right triangles; the diagonal is the hypotenuse.',
    ],
    superhints: [`Compute $${w}^2 + ${h}^2$ and take its square root.`],
    explanation: `$d^2 = ${w}^2 + ${h}^2 = ${w * w} + ${h * h} = ${d * d}$, so $d = ${d}$ inches. (The sides are $${k}$ times $3$, $4$ and $5$.)`,
  });
}

// ---- g002 (d2): a support wire: find the height of the pole (a leg).
{
  const [a, b, c] = rng.pick([triples[1], triples[2], triples[3]]);
  const s = rng.pick([1, 2]);
  const [ground, height, wire] = [a * s, b * s, c * s];
  check(
    isRight(ground, height, wire) && Math.sqrt(wire * wire - ground * ground) === height,
    'pole height',
  );
  const f = new Figure(
    320,
    300,
    `A pole with a ${wire}-foot support wire from its top to a stake ${ground} feet from its base`,
  );
  const { map } = fitFrame([pt(-2, 0), pt(ground + 2, 0), pt(0, height)], 320, 300, 30);
  const [base, top, stake] = [map(pt(0, 0)), map(pt(0, height)), map(pt(ground, 0))];
  f.line(map(pt(-2, 0)), map(pt(ground + 2, 0)));
  f.line(base, top, { width: 6, stroke: '#374151' });
  f.line(top, stake, { width: 1.8 });
  f.rightAngle(base, stake, top, 12);
  f.text(add(lerp(base, stake, 0.5), pt(0, 16)), `${ground} ft`);
  f.text(add(lerp(top, stake, 0.5), pt(12, -6)), `${wire} ft`, { anchor: 'start' });
  f.text(add(lerp(base, top, 0.5), pt(-12, 0)), 'h', { anchor: 'end', italic: true });
  const id = 'pythagorean-theorem-g002';
  const mc = numericChoices(height, [
    wire - ground, // subtracted the lengths, not their squares
    wire + ground, // added the lengths
    height * height, // stopped before the square root
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `A straight wire $${wire}$ feet long runs from the top of a vertical pole to a stake in the level ground $${ground}$ feet from the base of the pole, as shown. What is the height $h$ of the pole, in feet?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    ...mc,
    hints: [
      'The pole, the ground and the wire form a right triangle. The wire is the hypotenuse.',
      'Here you know the hypotenuse and one leg.',
    ],
    superhints: [
      `Solve $${ground}^2 + h^2 = ${wire}^2$: subtract $${ground}^2$ from $${wire}^2$, then take the square root.`,
    ],
    explanation: `$h^2 = ${wire}^2 - ${ground}^2 = ${wire * wire} - ${ground * ground} = ${height * height}$, so $h = ${height}$ feet, choice ${mc.answer}.`,
  });
}

// ---- g003 (d3): a diagonal shortcut across a rectangular field.
{
  const [a, b, c] = rng.pick([triples[0], triples[1], triples[2]]);
  const s = a === 3 ? rng.pick([40, 60]) : rng.pick([10, 20]);
  const [W, L, D] = [a * s, b * s, c * s];
  const saved = W + L - D;
  check(isRight(W, L, D) && saved === W + L - Math.round(Math.hypot(W, L)), 'shortcut');
  const f = new Figure(
    400,
    260,
    `Rectangular field ${L} meters by ${W} meters with a diagonal path`,
  );
  const { map } = fitFrame([pt(0, 0), pt(L, W)], 400, 260, 58);
  const [p0, p1, p2, p3] = [map(pt(0, 0)), map(pt(L, 0)), map(pt(L, W)), map(pt(0, W))];
  f.poly([p0, p1, p2, p3], { fill: '#dcfce7' });
  f.line(p0, p2, { dash: true, width: 2.2, stroke: '#b91c1c' });
  f.text(add(p0, pt(-14, 6)), 'A', { italic: true });
  f.text(add(p2, pt(14, -6)), 'B', { italic: true });
  f.text(add(lerp(p0, p1, 0.5), pt(0, 16)), `${L} m`);
  f.text(add(lerp(p1, p2, 0.5), pt(10, 0)), `${W} m`, { anchor: 'start' });
  const id = 'pythagorean-theorem-g003';
  const mc = numericChoices(saved, [
    L - W, // subtracted the two edges
    D, // gave the length of the diagonal
    L + W, // gave the length of the edge route
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `A rectangular field measures $${L}$ meters by $${W}$ meters. To get from corner $A$ to the opposite corner $B$, Dana usually walks along two edges of the field, but today she walks straight across on the diagonal path shown. How many meters shorter is the diagonal route?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    ...mc,
    hints: [
      'Find the length of each route separately.',
      'The diagonal is the hypotenuse of a right triangle whose legs are the two edges.',
    ],
    superhints: [
      `The edge route is $${L} + ${W}$ meters. The diagonal is $\\sqrt{${L}^2 + ${W}^2}$ meters. Subtract the second from the first.`,
    ],
    explanation: `Along the edges Dana walks $${L} + ${W} = ${L + W}$ meters. The diagonal is $\\sqrt{${L * L} + ${W * W}} = \\sqrt{${D * D}} = ${D}$ meters. The diagonal route is $${L + W} - ${D} = ${saved}$ meters shorter, choice ${mc.answer}.`,
  });
}

// ---- g004 (d3): the area of a square from its diagonal.
{
  const d = rng.pick([12, 14, 18, 22]);
  const area = (d * d) / 2;
  const side = d / Math.SQRT2;
  check(close(side * side, area) && Number.isInteger(area), 'square from diagonal');
  const mc = choicesFrom({ tex: String(area), key: area }, [
    { tex: `${d / 2}\\sqrt{2}`, key: side }, // gave the side, not the area
    { tex: String((d * d) / 4), key: (d * d) / 4 }, // took half the diagonal as the side
    { tex: String(d * d), key: d * d }, // took the diagonal as the side
  ]);
  questions.push({
    id: 'pythagorean-theorem-g004',
    concepts: [...C, 'area-and-volume'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `The diagonal of a square is $${d}$ centimeters long. What is the area of the square, in square centimeters?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'The diagonal cuts the square into two $45^\\circ$-$45^\\circ$-$90^\\circ$ triangles.',
      'If the side is $s$, then $s^2 + s^2$ equals the diagonal squared.',
    ],
    superhints: [
      `From $2s^2 = ${d}^2$, the area $s^2$ is half of $${d}^2$. There is no need to find $s$ itself.`,
    ],
    explanation: `If the side is $s$, the Pythagorean theorem gives $s^2 + s^2 = ${d}^2$, so $2s^2 = ${d * d}$ and the area is $s^2 = ${area}$ square centimeters, choice ${mc.answer}. (The side itself is $s = \\frac{${d}}{\\sqrt{2}} = ${d / 2}\\sqrt{2}$.)`,
  });
}

// ---- g005 (d3): perimeter of an equilateral triangle from its height k*sqrt(3).
{
  const k = rng.int(4, 9);
  const s = 2 * k;
  const per = 3 * s;
  check(
    close((s * Math.sqrt(3)) / 2, k * Math.sqrt(3)) &&
      close(Math.hypot(s / 2, k * Math.sqrt(3)), s),
    'equilateral height',
  );
  const f = new Figure(
    320,
    290,
    `Equilateral triangle with its height of ${k} times the square root of 3 drawn`,
  );
  const { map } = fitFrame([pt(0, 0), pt(2, 0), pt(1, Math.sqrt(3))], 320, 290, 36);
  const [A, B, T, M] = [map(pt(0, 0)), map(pt(2, 0)), map(pt(1, Math.sqrt(3))), map(pt(1, 0))];
  f.poly([A, B, T], { fill: SHADE });
  f.line(T, M, { dash: true, width: 1.6 });
  f.rightAngle(M, B, T, 11);
  f.ticks(A, B, 1, 7, 0.3);
  f.ticks(B, T, 1);
  f.ticks(T, A, 1);
  f.text(add(lerp(T, M, 0.5), pt(8, 0)), `${k}√3`, { anchor: 'start' });
  const id = 'pythagorean-theorem-g005';
  const mc = choicesFrom({ tex: String(per), key: per }, [
    { tex: String(s), key: s }, // gave one side, not the perimeter
    { tex: String(3 * k), key: 3 * k }, // took the shorter leg as a side
    { tex: `${3 * k}\\sqrt{3}`, key: 3 * k * Math.sqrt(3) }, // took the height as a side
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `The height of the equilateral triangle shown is $${k}\\sqrt{3}$. What is the perimeter of the triangle?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    ...mc,
    hints: [
      'The height splits the equilateral triangle into two $30^\\circ$-$60^\\circ$-$90^\\circ$ triangles.',
      'In each half, the height is the longer leg and a full side of the triangle is the hypotenuse.',
    ],
    superhints: [
      `In a $30^\\circ$-$60^\\circ$-$90^\\circ$ triangle the longer leg is $\\sqrt{3}$ times the shorter leg, so the shorter leg here is $${k}$. The hypotenuse (a side of the equilateral triangle) is twice the shorter leg. Multiply the side by $3$.`,
    ],
    explanation: `Half of the base is the shorter leg $x$ and the height $x\\sqrt{3} = ${k}\\sqrt{3}$ is the longer leg, so $x = ${k}$ and each side is $2x = ${s}$. The perimeter is $3 \\cdot ${s} = ${per}$, choice ${mc.answer}.`,
  });
}

// ---- g006 (d3): area of an isosceles triangle from its perimeter and base.
{
  const [x, h, side] = rng.pick([
    [5, 12, 13],
    [8, 6, 10],
    [9, 12, 15],
    [12, 5, 13],
  ] as const);
  const base = 2 * x;
  const per = 2 * side + base;
  const area = x * h;
  // Independent check: Heron's formula.
  const sp = per / 2;
  check(
    close(Math.sqrt(sp * (sp - side) * (sp - side) * (sp - base)), area) && isRight(x, h, side),
    'isosceles area (Heron)',
  );
  const mc = numericChoices(area, [
    (x * h) / 2, // the area of one of the two right triangles
    x * side, // took an equal side as the height
    2 * x * h, // left out the 1/2
  ]);
  questions.push({
    id: 'pythagorean-theorem-g006',
    concepts: [...C, 'triangles'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `An isosceles triangle has a perimeter of $${per}$ and a base of length $${base}$. What is the area of the triangle?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Find the length of each of the two equal sides from the perimeter.',
      'The height to the base of an isosceles triangle bisects the base.',
    ],
    superhints: [
      `Each equal side is $\\frac{${per} - ${base}}{2}$. The height is a leg of a right triangle whose other leg is $${x}$ and whose hypotenuse is an equal side. Then use $\\frac{1}{2} \\cdot ${base} \\cdot h$.`,
    ],
    explanation: `The equal sides are $\\frac{${per} - ${base}}{2} = ${side}$. The height bisects the base, so $h^2 + ${x}^2 = ${side}^2$ and $h = \\sqrt{${side * side - x * x}} = ${h}$. The area is $\\frac{1}{2}(${base})(${h}) = ${area}$, choice ${mc.answer}.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'pythagorean-theorem',
  'generators/geometry-trigonometry/pythagorean-theorem.ts',
  finish(questions),
);
