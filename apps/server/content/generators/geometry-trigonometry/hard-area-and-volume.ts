// Generates questions/geometry-trigonometry/area-and-volume.hard.generated.yaml: harder area and
// volume (a cylinder's volume after percent changes to its radius and height, a sphere inscribed
// in a cube, similar solids from surface areas, a cone through its slant height, water poured
// from one container into another). Each key is computed with exact fractions, then confirmed a
// second way (concrete dimensions in floating point, or the computation run in reverse).
//   npx tsx content/generators/geometry-trigonometry/hard-area-and-volume.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { choicesFrom, finish } from './common.ts';
import { numericItemAdder } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of these templates is a 5.
const LEVEL = {
  cylinderPercents: 3,
  sphereInCube: 3,
  similarSolids: 3,
  coneSlant: 3,
  waterPoured: 3,
};

const rng = createRng(8821);
const concept = 'area-and-volume';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);

/** k pi as LaTeX: 9\pi, \frac{9\pi}{2}. */
const timesPi = (f: Frac) =>
  f.d === 1 ? `${f.n === 1 ? '' : f.n}\\pi` : `\\frac{${f.n === 1 ? '' : f.n}\\pi}{${f.d}}`;
/** k / pi as LaTeX: \frac{50}{\pi}. */
const overPi = (f: Frac) => `\\frac{${f.n}}{${f.d === 1 ? '' : f.d}\\pi}`;

// ---------- (1) a cylinder's radius and height change by percents ----------
const cylinders = [
  {
    body: (p: number, q: number) =>
      `A company redesigns a cylindrical can: the radius of the base is increased by $${p}\\%$ and the height is decreased by $${q}\\%$. Which of the following describes the change in the volume of the can?`,
  },
  {
    body: (p: number, q: number) =>
      `The radius of a right circular cylinder is increased by $${p}\\%$, and its height is decreased by $${q}\\%$. Which of the following describes the change in the volume of the cylinder?`,
  },
];
{
  const options: [number, number][] = [];
  for (const p of [10, 20, 25, 30, 50])
    for (const q of [10, 15, 20, 25, 30, 36, 40]) {
      const m = (100 + p) ** 2 * (100 - q); // volume factor times 10^6
      const vals = [m / 1e4 - 100, ((100 + p) * (100 - q)) / 100 - 100, 2 * p - q, p - q];
      if (m > 1e6 && m % 1e4 === 0 && p !== q && new Set(vals).size === 4) options.push([p, q]);
    }
  const picked = rng.shuffle(options).slice(0, 2);
  for (const [i, ctx] of cylinders.entries()) {
    // both contexts answer with a sentence: an increase or a decrease by a percent
    const [p, q] = picked[i] as [number, number];
    const change = ((100 + p) ** 2 * (100 - q)) / 1e4 - 100;
    // independent check: a concrete cylinder, r = 10 and h = 10, before and after
    const v0 = Math.PI * 10 ** 2 * 10;
    const v1 = Math.PI * (10 * (1 + p / 100)) ** 2 * (10 * (1 - q / 100));
    check(close((100 * (v1 - v0)) / v0, change), 'percent change of the volume');
    const forgotSquare = ((100 + p) * (100 - q)) / 100 - 100;
    const additive = 2 * p - q;
    const linear = p - q;
    const word = (v: number) =>
      v === 0
        ? 'It does not change.'
        : v > 0
          ? `It increases by $${Number(v.toFixed(2))}\\%$.`
          : `It decreases by $${Number((-v).toFixed(2))}\\%$.`;
    const opts = [
      { v: change, key: 0 },
      { v: forgotSquare, key: 1 },
      { v: additive, key: 2 },
      { v: linear, key: 3 },
    ];
    const { choices, answer } = choicesFrom(
      { tex: String(change), key: change },
      opts.slice(1).map((o) => ({ tex: String(o.v), key: o.v })),
    );
    const texts = choices.map((c) => ({
      id: c.id,
      text: word(Number(c.text.slice(1, -1))),
    }));
    questions.push({
      id: nextId(),
      concepts: C,
      difficulty: LEVEL.cylinderPercents,
      type: 'multiple_choice',
      body: ctx.body(p, q),
      choices: texts,
      answer,
      hints: [
        'The volume of a cylinder is $\\pi r^2 h$: the radius is squared, the height is not.',
        'Write each change as a multiplying factor.',
      ],
      superhints: [
        `The new volume is $\\pi (${1 + p / 100}r)^2 (${1 - q / 100}h)$. Multiply the numbers out and compare with $\\pi r^2 h$.`,
      ],
      explanation: `The new volume is $\\pi (${1 + p / 100}r)^2 (${1 - q / 100}h) = ${((100 + p) ** 2 * (100 - q)) / 1e6}\\pi r^2 h$, a change of $${change}\\%$. Forgetting to square the radius factor gives $${forgotSquare}\\%$, and combining the percents directly gives $${additive}\\%$ or $${linear}\\%$.`,
    });
  }
}

