// Generates questions/geometry-trigonometry/circle-equations.hard.generated.yaml: harder circle
// synthesis (complete the square, then a tangent line, a tangent at a point, a chord cut by a
// line, a circle tangent to both axes through a point, a slanted tangent line, the slope of a
// tangent line through the origin). Each key is computed from the geometry and confirmed
// algebraically (a discriminant of zero for tangency, the roots of the substituted equation for a
// chord, the distance from the center to the line).
//   npx tsx content/generators/geometry-trigonometry/hard-circle-equations.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { term } from '../lib/term.ts';
import { choicesFrom, finish } from './common.ts';
import { numericItemAdder } from '../lib/numeric-item.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of the blind-solved templates is a 5.
const LEVEL = {
  axisTangent: 3,
  tangentAtPoint: 4,
  chord: 3,
  tangentToBothAxes: 4,
  slantedTangent: 4,
  // new after the blind solve, rated by its author: harder than every template rated 4 (the
  // slope is in the leading coefficient, so tangency is a quadratic in m with a root to choose)
  slopeThroughOrigin: 5,
};

const rng = createRng(2719);
const concept = 'circle-equations';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);

/** x^2 + y^2 + ax + by + c = 0 for center (h, k) and radius squared rr. */
function expanded(h: number, k: number, rr: number) {
  const a = -2 * h;
  const b = -2 * k;
  const c = h * h + k * k - rr;
  return { a, b, c, tex: `x^2 + y^2${term(a, 'x')}${term(b, 'y')}${term(c)} = 0` };
}
/** The left side of the expanded equation at (x, y); zero on the circle. */
const onExpanded = (h: number, k: number, rr: number, x: number, y: number) => {
  const e = expanded(h, k, rr);
  return x * x + y * y + e.a * x + e.b * y + e.c;
};
const sq = (v: string, h: number) =>
  h === 0 ? `${v}^2` : `(${v} ${h > 0 ? '-' : '+'} ${Math.abs(h)})^2`;
const std = (h: number, k: number, rr: number) => `${sq('x', h)} + ${sq('y', k)} = ${rr}`;
const completing = (h: number, k: number, rr: number) =>
  `Completing the square in $x$ and in $y$ gives $${std(h, k, rr)}$, so the center is $(${h}, ${k})$ and the radius is $${Number.isInteger(Math.sqrt(rr)) ? Math.sqrt(rr) : `\\sqrt{${rr}}`}$.`;
/** Discriminant of A t^2 + B t + C. */
const disc = (A: number, B: number, Cc: number) => B * B - 4 * A * Cc;

