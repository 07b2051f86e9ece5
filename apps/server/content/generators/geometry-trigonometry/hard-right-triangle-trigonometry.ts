// Generates questions/geometry-trigonometry/right-triangle-trigonometry.hard.generated.yaml:
// harder trigonometry synthesis (cofunction identities with a parameter, similar triangles read
// through a trigonometric ratio, the altitude to the hypotenuse, an isosceles triangle's area
// from a cosine). Each key is computed from side lengths and confirmed a second way (numerical
// trigonometric functions, or coordinates of the vertices).
//   npx tsx content/generators/geometry-trigonometry/hard-right-triangle-trigonometry.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { term } from '../lib/term.ts';
import { dist, pt, radians } from '../lib/figure-kit/vector.ts';
import { choicesFrom, finish } from './common.ts';
import { numericItemAdder } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of these templates is a 5. The blind pass of the generated items
// (2026-11-29) rated parameterSinCos 3, similarAndLadder 3 (h005) and altitude 3; the mean with the
// author's level, rounded up, takes similarAndLadder from 2 to 3.
const LEVEL = {
  cofunction: 2,
  parameterSinCos: 3,
  similarAndLadder: 3,
  altitude: 3,
  isoscelesArea: 3,
};

const rng = createRng(3511);
const concept = 'right-triangle-trigonometry';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];

// ---------- (1) sin of one angle equals cos of another: solve for x ----------
{
  for (const i of [0, 1]) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    let x = 0;
    for (;;) {
      a = rng.int(2, 6);
      c = rng.int(2, 6);
      x = rng.int(4, 12);
      b = rng.int(-15, 20);
      d = 90 - b - (a + c) * x;
      const A = a * x + b;
      const B = c * x + d;
      if (a !== c && A > 0 && A < 90 && B > 0 && B < 90 && d !== 0 && b !== 0 && A !== 45) break;
    }
    const l = `${term(a, 'x', true)}${term(b)}`;
    const r = `${term(c, 'x', true)}${term(d)}`;
    // key: the angles are complementary, so (a + c) x + b + d = 90
    const solved = (90 - b - d) / (a + c);
    // independent check: the trigonometric values themselves agree at that x
    check(
      solved === x && close(Math.sin(radians(a * x + b)), Math.cos(radians(c * x + d))),
      'cofunction',
    );
    const wrongDiff = (b - d) / (c - a); // set the angles equal instead of complementary
    item(
      LEVEL.cofunction,
      i === 0
        ? `If $\\sin((${l})^\\circ) = \\cos((${r})^\\circ)$, where $0 < ${l} < 90$ and $0 < ${r} < 90$, what is the value of $x$?`
        : `In right triangle $PQR$, angle $R$ is the right angle. The measure of angle $P$ is $(${l})^\\circ$, and $\\sin P = \\cos((${r})^\\circ)$, where $0 < ${r} < 90$. What is the value of $x$?`,
      x,
      [
        frac(b - d, c - a), // set the angles equal
        frac(180 - b - d, a + c), // took the angles as supplementary
        a * x + b, // gave the angle, not x
      ],
      [
        'The sine of an acute angle equals the cosine of its complement.',
        'Two acute angles with $\\sin \\alpha = \\cos \\beta$ add up to $90^\\circ$.',
      ],
      [`Set $(${l}) + (${r}) = 90$ and solve for $x$.`],
      `Since $\\sin \\alpha = \\cos(90^\\circ - \\alpha)$, the two acute angles are complementary: $(${l}) + (${r}) = 90$, so $${a + c}x${term(b + d)} = 90$ and $x = ${x}$. Setting the two angles equal instead gives $${Number.isInteger(wrongDiff) ? wrongDiff : fracTex(frac(b - d, c - a))}$, which is not the cofunction relationship.`,
    );
  }
}