// ---------- (2) a sphere inscribed in a cube ----------
{
  const s = rng.pick([6, 12]);
  const S = 6 * s * s;
  const k = frac(s ** 3, 6); // (4/3) pi (s/2)^3 = pi s^3 / 6
  // independent check: floating point with the radius
  check(close((4 / 3) * Math.PI * (s / 2) ** 3, fracValue(k) * Math.PI), 'sphere volume');
  item(
    LEVEL.sphereInCube,
    `A cube has a surface area of $${S}$ square inches. A sphere is inscribed in the cube, touching each of its six faces. The volume of the sphere is $k\\pi$ cubic inches. What is the value of $k$?`,
    fracValue(k),
    [(s / 2) ** 3, 8 * fracValue(k), s ** 3],
    [
      'The surface area of a cube is six times the area of one face.',
      'A sphere touching all six faces has a diameter equal to the edge of the cube.',
    ],
    [
      `One face has area $\\frac{${S}}{6}$; its square root is the edge, and half the edge is the radius. Then use $V = \\frac{4}{3}\\pi r^3$.`,
    ],
    `Each face has area $\\frac{${S}}{6} = ${s * s}$, so the edge is $${s}$ and the sphere's radius is $${s / 2}$. Its volume is $\\frac{4}{3}\\pi (${s / 2})^3 = ${timesPi(k)}$, so $k = ${fracValue(k)}$. Using the edge as the radius would give eight times as much, leaving out the $\\frac{4}{3}$ gives $${(s / 2) ** 3}$, and $${s ** 3}$ is the volume of the cube.`,
  );
  const r = rng.pick([3, 4, 5].filter((v) => v !== s / 2));
  const V = frac(4 * r ** 3, 3);
  const SA = 6 * (2 * r) ** 2;
  // independent check: solve (4/3) pi r^3 = V pi for r by cube root
  check(close(Math.cbrt((3 * fracValue(V)) / 4), r), 'radius from volume');
  item(
    LEVEL.sphereInCube,
    `A sphere with a volume of $${timesPi(V)}$ cubic centimeters fits exactly inside a cube, touching each of the cube's six faces. What is the surface area, in square centimeters, of the cube?`,
    SA,
    [6 * r * r, 4 * r * r, 8 * r ** 3],
    [
      'Find the radius of the sphere from its volume first.',
      'The edge of the cube equals the diameter of the sphere.',
    ],
    [
      `Solve $\\frac{4}{3}\\pi r^3 = ${timesPi(V)}$ for $r$; the edge is $2r$ and the surface area is $6 \\times \\text{edge}^2$.`,
    ],
    `From $\\frac{4}{3}\\pi r^3 = ${timesPi(V)}$, $r^3 = ${r ** 3}$ and $r = ${r}$. The edge of the cube is $${2 * r}$, so its surface area is $6 \\cdot ${2 * r}^2 = ${SA}$. Using $r$ as the edge would give $${6 * r * r}$, one face alone is $${4 * r * r}$, and $${8 * r ** 3}$ is the cube's volume.`,
  );
}