// ---------- (1) a horizontal or vertical tangent line, from the expanded equation ----------
const tangents: { h: number; k: number; r: number; axis: 'y' | 'x' }[] = [
  { h: rng.pick([-3, 4, 6]), k: rng.pick([2, 3]), r: rng.pick([5, 7]), axis: 'y' },
  { h: rng.pick([-4, -2]), k: rng.pick([-5, 1, 3]), r: rng.pick([6, 9]), axis: 'x' },
];
for (const { h, k, r, axis } of tangents) {
  const e = expanded(h, k, r * r);
  // y = t tangent above the center (t > 0); x = t tangent left of the center (t < 0)
  const t = axis === 'y' ? k + r : h - r;
  const other = axis === 'y' ? k - r : h + r;
  check(axis === 'y' ? t > 0 && other < 0 : t < 0 && other > 0, 'exactly one tangent of that sign');
  // independent check: substituting the line gives a quadratic in the other variable with
  // discriminant zero (one point of contact)
  const D =
    axis === 'y' ? disc(1, e.a, t * t + e.b * t + e.c) : disc(1, e.b, t * t + e.a * t + e.c);
  check(D === 0, 'the line touches the circle once');
  const sign = axis === 'y' ? 't > 0' : 't < 0';
  item(
    LEVEL.axisTangent,
    `In the $xy$-plane, the graph of $${e.tex}$ is a circle. The line $${axis} = t$, where $${sign}$, is tangent to the circle. What is the value of $t$?`,
    t,
    [other, axis === 'y' ? -k + r : -h - r, axis === 'y' ? k + r * r : h - r * r],
    [
      'Complete the square in $x$ and in $y$ to find the center and the radius.',
      `A line $${axis} = t$ tangent to a circle is one radius away from the center, ${axis === 'y' ? 'straight above or below it' : 'straight to its left or right'}.`,
    ],
    [
      `Add $${h * h}$ and $${k * k}$ to both sides after moving the constant. The two tangent lines of this kind are at $${axis} = ${axis === 'y' ? k : h} \\pm r$; keep the one with $${sign}$.`,
    ],
    `${completing(h, k, r * r)} The lines $${axis} = ${axis === 'y' ? k : h} + ${r}$ and $${axis} = ${axis === 'y' ? k : h} - ${r}$ are tangent, that is $${axis} = ${Math.max(t, other)}$ and $${axis} = ${Math.min(t, other)}$. Only $${t}$ satisfies $${sign}$. (Check: substituting $${axis} = ${t}$ leaves a quadratic in $${axis === 'y' ? 'x' : 'y'}$ with discriminant $0$.) Reading the center's signs backward gives $${axis === 'y' ? -k + r : -h - r}$, and using $r^2$ in place of $r$ gives $${axis === 'y' ? k + r * r : h - r * r}$.`,
  );
}

// ---------- (2) the tangent line at a given point ----------
const atPoint = [
  { h: 2, k: -1, dx: 3, dy: 4 },
  { h: -3, k: 2, dx: -5, dy: 12 },
].map((c) => ({ ...c, h: c.h + rng.int(-1, 1), k: c.k + rng.int(-1, 1) }));
for (const { h, k, dx, dy } of atPoint) {
  const rr = dx * dx + dy * dy;
  const e = expanded(h, k, rr);
  const [px, py] = [h + dx, k + dy];
  check(onExpanded(h, k, rr, px, py) === 0, 'the point is on the circle');
  // the tangent at P is perpendicular to the radius (dx, dy): dx x + dy y = dx px + dy py
  // written with a positive x coefficient, as a student would
  const line = (a: number, b: number, x0: number, y0: number) => {
    const s = a < 0 ? -1 : 1;
    return `${term(s * a, 'x', true)}${term(s * b, 'y')} = ${s * (a * x0 + b * y0)}`;
  };
  const correct = line(dx, dy, px, py);
  // independent check: substitute y from the line into the circle; the double root is x = px
  const A = 1 + (dx * dx) / (dy * dy);
  const cst = (dx * px + dy * py) / dy; // y = cst - (dx/dy) x
  const B = e.a - (2 * cst * dx) / dy - (e.b * dx) / dy;
  const Cc = cst * cst + e.b * cst + e.c;
  check(close(disc(A, B, Cc), 0, 1e-9) && close(-B / (2 * A), px), 'tangent touches only at P');
  const { choices, answer } = choicesFrom({ tex: correct, key: 0 }, [
    { tex: line(dy, -dx, px, py), key: 1 }, // the radius line through P
    { tex: line(dx, dy, h, k), key: 2 }, // the right direction, but through the center
    { tex: line(dx, -dy, px, py), key: 3 }, // a sign slip in the perpendicular slope
  ]);
  const shift = rng.int(0, 3);
  const ordered = choices.map((_, i) => choices[(i + shift) % 4]!);
  const ids = ['A', 'B', 'C', 'D'] as const;
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.tangentAtPoint,
    type: 'multiple_choice',
    body: `The point $(${px}, ${py})$ lies on the circle $${e.tex}$ in the $xy$-plane. Which equation represents the line tangent to the circle at $(${px}, ${py})$?`,
    choices: ordered.map((c, i) => ({ id: ids[i]!, text: c.text })),
    answer: ids[ordered.findIndex((c) => c.id === answer)]!,
    hints: [
      'Find the center by completing the square.',
      'A tangent line is perpendicular to the radius drawn to the point of tangency.',
    ],
    superhints: [
      `The radius goes from the center to $(${px}, ${py})$; find its slope, take the negative reciprocal, and write the line through $(${px}, ${py})$ with that slope.`,
    ],
    explanation: `${completing(h, k, rr)} The radius to $(${px}, ${py})$ has slope $${fracTex(frac(dy, dx))}$, so the tangent has slope $${fracTex(frac(-dx, dy))}$. Through $(${px}, ${py})$ that line is $${correct}$. The choice $${line(dy, -dx, px, py)}$ is the radius line itself, and $${line(dx, dy, h, k)}$ has the right slope but passes through the center.`,
  });
}

