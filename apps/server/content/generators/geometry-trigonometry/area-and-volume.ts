// Generates questions/geometry-trigonometry/area-and-volume.generated.yaml and its figures:
// borders around rectangles, a dimension from a volume, and triangular prisms.
// Run: npx tsx content/generators/geometry-trigonometry/area-and-volume.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { add, centroid, pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE } from '../lib/figure-kit/palette.ts';
import { prism } from '../lib/figure-kit/polygon.ts';
import { choicesFrom, finish } from './common.ts';
import { frac } from '../lib/fraction.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(20240611);
const questions: BankQuestion[] = [];
const C = ['area-and-volume'];

// ---- Border around a rectangle: the border's area (d2), then the width from a total (d4).
const borders = rng.shuffle([
  { inner: 'photograph', outer: 'frame', unit: 'inches', short: 'in.', article: 'A' },
  {
    inner: 'rectangular swimming pool',
    outer: 'concrete deck',
    unit: 'feet',
    short: 'ft',
    article: 'A',
  },
  {
    inner: 'rectangular garden bed',
    outer: 'gravel path',
    unit: 'meters',
    short: 'm',
    article: 'A',
  },
]);

function borderFigure(
  id: string,
  L: number,
  W: number,
  w: number,
  unit: string,
  wText: string,
  title: string,
) {
  const f = new Figure(380, 270, title);
  const { map } = fitFrame([pt(0, 0), pt(L + 2 * w, W + 2 * w)], 380, 270, 40);
  const [o0, o1] = [map(pt(0, 0)), map(pt(L + 2 * w, W + 2 * w))];
  const [i0, i1] = [map(pt(w, w)), map(pt(L + w, W + w))];
  f.poly([o0, pt(o1.x, o0.y), o1, pt(o0.x, o1.y)], { fill: SHADE });
  f.poly([i0, pt(i1.x, i0.y), i1, pt(i0.x, i1.y)], { fill: '#ffffff' });
  f.text(pt((i0.x + i1.x) / 2, i0.y - 14), `${L} ${unit}`);
  f.text(pt(i0.x + 10, (i0.y + i1.y) / 2), `${W} ${unit}`, { anchor: 'start' });
  const ym = (o0.y + o1.y) / 2;
  f.line(pt(i1.x, ym), pt(o1.x, ym), { width: 1.4 });
  f.text(pt(o1.x + 6, ym), wText, { anchor: 'start', italic: wText === 'x' });
  const xm = (o0.x + o1.x) / 2 + 50;
  f.line(pt(xm, o1.y), pt(xm, i1.y), { width: 1.4 });
  f.text(pt(xm, o1.y - 12), wText, { italic: wText === 'x' });
  return f.save('geometry-trigonometry', id);
}