// ---------- (2) sin A and cos B given with a parameter: find tan A ----------
for (const [p, q, h] of rng.shuffle(TRIPLES).slice(0, 2)) {
  let k0 = 0;
  let a1 = 0;
  let a2 = 0;
  for (;;) {
    k0 = rng.int(2, 6);
    a1 = rng.int(2, 5);
    a2 = rng.int(1, 4);
    if (a1 !== a2 && p - a1 * k0 !== 0 && p - a2 * k0 !== 0) break;
  }
  const b1 = p - a1 * k0;
  const b2 = p - a2 * k0;
  // sin A = cos B in a right triangle, so a1 k + b1 = a2 k + b2
  const k = (b2 - b1) / (a1 - a2);
  check(k === k0, 'parameter from the cofunction');
  const tanA = frac(p, q);
  // independent check: the angle whose sine is p/h has tangent p/q
  const angle = Math.asin(p / h);
  check(
    close(Math.tan(angle), fracValue(tanA)) && close(Math.cos(Math.PI / 2 - angle), p / h),
    'tan A',
  );
  const { choices, answer } = choicesFrom({ tex: fracTex(tanA), key: p / q }, [
    { tex: fracTex(frac(q, p)), key: q / p },
    { tex: fracTex(frac(p, h)), key: p / h },
    { tex: fracTex(frac(q, h)), key: q / h },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.parameterSinCos,
    type: 'multiple_choice',
    body: `In right triangle $ABC$, angle $C$ is the right angle, $\\sin A = \\frac{${a1}k${term(b1)}}{${h}}$ and $\\cos B = \\frac{${a2 === 1 ? '' : a2}k${term(b2)}}{${h}}$, where $k$ is a constant. What is the value of $\\tan A$?`,
    choices,
    answer,
    hints: [
      'In a right triangle, the two acute angles are complementary. How are $\\sin A$ and $\\cos B$ related?',
      'Once $k$ is known, you have $\\sin A$; find the third side with the Pythagorean theorem.',
    ],
    superhints: [
      `$\\sin A = \\cos B$, so $${a1}k${term(b1)} = ${a2 === 1 ? '' : a2}k${term(b2)}$. Then $\\sin A = \\frac{\\text{opposite}}{\\text{hypotenuse}}$ gives two sides of a triangle similar to $ABC$.`,
    ],
    explanation: `Because $A$ and $B$ are complementary, $\\sin A = \\cos B$: $${a1}k${term(b1)} = ${a2 === 1 ? '' : a2}k${term(b2)}$, so $k = ${k}$ and $\\sin A = \\frac{${p}}{${h}}$. A triangle with opposite side $${p}$ and hypotenuse $${h}$ has adjacent side $\\sqrt{${h * h} - ${p * p}} = ${q}$, so $\\tan A = ${fracTex(tanA)}$. The choice $${fracTex(frac(q, p))}$ is $\\tan B$, and the others are $\\sin A$ and $\\cos A$.`,
  });
}