// ---------- (3) similar solids: from surface areas to volumes ----------
const similar = [
  {
    body: (a: number, b: number, v: number) =>
      `Two similar right circular cones have lateral surface areas of $${a}\\pi$ and $${b}\\pi$ square centimeters. The volume of the smaller cone is $${v}\\pi$ cubic centimeters. What is the volume, in cubic centimeters, of the larger cone?`,
    fmt: (f: Frac) => `$${timesPi(f)}$`,
  },
  {
    body: (a: number, b: number, v: number) =>
      `A toy company makes two similar storage boxes. Painting the outside of the smaller box takes $${a}$ square inches of paint coverage, and painting the larger box takes $${b}$ square inches. The smaller box holds $${v}$ cubic inches. How many cubic inches does the larger box hold?`,
    fmt: (f: Frac) => `$${fracTex(f)}$`,
  },
];
for (const [i, ctx] of similar.entries()) {
  const pairs: [number, number][] =
    i === 0
      ? [
          [2, 3],
          [3, 4],
        ]
      : [
          [3, 5],
          [2, 5],
        ];
  const [m, n] = rng.pick(pairs);
  const unitArea = rng.int(2, 6);
  const a = m * m * unitArea;
  const b = n * n * unitArea;
  const v = m ** 3 * rng.int(2, 5);
  const big = frac(v * n ** 3, m ** 3);
  // independent check: the area ratio's square root cubed, in floating point
  check(close(v * Math.sqrt(b / a) ** 3, fracValue(big)), 'volume scale');
  const areaScaled = frac(v * b, a);
  const lengthScaled = frac(v * n, m);
  const cubedAreas = frac(v * b ** 3, a ** 3);
  const { choices, answer } = choicesFrom({ tex: ctx.fmt(big).slice(1, -1), key: fracValue(big) }, [
    { tex: ctx.fmt(areaScaled).slice(1, -1), key: fracValue(areaScaled) },
    { tex: ctx.fmt(lengthScaled).slice(1, -1), key: fracValue(lengthScaled) },
    { tex: ctx.fmt(cubedAreas).slice(1, -1), key: fracValue(cubedAreas) },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.similarSolids,
    type: 'multiple_choice',
    body: ctx.body(a, b, v),
    choices,
    answer,
    hints: [
      'For similar solids, areas scale by the square of the length scale factor and volumes by its cube.',
      'Find the length scale factor from the areas first.',
    ],
    superhints: [
      `The areas are in the ratio $${a} : ${b}$, which simplifies to $${m * m} : ${n * n}$. Take square roots for the lengths, then cube for the volumes.`,
    ],
    explanation: `The area ratio is $\\frac{${b}}{${a}} = \\frac{${n * n}}{${m * m}}$, so lengths scale by $\\frac{${n}}{${m}}$ and volumes by $\\left(\\frac{${n}}{${m}}\\right)^3 = \\frac{${n ** 3}}{${m ** 3}}$. The larger volume is $${v} \\cdot \\frac{${n ** 3}}{${m ** 3}} = ${i === 0 ? timesPi(big) : fracTex(big)}$. Scaling the volume by the area ratio, by the length ratio, or by the cube of the area ratio gives the other choices.`,
  });
}

// ---------- (4) a right circular cone through its slant height ----------
{
  const [r1, h1, l1] = rng.pick([
    [6, 8, 10],
    [5, 12, 13],
  ] as const);
  const k1 = (r1 * r1 * h1) / 3;
  check(Number.isInteger(k1), 'whole volume coefficient');
  // independent check: the radius back from the volume and height
  check(close(Math.sqrt((3 * k1) / h1), r1) && r1 ** 2 + h1 ** 2 === l1 ** 2, 'cone');
  item(
    LEVEL.coneSlant,
    `A right circular cone has a volume of $${k1}\\pi$ cubic meters and a height of $${h1}$ meters. What is the slant height, in meters, of the cone?`,
    l1,
    [r1, r1 + h1, r1 * r1 + h1 * h1],
    [
      'Use the volume formula $V = \\frac{1}{3}\\pi r^2 h$ to find the radius.',
      'The height, the radius and the slant height form a right triangle.',
    ],
    [
      `$\\frac{1}{3}\\pi r^2 (${h1}) = ${k1}\\pi$ gives $r^2$. Then the slant height is $\\sqrt{r^2 + ${h1}^2}$.`,
    ],
    `From $\\frac{1}{3}\\pi r^2 \\cdot ${h1} = ${k1}\\pi$, $r^2 = ${r1 * r1}$ and $r = ${r1}$. The slant height is the hypotenuse of the right triangle with legs $${r1}$ and $${h1}$: $\\sqrt{${r1 * r1} + ${h1 * h1}} = ${l1}$.`,
  );
  const [r2, h2, l2] = rng.pick([
    [9, 12, 15],
    [8, 6, 10],
  ] as const);
  const k2 = (r2 * r2 * h2) / 3;
  check(Number.isInteger(k2) && close(Math.sqrt(l2 ** 2 - r2 ** 2), h2), 'cone 2');
  item(
    LEVEL.coneSlant,
    `A paper cup is shaped like a right circular cone with a base radius of $${r2}$ centimeters and a slant height of $${l2}$ centimeters. The volume of the cup is $k\\pi$ cubic centimeters. What is the value of $k$?`,
    k2,
    [frac(r2 * r2 * l2, 3), r2 * r2 * h2, frac(4 * r2 * r2 * h2, 3)],
    [
      'The volume formula needs the height, not the slant height.',
      'The radius, the height and the slant height form a right triangle.',
    ],
    [`The height is $\\sqrt{${l2}^2 - ${r2}^2}$. Then use $V = \\frac{1}{3}\\pi r^2 h$.`],
    `The height is $\\sqrt{${l2 * l2} - ${r2 * r2}} = ${h2}$, so $V = \\frac{1}{3}\\pi (${r2})^2 (${h2}) = ${k2}\\pi$ and $k = ${k2}$. Using the slant height as the height would give $${fracTex(frac(r2 * r2 * l2, 3))}$, leaving out the $\\frac{1}{3}$ gives $${r2 * r2 * h2}$, and using the diameter as the radius gives $${fracTex(frac(4 * r2 * r2 * h2, 3))}$.`,
  );
}