// ---------- (3) the chord a horizontal line cuts from the circle ----------
const chords = [
  { half: 4, d: 3 },
  { half: 12, d: 5 },
].map((c) => ({
  ...c,
  h: rng.pick([-5, -2, 3, 7]),
  k: rng.pick([-4, -1, 2, 6]),
  up: rng.int(0, 1),
}));
for (const [i, { half, d, h, k, up }] of chords.entries()) {
  const rr = half * half + d * d;
  const e = expanded(h, k, rr);
  const yLine = up ? k + d : k - d;
  const chord = 2 * half;
  // independent check: solve the substituted quadratic x^2 + a x + (y^2 + b y + c) = 0
  const D = disc(1, e.a, yLine * yLine + e.b * yLine + e.c);
  const x1 = (-e.a - Math.sqrt(D)) / 2;
  const x2 = (-e.a + Math.sqrt(D)) / 2;
  check(close(x2 - x1, chord), 'chord length from the roots');
  item(
    LEVEL.chord,
    `In the $xy$-plane, the line $y = ${yLine}$ intersects the circle $${e.tex}$ at two points. What is the distance between the two points?`,
    chord,
    [half, Math.sqrt(rr), 2 * Math.sqrt(rr)],
    [
      'Complete the square to find the center and the radius.',
      'The perpendicular from the center to the line bisects the chord.',
    ],
    [
      `The center is $${d}$ units from the line $y = ${yLine}$. Use the Pythagorean theorem with the radius as the hypotenuse to find half the chord.`,
    ],
    `${completing(h, k, rr)} The line is $|${yLine} - (${k})| = ${d}$ units from the center, so half the chord is $\\sqrt{${rr} - ${d * d}} = ${half}$ and the chord is $${chord}$. (Substituting $y = ${yLine}$ gives $x = ${x1}$ or $x = ${x2}$, which are $${chord}$ apart.)${i === 0 ? ` Forgetting to double gives $${half}$; $${Math.sqrt(rr)}$ and $${2 * Math.sqrt(rr)}$ are the radius and the diameter.` : ''}`,
  );
}