// ---------- (3) similar triangles read through a trigonometric ratio ----------
{
  const [[p1, q1, h1], [p2, q2, h2]] = rng.shuffle(TRIPLES).slice(0, 2) as [
    [number, number, number],
    [number, number, number],
  ];
  // abstract: triangle DEF similar to ABC; DF corresponds to AC (adjacent to A)
  const m1 = rng.int(2, 4);
  const DF = q1 * m1;
  const EF = p1 * m1;
  // independent check: tan D = tan A = p/q, and EF = DF tan D
  check(close(DF * Math.tan(Math.asin(p1 / h1)), EF), 'similar side through tan');
  item(
    LEVEL.similarAndLadder,
    `In right triangle $ABC$, angle $C$ is the right angle and $\\sin A = \\frac{${p1}}{${h1}}$. Triangle $DEF$ is similar to triangle $ABC$, with vertices $D$, $E$ and $F$ corresponding to $A$, $B$ and $C$, respectively. If $DF = ${DF}$, what is the length of $EF$?`,
    EF,
    [
      frac(DF * p1, h1), // used the sine ratio
      frac(DF * q1, p1), // turned the tangent upside down
      frac(DF * h1, q1), // found the hypotenuse DE
    ],
    [
      'Corresponding angles of similar triangles are equal, so $\\sin D = \\sin A$.',
      '$DF$ is the side adjacent to angle $D$ and $EF$ is the side opposite it.',
    ],
    [
      `From $\\sin A = \\frac{${p1}}{${h1}}$, the adjacent side of a matching triangle is $\\sqrt{${h1}^2 - ${p1}^2}$. Use $\\tan D = \\frac{EF}{DF}$.`,
    ],
    `A triangle with $\\sin A = \\frac{${p1}}{${h1}}$ has sides in the ratio $${p1} : ${q1} : ${h1}$ (opposite : adjacent : hypotenuse), so $\\tan D = \\tan A = \\frac{${p1}}{${q1}}$. Then $EF = DF \\tan D = ${DF} \\cdot \\frac{${p1}}{${q1}} = ${EF}$. Using the sine ratio here, $${DF} \\cdot \\frac{${p1}}{${h1}}$, treats $DF$ as the hypotenuse.`,
  );
  // real world: a ladder, through the cosine of its angle with the ground
  const m2 = rng.int(2, 3);
  const height = p2 * m2;
  const ladder = h2 * m2;
  const foot = q2 * m2;
  check(close(Math.sqrt(ladder ** 2 - foot ** 2), height), 'ladder sides');
  const { choices, answer } = choicesFrom({ tex: String(foot), key: foot }, [
    { tex: String(height), key: height },
    { tex: fracTex(frac(height * q2, h2)), key: (height * q2) / h2 },
    { tex: fracTex(frac(height * h2, q2)), key: (height * h2) / q2 },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.similarAndLadder,
    type: 'multiple_choice',
    body: `A straight ladder leans against a vertical wall, with its foot on level ground. The angle $\\theta$ between the ladder and the ground satisfies $\\cos \\theta = \\frac{${q2}}{${h2}}$, and the top of the ladder touches the wall $${height}$ feet above the ground. How far, in feet, is the foot of the ladder from the wall?`,
    choices,
    answer,
    hints: [
      'The ladder, the wall and the ground form a right triangle with the ladder as the hypotenuse.',
      'From the cosine you know two sides of a similar triangle; find the third.',
    ],
    superhints: [
      `$\\cos \\theta = \\frac{${q2}}{${h2}}$ means the sides are in the ratio $${q2} : \\text{height} : ${h2}$; the height side is $\\sqrt{${h2}^2 - ${q2}^2}$ in that ratio. Scale to the real height.`,
    ],
    explanation: `With $\\cos \\theta = \\frac{${q2}}{${h2}}$, the sides are in the ratio ${q2} (ground) : ${p2} (wall) : ${h2} (ladder). The wall side is $${height}$ feet, so the scale factor is $${m2}$ and the foot is $${q2} \\cdot ${m2} = ${foot}$ feet from the wall (the ladder is $${ladder}$ feet long). Multiplying the height by the cosine, or dividing it by the cosine, mixes up which sides the cosine relates.`,
  });
}