{
  const c = borders[0]!;
  const L = rng.int(12, 16);
  const W = rng.int(7, 10);
  const w = rng.pick([1.5, 2, 2.5]);
  const ans = (L + 2 * w) * (W + 2 * w) - L * W;
  check(ans === 2 * w * (L + W) + 4 * w * w, 'border area two ways');
  const id = 'area-and-volume-g001';
  const quarter = (v: number) => frac(Math.round(4 * v), 4); // w is a multiple of 1/2
  const mc = numericChoices(quarter(ans), [
    quarter((L + w) * (W + w) - L * W), // added the width once to each dimension
    quarter(2 * w * (L + W)), // left out the four corners
    quarter((L + 2 * w) * (W + 2 * w)), // gave the area of the outer rectangle
  ]);
  const figure = borderFigure(
    id,
    L,
    W,
    w,
    c.short,
    `${w} ${c.short}`,
    `A ${L} by ${W} rectangle surrounded by a border of width ${w}`,
  );
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `${c.article} ${c.inner} that measures $${L}$ ${c.unit} by $${W}$ ${c.unit} is surrounded by a ${c.outer} of uniform width $${w}$ ${c.unit}, as shown. What is the area of the ${c.outer} alone, in square ${c.unit}?`,
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Find the outer dimensions first: the ${c.outer} adds its width on both sides of each dimension.`,
      `The ${c.outer} is what is left when the ${c.inner.replace('rectangular ', '')} is taken out of the outer rectangle.`,
    ],
    superhints: [
      `The outer rectangle is $${L} + 2(${w})$ by $${W} + 2(${w})$. Compute its area and subtract the area $${L} \\cdot ${W}$ of the inside.`,
    ],
    explanation: `The outer rectangle measures $${L + 2 * w}$ by $${W + 2 * w}$, so its area is $${(L + 2 * w) * (W + 2 * w)}$. The inside has area $${L} \\cdot ${W} = ${L * W}$. The ${c.outer} covers $${(L + 2 * w) * (W + 2 * w)} - ${L * W} = ${ans}$ square ${c.unit}, choice ${mc.answer}.`,
  });
}

{
  const c = borders[1]!;
  const L = rng.int(18, 30);
  const W = rng.int(10, 16);
  const x = rng.int(2, 4);
  const T = (L + 2 * x) * (W + 2 * x);
  // Independent check: the positive root of 4x^2 + 2(L + W)x + (LW - T) = 0.
  const disc = 4 * (L + W) ** 2 - 16 * (L * W - T);
  const root = (-2 * (L + W) + Math.sqrt(disc)) / 8;
  check(Math.abs(root - x) < 1e-9, 'border width from the quadratic formula');
  const id = 'area-and-volume-g002';
  const figure = borderFigure(
    id,
    L,
    W,
    x,
    c.short,
    'x',
    `A ${L} by ${W} rectangle surrounded by a border of width x`,
  );
  questions.push({
    id,
    concepts: C,
    difficulty: 4,
    type: 'free_entry',
    body: `${c.article} ${c.inner} measuring $${L}$ ${c.unit} by $${W}$ ${c.unit} is surrounded by a ${c.outer} of uniform width $x$ ${c.unit}, as shown. Together, the ${c.inner.replace('rectangular ', '')} and the ${c.outer} cover $${T}$ square ${c.unit}. What is the value of $x$?`,
    figure,
    figurePosition: 'top',
    accepted: [String(x)],
    hints: [
      'Write the outer length and the outer width in terms of $x$.',
      `The product of the outer dimensions is the total area, $${T}$.`,
    ],
    superhints: [
      `Solve $(${L} + 2x)(${W} + 2x) = ${T}$. Expanding gives a quadratic in $x$; factor it or use the quadratic formula, and keep only the solution that makes sense for a width.`,
    ],
    explanation: `The outer rectangle is $${L} + 2x$ by $${W} + 2x$, so $(${L} + 2x)(${W} + 2x) = ${T}$. Expanding, $4x^2 + ${2 * (L + W)}x + ${L * W} = ${T}$, so $4x^2 + ${2 * (L + W)}x - ${T - L * W} = 0$. The positive solution is $x = ${x}$: check $(${L + 2 * x})(${W + 2 * x}) = ${T}$. The other solution is negative, which is impossible for a width.`,
  });
}

// ---- A missing dimension from a volume: cylinder height (d2), cone diameter (d3).
{
  const ctx = rng.pick([
    { thing: 'cylindrical water tank', unit: 'feet' },
    { thing: 'cylindrical candle', unit: 'centimeters' },
  ]);
  const r = rng.int(3, 6);
  const h = rng.int(5, 12);
  const V = r * r * h;
  check(V / (r * r) === h && Number.isInteger(V), 'cylinder height');
  const mc = numericChoices(h, [
    frac(V, r), // divided by r, not r^2
    frac(V, 2 * r), // divided by the diameter
    frac(V, 4 * r * r), // squared the diameter
  ]);
  questions.push({
    id: 'area-and-volume-g003',
    concepts: C,
    difficulty: 2,
    type: 'multiple_choice',
    body: `A ${ctx.thing} has a radius of $${r}$ ${ctx.unit} and a volume of $${V}\\pi$ cubic ${ctx.unit}. What is the height of the ${ctx.thing.replace('cylindrical ', '')}, in ${ctx.unit}?`,
    ...mc,
    hints: ['The volume of a cylinder is $V = \\pi r^2 h$.'],
    superhints: [
      `Substitute the radius and the volume: $${V}\\pi = \\pi (${r})^2 h$. Divide both sides by $${r * r}\\pi$.`,
    ],
    explanation: `From $V = \\pi r^2 h$: $${V}\\pi = ${r * r}\\pi h$, so $h = \\frac{${V}}{${r * r}} = ${h}$ ${ctx.unit}, choice ${mc.answer}.`,
  });
}
{
  const r = rng.pick([3, 6, 9]);
  const h = rng.int(2, 5) * 2;
  const V = (r * r * h) / 3;
  check(Number.isInteger(V) && Math.sqrt((3 * V) / h) === r, 'cone radius');
  const mc = numericChoices(2 * r, [
    r, // gave the radius
    r * r, // stopped at r^2
    2 * r * r, // doubled r^2 without the square root
  ]);
  questions.push({
    id: 'area-and-volume-g004',
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `A pile of sand has the shape of a right circular cone that is $${h}$ feet tall. The volume of the pile is $${V}\\pi$ cubic feet. What is the diameter of the base of the pile, in feet?`,
    ...mc,
    hints: [
      'The volume of a cone is $V = \\frac{1}{3}\\pi r^2 h$.',
      'The question asks for the diameter, not the radius.',
    ],
    superhints: [
      `Solve $${V}\\pi = \\frac{1}{3}\\pi r^2 (${h})$ for $r^2$, take the square root to get the radius, and then double it.`,
    ],
    explanation: `$${V}\\pi = \\frac{1}{3}\\pi r^2 (${h})$ gives $r^2 = \\frac{3 \\cdot ${V}}{${h}} = ${r * r}$, so $r = ${r}$ and the diameter is $2 \\cdot ${r} = ${2 * r}$ feet, choice ${mc.answer}.`,
  });
}

// ---- Triangular prisms, drawn in oblique projection.
function prismFigure(
  id: string,
  tri: [number, number][],
  labels: [string, string, string],
  depth: number,
  Ltext: string,
  title: string,
) {
  const f = new Figure(380, 260, title);
  const k = 150 / Math.max(...tri.map((p) => Math.max(p[0], p[1])));
  const d = pt(depth * 0.45 * k * Math.cos(Math.PI / 6), -depth * 0.45 * k * Math.sin(Math.PI / 6));
  const span = tri.map(([x, y]) => pt(x * k, y * k));
  const all = [...span, ...span.map((p) => pt(p.x + d.x, p.y - d.y))];
  const { map } = fitFrame(all, 380, 260, 36);
  const front = span.map((p) => map(pt(p.x, p.y)));
  prism(f, front, d, SHADE);
  const g = centroid(front);
  front.forEach((p, i) => {
    const lab = labels[i];
    // The edge facing the back of the prism is labeled inside the front face.
    const q = front[(i + 1) % front.length]!;
    const m = pt((p.x + q.x) / 2, (p.y + q.y) / 2);
    let n = pt(-(q.y - p.y), q.x - p.x);
    if ((g.x - m.x) * n.x + (g.y - m.y) * n.y > 0) n = pt(-n.x, -n.y);
    const inward = n.x * d.x + n.y * d.y > 0;
    if (lab) f.sideLabel(p, q, lab, g, inward ? -18 : 16);
  });
  f.sideLabel(front[1]!, add(front[1]!, d), Ltext, add(front[0]!, d), 16);
  return { f, front, map };
}

{
  const [a0, b0, c0] = rng.pick([
    [3, 4, 5],
    [5, 12, 13],
    [8, 15, 17],
  ] as const);
  const s = a0 === 3 ? 2 : 1;
  const [a, b, c] = [a0 * s, b0 * s, c0 * s];
  const L = rng.int(7, 12);
  const V = (a * b * L) / 2;
  check(V === ((a * b) / 2) * L && a * a + b * b === c * c, 'prism volume');
  const id = 'area-and-volume-g005';
  const { f, front } = prismFigure(
    id,
    [
      [0, 0],
      [a, 0],
      [0, b],
    ],
    [`${a}`, `${c}`, `${b}`],
    L,
    `${L}`,
    `Triangular prism with a right-triangle base of legs ${a} and ${b}, hypotenuse ${c}, and length ${L}`,
  );
  f.rightAngle(front[0]!, front[1]!, front[2]!);
  const figure = f.save('geometry-trigonometry', id);
  const { choices, answer } = choicesFrom({ tex: String(V), key: V }, [
    { tex: String(a * b * L), key: a * b * L },
    { tex: String((b * c * L) / 2), key: (b * c * L) / 2 },
    { tex: String((a + b + c) * L), key: (a + b + c) * L + 0.5 },
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 3,
    type: 'multiple_choice',
    body: `The triangular prism shown has a right triangle as its base, with legs of lengths $${a}$ and $${b}$ and a hypotenuse of length $${c}$. The length of the prism is $${L}$. What is the volume of the prism?`,
    figure,
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      'The volume of any prism is the area of its base times its length (the distance between the two bases).',
      'The base here is the right triangle, not a rectangle.',
    ],
    superhints: [
      `The triangle's legs are perpendicular, so its area is $\\frac{1}{2}(${a})(${b})$. Multiply that area by $${L}$.`,
    ],
    explanation: `The base area is $\\frac{1}{2}(${a})(${b}) = ${(a * b) / 2}$, so $V = ${(a * b) / 2} \\cdot ${L} = ${V}$. Forgetting the $\\frac{1}{2}$ gives $${a * b * L}$; using the hypotenuse as a height gives $${(b * c * L) / 2}$; $${(a + b + c) * L}$ is the area of the three rectangular faces.`,
  });
}
{
  const [x, h, s] = rng.pick([
    [3, 4, 5],
    [4, 3, 5],
    [6, 8, 10],
  ] as const);
  const L = rng.int(8, 12);
  const fabric = 2 * ((2 * x * h) / 2) + 2 * s * L;
  const fullSurface = 2 * x * h + (2 * x + 2 * s) * L;
  check(fabric === fullSurface - 2 * x * L && x * x + h * h === s * s, 'tent fabric');
  const id = 'area-and-volume-g006';
  const { f, front } = prismFigure(
    id,
    [
      [0, 0],
      [2 * x, 0],
      [x, h],
    ],
    [`${2 * x} ft`, '', ''],
    L,
    `${L} ft`,
    `Tent shaped like a triangular prism: isosceles triangle ends with base ${2 * x} feet and height ${h} feet, length ${L} feet`,
  );
  const top = front[2]!;
  const foot = pt((front[0]!.x + front[1]!.x) / 2, front[0]!.y);
  f.line(top, foot, { dash: true, width: 1.4 });
  f.rightAngle(foot, top, front[1]!, 10);
  f.text(pt(foot.x + 8, (top.y + foot.y) / 2 + 6), `${h} ft`, { anchor: 'start' });
  const figure = f.save('geometry-trigonometry', id);
  questions.push({
    id,
    concepts: [...C, 'pythagorean-theorem'],
    difficulty: 4,
    type: 'free_entry',
    body: `A tent is shaped like the triangular prism shown. Each end is an isosceles triangle with a base of $${2 * x}$ feet and a height of $${h}$ feet, and the tent is $${L}$ feet long. The tent has no floor: its fabric covers only the two triangular ends and the two slanted sides. How many square feet of fabric does the tent use?`,
    figure,
    figurePosition: 'top',
    accepted: [String(fabric)],
    hints: [
      'The slanted sides are rectangles, but their width is not given: it is a slanted side of the triangle.',
      'The height of an isosceles triangle splits its base in half.',
    ],
    superhints: [
      `Each slanted edge of the triangle is the hypotenuse of a right triangle with legs $${x}$ and $${h}$. Add two triangles of area $\\frac{1}{2}(${2 * x})(${h})$ and two rectangles that are $${L}$ feet long and as wide as that slanted edge.`,
    ],
    explanation: `The slanted edge is $\\sqrt{${x}^2 + ${h}^2} = ${s}$ feet. The two ends have area $2 \\cdot \\frac{1}{2}(${2 * x})(${h}) = ${2 * x * h}$ and the two slanted sides have area $2 \\cdot ${s} \\cdot ${L} = ${2 * s * L}$, for a total of $${2 * x * h} + ${2 * s * L} = ${fabric}$ square feet.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'area-and-volume',
  'generators/geometry-trigonometry/area-and-volume.ts',
  finish(questions),
);