// ---------- (4) a circle tangent to both axes through a given point ----------
const both = rng.shuffle([
  [1, 8],
  [2, 9],
  [4, 2],
  [3, 6],
  [1, 2],
] as [number, number][]);
for (const [i, [p, q]] of both.slice(0, 2).entries()) {
  // (p - r)^2 + (q - r)^2 = r^2  =>  r^2 - 2(p + q) r + p^2 + q^2 = 0
  const s = Math.sqrt(2 * p * q);
  const roots = [p + q - s, p + q + s];
  const r = i === 0 ? roots[1]! : roots[0]!;
  // independent check: each root makes the point lie on the circle centered at (r, r)
  for (const root of roots)
    check((p - root) ** 2 + (q - root) ** 2 === root ** 2, 'root on circle');
  const which = i === 0 ? 'larger' : 'smaller';
  item(
    LEVEL.tangentToBothAxes,
    `A circle in the first quadrant of the $xy$-plane is tangent to both the $x$-axis and the $y$-axis, and it passes through the point $(${p}, ${q})$. There are two such circles. What is the radius of the ${which} one?`,
    r,
    undefined,
    [
      'A circle tangent to both axes in the first quadrant with radius $r$ has its center at $(r, r)$.',
      `The point $(${p}, ${q})$ is exactly $r$ units from the center.`,
    ],
    [`Write $(${p} - r)^2 + (${q} - r)^2 = r^2$, expand, and solve the quadratic in $r$.`],
    `The center is $(r, r)$, so $(${p} - r)^2 + (${q} - r)^2 = r^2$. Expanding gives $r^2 - ${2 * (p + q)}r + ${p * p + q * q} = 0$, which factors as $(r - ${roots[0]})(r - ${roots[1]}) = 0$. The two radii are $${roots[0]}$ and $${roots[1]}$; the ${which} is $${r}$.`,
  );
}

// ---------- (5) the slanted line y = x + b tangent to a circle ----------
for (const n of rng.shuffle([1, 2, 3]).slice(0, 2)) {
  let h = 0;
  let k = 0;
  for (;;) {
    h = rng.int(-5, 5);
    k = rng.int(-5, 5);
    const b1 = k - h + 2 * n;
    const b2 = k - h - 2 * n;
    const wrongs = [k - h, h - k + 2 * n, b2];
    if (b1 > 0 && b2 < 0 && h !== 0 && k !== 0 && new Set([b1, ...wrongs]).size === 4) break;
  }
  const rr = 2 * n * n;
  const e = expanded(h, k, rr);
  const b = k - h + 2 * n;
  // independent check: y = x + b in the circle gives 2x^2 + 2(b - k - h)x + h^2 + (b - k)^2 - rr
  check(disc(2, 2 * (b - k - h), h * h + (b - k) ** 2 - rr) === 0, 'discriminant zero');
  check(disc(2, 2 * (b - 1 - k - h), h * h + (b - 1 - k) ** 2 - rr) > 0, 'a smaller b crosses');
  const { choices, answer } = choicesFrom({ tex: String(b), key: b }, [
    { tex: String(k - h), key: k - h },
    { tex: String(h - k + 2 * n), key: h - k + 2 * n },
    { tex: String(k - h - 2 * n), key: k - h - 2 * n },
  ]);
  questions.push({
    id: nextId(),
    concepts: C,
    difficulty: LEVEL.slantedTangent,
    type: 'multiple_choice',
    body: `In the $xy$-plane, the line $y = x + b$, where $b$ is a positive constant, intersects the circle $${e.tex}$ at exactly one point. What is the value of $b$?`,
    choices,
    answer,
    hints: [
      'Substitute $x + b$ for $y$ in the equation of the circle.',
      'A quadratic equation has exactly one solution when its discriminant is $0$.',
    ],
    superhints: [
      `${completing(h, k, rr).replace('gives', 'first gives')} Substituting gives $2x^2 + 2(b${term(-k - h)})x + ${h * h} + (b${term(-k)})^2 - ${rr} = 0$; set its discriminant to $0$.`,
    ],
    explanation: `${completing(h, k, rr)} Substituting $y = x + b$: $2x^2 + 2(b${term(-k - h)})x + ${h * h} + (b${term(-k)})^2 - ${rr} = 0$. Setting the discriminant to zero simplifies to $(b${term(h - k)})^2 = ${4 * n * n}$, so $b = ${k - h} \\pm ${2 * n}$, that is $${b}$ or $${k - h - 2 * n}$. Since $b > 0$, $b = ${b}$. The value $${k - h}$ gives the line through the center, and $${h - k + 2 * n}$ comes from reading the center's signs backward; the negative root belongs to the other tangent line of slope $1$.`,
  });
}