// ---------- (4) the altitude to the hypotenuse ----------
for (const [i, [p, q, h]] of rng.shuffle(TRIPLES.slice(0, 3)).slice(0, 2).entries()) {
  const m = h; // makes every segment a whole number
  const AB = h * m;
  const AC = q * m; // cos A = AC / AB = q / h
  const BC = p * m;
  const CD = (AC * BC) / AB;
  const AD = (AC * AC) / AB;
  // independent check with coordinates: C at the origin, A on the x-axis, B on the y-axis
  const A = pt(AC, 0);
  const B = pt(0, BC);
  const t = (AC * AC) / (AC * AC + BC * BC); // foot D = A + t (B - A)
  const D = pt(A.x + t * (B.x - A.x), A.y + t * (B.y - A.y));
  check(close(dist(pt(0, 0), D), CD) && close(dist(A, D), AD), 'altitude by coordinates');
  const ask = i === 0 ? 'CD' : 'AD';
  const ans = i === 0 ? CD : AD;
  item(
    LEVEL.altitude,
    `In triangle $ABC$, angle $C$ is a right angle and $\\cos A = \\frac{${q}}{${h}}$. Point $D$ lies on $\\overline{AB}$ so that $\\overline{CD}$ is perpendicular to $\\overline{AB}$. If $AB = ${AB}$, what is the length of $${ask}$?`,
    ans,
    i === 1 ? [CD, AB - AD, AC] : [AD, BC, AC],
    [
      'First find $AC$ and $BC$ from the cosine and $AB$.',
      `Triangle ${i === 0 ? '$ACD$' : '$ADC$'} is a right triangle that shares angle $A$ with triangle $ABC$.`,
    ],
    [
      i === 0
        ? `$AC = ${AB} \\cos A$. In right triangle $ACD$, $CD$ is opposite angle $A$, so $CD = AC \\sin A$.`
        : `$AC = ${AB} \\cos A$. In right triangle $ADC$, $AD$ is adjacent to angle $A$, so $AD = AC \\cos A$.`,
    ],
    `$AC = ${AB} \\cdot \\frac{${q}}{${h}} = ${AC}$ and $BC = \\sqrt{${AB}^2 - ${AC}^2} = ${BC}$, so $\\sin A = \\frac{${p}}{${h}}$. ${
      i === 0
        ? `In triangle $ACD$, $CD = AC \\sin A = ${AC} \\cdot \\frac{${p}}{${h}} = ${CD}$ (also $\\frac{AC \\cdot BC}{AB}$, from two ways of writing the area).`
        : `In triangle $ADC$, $AD = AC \\cos A = ${AC} \\cdot \\frac{${q}}{${h}} = ${AD}$. The other choices are $CD$, $BD$ and $AC$.`
    }`,
  );
}

// ---------- (5) an isosceles triangle's area from the cosine of a base angle ----------
const roofs = [
  {
    body: (L: number, q: number, h: number) =>
      `The cross-section of a roof is an isosceles triangle whose two equal sides are each $${L}$ feet long. Each base angle $\\theta$ satisfies $\\cos \\theta = \\frac{${q}}{${h}}$. What is the area, in square feet, of the cross-section?`,
  },
  {
    body: (L: number, q: number, h: number) =>
      `In triangle $XYZ$, $XY = XZ = ${L}$, and the cosine of angle $Y$ is $\\frac{${q}}{${h}}$. What is the area of triangle $XYZ$?`,
  },
];
for (const [i, roof] of roofs.entries()) {
  const [p, q, h] = TRIPLES[i === 0 ? 1 : 2] as [number, number, number];
  const m = rng.int(1, 3);
  const L = h * m;
  const half = q * m;
  const height = p * m;
  const area = half * height;
  // independent check: (1/2) L^2 sin(apex angle), with apex angle 180 - 2 theta
  const theta = Math.acos(q / h);
  check(close(0.5 * L * L * Math.sin(Math.PI - 2 * theta), area), 'area by the sine formula');
  const { choices, answer } = choicesFrom({ tex: String(area), key: area }, [
    { tex: String(area / 2), key: area / 2 },
    { tex: String(2 * area), key: 2 * area },
    { tex: String((L * height) / 2), key: (L * height) / 2 },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.isoscelesArea,
    type: 'multiple_choice',
    body: roof.body(L, q, h),
    choices,
    answer,
    hints: [
      'The altitude from the top vertex splits the isosceles triangle into two congruent right triangles.',
      'In each right triangle, the equal side is the hypotenuse.',
    ],
    superhints: [
      `Half the base is $${L} \\cos \\theta$ and the height is $${L} \\sin \\theta$; find $\\sin \\theta$ from the cosine with the Pythagorean theorem.`,
    ],
    explanation: `The altitude to the base makes two right triangles with hypotenuse $${L}$. Half the base is $${L} \\cdot \\frac{${q}}{${h}} = ${half}$, and since $\\sin \\theta = \\frac{${p}}{${h}}$ the height is $${L} \\cdot \\frac{${p}}{${h}} = ${height}$. The base is $${2 * half}$, so the area is $\\frac{1}{2} \\cdot ${2 * half} \\cdot ${height} = ${area}$. Using half the base as the base gives $${area / 2}$, forgetting the $\\frac{1}{2}$ gives $${2 * area}$, and taking a slanted side as the base gives $${(L * height) / 2}$.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-right-triangle-trigonometry.ts',
  finish(questions),
);