// ---------- (5) water poured from one container into another ----------
{
  // cylinder into a rectangular tank: depth = pi r^2 h / (w l)
  const r = rng.pick([3, 4, 6]);
  const h = rng.pick([8, 10, 12]);
  const [w, l] = rng.pick([
    [8, 9],
    [10, 12],
    [6, 16],
  ] as const);
  const depth = frac(r * r * h, w * l);
  check(close(fracValue(depth) * Math.PI * w * l, Math.PI * r * r * h), 'same volume');
  const { choices, answer } = choicesFrom({ tex: timesPi(depth), key: fracValue(depth) }, [
    { tex: fracTex(depth), key: fracValue(depth) / Math.PI },
    { tex: timesPi(frac(4 * r * r * h, w * l)), key: 4 * fracValue(depth) },
    { tex: timesPi(frac(2 * r * h, w * l)), key: (2 * r * h) / (w * l) },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.waterPoured,
    type: 'multiple_choice',
    body: `A cylindrical bucket with an inside radius of $${r}$ inches is filled with water to a depth of $${h}$ inches. All of the water is poured into an empty rectangular tank whose base is $${w}$ inches by $${l}$ inches. What is the depth, in inches, of the water in the tank?`,
    choices,
    answer,
    hints: [
      'The volume of water stays the same when it is poured.',
      'The volume in a rectangular tank is the base area times the depth.',
    ],
    superhints: [
      `The water's volume is $\\pi (${r})^2 (${h})$. Divide it by the area of the tank's base, $${w} \\times ${l}$.`,
    ],
    explanation: `The water's volume is $\\pi \\cdot ${r}^2 \\cdot ${h} = ${r * r * h}\\pi$ cubic inches. In the tank it fills a base of $${w * l}$ square inches, so the depth is $\\frac{${r * r * h}\\pi}{${w * l}} = ${timesPi(depth)}$. Dropping $\\pi$, using the diameter for the radius, or using the side area $2\\pi r h$ gives the other choices.`,
  });
  // rectangular tank into a cylinder: depth = w l h / (pi r^2)
  const [w2, l2, h2] = rng.pick([
    [10, 8, 5],
    [12, 6, 4],
  ] as const);
  const r2 = rng.pick([3, 4, 5].filter((v) => v !== r));
  const d2 = frac(w2 * l2 * h2, r2 * r2);
  check(close(Math.PI * r2 * r2 * (fracValue(d2) / Math.PI), w2 * l2 * h2), 'same volume back');
  const choices2 = choicesFrom({ tex: overPi(d2), key: fracValue(d2) / Math.PI }, [
    { tex: fracTex(d2), key: fracValue(d2) },
    { tex: overPi(frac(w2 * l2 * h2, 4 * r2 * r2)), key: fracValue(d2) / (4 * Math.PI) },
    { tex: overPi(frac(w2 * l2 * h2, 2 * r2)), key: (w2 * l2 * h2) / (2 * r2 * Math.PI) },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.waterPoured,
    type: 'multiple_choice',
    body: `A rectangular container that is $${w2}$ centimeters long and $${l2}$ centimeters wide holds water to a depth of $${h2}$ centimeters. All of the water is poured into an empty cylindrical vase with an inside diameter of $${2 * r2}$ centimeters. What is the depth, in centimeters, of the water in the vase?`,
    choices: choices2.choices,
    answer: choices2.answer,
    hints: [
      'The volume of water is the same in both containers.',
      'The vase is given by its diameter; the area of its base uses the radius.',
    ],
    superhints: [
      `The water's volume is $${w2} \\cdot ${l2} \\cdot ${h2}$. The vase's base has area $\\pi (${r2})^2$; divide.`,
    ],
    explanation: `The water's volume is $${w2} \\cdot ${l2} \\cdot ${h2} = ${w2 * l2 * h2}$ cubic centimeters. The vase has radius $${r2}$, so its base area is $${r2 * r2}\\pi$ and the depth is $\\frac{${w2 * l2 * h2}}{${r2 * r2}\\pi} = ${overPi(d2)}$. Using the diameter as the radius gives a depth four times too small, dividing by the circumference $2\\pi r$ instead of the area gives $${overPi(frac(w2 * l2 * h2, 2 * r2))}$, and leaving out $\\pi$ gives $${fracTex(d2)}$.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-area-and-volume.ts',
  finish(questions),
);