// ---------- (6) a line through the origin tangent to a circle: its slope from a quadratic ----------
// The slope m is in both the x^2 and the x coefficient after substituting y = mx, so tangency
// (a zero discriminant) is a quadratic in m with one positive and one negative root.
{
  const cases: { h: number; k: number; rr: number; t: number }[] = [];
  for (let h = 4; h <= 9; h++)
    for (let k = -3; k <= 3; k++)
      for (let r = 2; r < h; r++) {
        const t = Math.sqrt(h * h + k * k - r * r);
        // |k| < r < h: the origin is outside, and the two tangent slopes have opposite signs
        if (k !== 0 && Math.abs(k) < r && Number.isInteger(t)) cases.push({ h, k, rr: r * r, t });
      }
  for (const [i, { h, k, rr, t }] of rng.shuffle(cases).slice(0, 2).entries()) {
    const r = Math.sqrt(rr);
    // (h^2 - r^2) m^2 - 2hk m + (k^2 - r^2) = 0, roots (hk +- r t) / (h^2 - r^2)
    const mPos = frac(h * k + r * t, h * h - rr);
    const mNeg = frac(h * k - r * t, h * h - rr);
    check(mPos.n > 0 && mNeg.n < 0, 'one positive and one negative slope');
    const e = expanded(h, k, rr);
    // independent check: y = mx in the expanded equation, times q^2, has discriminant 0
    for (const m of [mPos, mNeg]) {
      const [p, q] = [m.n, m.d];
      const A = q * q + p * p;
      const B = e.a * q * q + e.b * p * q;
      check(disc(A, B, e.c * q * q) === 0, 'y = mx is tangent');
    }
    // and a second way: the distance from the center to y = mx equals the radius
    const { n: p, d: q } = mPos;
    check((p * h - k * q) ** 2 === rr * (p * p + q * q), 'distance from the center is r');
    const quad = `${h * h - rr}m^2${term(-2 * h * k, 'm')}${term(k * k - rr)} = 0`;
    const body = `In the $xy$-plane, the line $y = mx$, where $m$ is a positive constant, intersects the circle $${e.tex}$ at exactly one point. What is the value of $m$?`;
    const hints = [
      'Substitute $mx$ for $y$: the result is a quadratic equation in $x$ whose coefficients depend on $m$.',
      'The line meets the circle at exactly one point when that quadratic has exactly one solution.',
    ];
    const superhints = [
      `Substituting gives $(1 + m^2)x^2 + (${e.a}${term(e.b, 'm')})x + ${e.c} = 0$. Set its discriminant equal to $0$ and solve the resulting quadratic in $m$.`,
    ];
    const explanation = `${completing(h, k, rr)} Substituting $y = mx$ gives $(1 + m^2)x^2 + (${e.a}${term(e.b, 'm')})x + ${e.c} = 0$. Exactly one intersection point means a discriminant of $0$: $(${e.a}${term(e.b, 'm')})^2 - ${4 * e.c}(1 + m^2) = 0$, which simplifies to $${quad}$. Its roots are $${fracTex(mPos)}$ and $${fracTex(mNeg)}$ (the slopes of the two tangent lines through the origin), and since $m > 0$, $m = ${fracTex(mPos)}$.`;
    if (i === 0)
      item(LEVEL.slopeThroughOrigin, body, mPos, undefined, hints, superhints, explanation);
    else
      item(
        LEVEL.slopeThroughOrigin,
        body,
        mPos,
        [frac(-mNeg.n, mNeg.d), frac(k, h), frac(r, t)],
        hints,
        superhints,
        `${explanation} The choice $${fracTex(frac(-mNeg.n, mNeg.d))}$ drops the sign of the other root, $${fracTex(frac(k, h))}$ is the slope of the line through the center, and $${fracTex(frac(r, t))}$ is the ratio of the radius to the tangent length.`,
      );
  }
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  `${concept}.hard`,
  'generators/geometry-trigonometry/hard-circle-equations.ts',
  finish(questions),
);
