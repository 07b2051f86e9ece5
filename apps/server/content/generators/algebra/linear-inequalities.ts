// Generates questions/algebra/linear-inequalities.generated.yaml and its figures. The figure
// questions (number lines and shaded regions) are written one by one and drawn from the same
// numbers; each choice is tested against the drawn set at many sample points, including points
// on the boundary, so exactly one choice matches. The templates (solving with a negative
// coefficient, two "greatest number" contexts, counting integer solutions, comparing plans, a
// point in a system's region) are checked by brute force over whole numbers.
// Run: cd apps/server && npx tsx content/generators/algebra/linear-inequalities.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracTex, terminatingDecimal } from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, LETTERS, type Letter } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin, texThousands, thousands } from './format.ts';
import type { BankQuestion } from '../../schema.ts';
import { numberLine } from '../lib/figure-kit/number-line.ts';
import { plane } from '../lib/figure-kit/plane.ts';

const CONCEPT = 'linear-inequalities';
const rng = createRng(0x11e_2025);
const out: BankQuestion[] = [];
const nextId = generatedIds(CONCEPT);

type Pred1 = (x: number) => boolean;
type Pred2 = (x: number, y: number) => boolean;

/** Sample points for one-variable sets: every quarter from -12 to 12. */
const samples1 = Array.from({ length: 97 }, (_, i): [number] => [-12 + i / 4]);
/** Sample points for regions: a half-unit lattice over a generous window. */
const samples2: [number, number][] = [];
for (let i = -20; i <= 20; i++) for (let j = -20; j <= 20; j++) samples2.push([i / 2, j / 2]);

/** Exactly the choice at `answer` agrees with `target` on every sample point. */
function checkChoices<P extends number[]>(
  samples: P[],
  target: (...p: P) => boolean,
  preds: ((...p: P) => boolean)[],
  answer: Letter,
  what: string,
) {
  const idx = LETTERS.indexOf(answer);
  preds.forEach((pred, i) => {
    const same = samples.every((p) => pred(...p) === target(...p));
    check(same === (i === idx), `${what}: choice ${LETTERS[i]} ${same ? 'matches' : 'differs'}`);
  });
}

// ---------------------------------------------------------------- figure questions

// IF1. A ray on a number line.
{
  const id = nextId();
  const target: Pred1 = (x) => x >= -2;
  const figure = writeFigure(
    'algebra',
    id,
    numberLine({
      title:
        'A number line from \u22126 to 6 with a closed circle at \u22122 and the line shaded to the right of it',
      min: -6,
      max: 6,
      ends: [{ at: -2, closed: true }],
      shade: { from: -2, to: 'inf' },
    }),
  );
  const preds: Pred1[] = [(x) => x > -2, (x) => x <= -2, (x) => x >= -2, (x) => x < -2];
  const mc = choices('$x \\ge -2$', ['$x > -2$', '$x \\le -2$', '$x < -2$'], 'C');
  checkChoices(samples1, target, preds, mc.answer, 'IF1');
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 1,
    type: 'multiple_choice',
    body: 'Which inequality has the solution set shown on the number line?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'A filled-in circle means the endpoint is included; an open circle means it is not.',
      'The shading shows which side of the endpoint the solutions are on.',
    ],
    superhints: [
      'The circle at $-2$ is filled, so $-2$ itself is a solution: the inequality symbol must include "or equal to". The shading runs toward larger numbers.',
    ],
    explanation:
      'The closed circle at $-2$ means $-2$ is included, and the shading to the right means every larger number is included: $x \\ge -2$, choice C.',
  });
}

// IF2. A bounded interval on a number line, matched to a compound inequality.
{
  const id = nextId();
  const target: Pred1 = (x) => x > -3 && x <= 4;
  const figure = writeFigure(
    'algebra',
    id,
    numberLine({
      title:
        'A number line from \u22126 to 6 with an open circle at \u22123, a closed circle at 4, and the segment between them shaded',
      min: -6,
      max: 6,
      ends: [
        { at: -3, closed: false },
        { at: 4, closed: true },
      ],
      shade: { from: -3, to: 4 },
    }),
  );
  const preds: Pred1[] = [
    (x) => -9 <= 3 * x && 3 * x < 12,
    (x) => -9 < 3 * x && 3 * x <= 12,
    (x) => -6 < 2 * x && 2 * x <= 4,
    (x) => -3 < -x && -x <= 4,
  ];
  const mc = choices(
    '$-9 < 3x \\le 12$',
    ['$-9 \\le 3x < 12$', '$-6 < 2x \\le 4$', '$-3 < -x \\le 4$'],
    'B',
  );
  checkChoices(samples1, target, preds, mc.answer, 'IF2');
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The number line shows the solution set of one of the compound inequalities below. Which one?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'First write the set shown as an inequality in $x$, paying attention to open and closed circles.',
      'Then solve each choice for $x$; dividing by a negative number reverses the inequality signs.',
    ],
    superhints: [
      'The graph shows $-3 < x \\le 4$. For each choice, divide all three parts by the coefficient of $x$ and compare both endpoints and which end is strict. One choice has the right numbers but the strict and non-strict signs on the wrong ends.',
    ],
    explanation:
      'The graph shows $-3 < x \\le 4$ (open at $-3$, closed at $4$). Dividing $-9 < 3x \\le 12$ by $3$ gives exactly $-3 < x \\le 4$, choice B. The choice $-9 \\le 3x < 12$ has the open and closed ends swapped; $-6 < 2x \\le 4$ gives $-3 < x \\le 2$; and $-3 < -x \\le 4$ gives $-4 \\le x < 3$.',
  });
}

// IF3. A half-plane with a dashed boundary.
{
  const id = nextId();
  // Region: y < 2x - 1, i.e. -2x + y <= -1 with the boundary excluded (dashed).
  const target: Pred2 = (x, y) => y < 2 * x - 1;
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A dashed line through (0, \u22121) and (2, 3) in the xy-plane, with the region below and to the right of the line shaded',
      xMin: -5,
      xMax: 5,
      yMin: -5,
      yMax: 5,
      lines: [
        {
          through: [
            [0, -1],
            [2, 3],
          ],
          dashed: true,
        },
      ],
      shade: [{ a: -2, b: 1, c: -1, side: 'le' }],
      points: [{ at: [0, -1] }, { at: [2, 3] }],
    }),
  );
  const preds: Pred2[] = [
    (x, y) => y > 2 * x - 1,
    (x, y) => y <= 2 * x - 1,
    (x, y) => y < 0.5 * x - 1,
    target,
  ];
  const mc = choices(
    '$y < 2x - 1$',
    ['$y > 2x - 1$', '$y \\le 2x - 1$', '$y < \\frac{1}{2}x - 1$'],
    'D',
  );
  checkChoices(samples2, target, preds, mc.answer, 'IF3');
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The shaded region in the $xy$-plane, not including the dashed line, shows the solutions of an inequality. Which inequality is it?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Find the equation of the boundary line from the two marked points.',
      'A dashed boundary means a strict inequality ($<$ or $>$). Test a shaded point, such as $(3, 0)$, to find the direction.',
    ],
    superhints: [
      'The boundary passes through $(0, -1)$ and $(2, 3)$, so it is $y = 2x - 1$. The point $(3, 0)$ is shaded; substitute it into the boundary expression and see whether its $y$-value is above or below the line.',
    ],
    explanation:
      'The boundary line has slope $\\frac{3 - (-1)}{2 - 0} = 2$ and $y$-intercept $-1$: $y = 2x - 1$. It is dashed, so the inequality is strict. The shaded point $(3, 0)$ gives $0 < 2(3) - 1 = 5$, so the region is $y < 2x - 1$, choice D.',
  });
}

// IF4. The overlap of two half-planes: which system?
{
  const id = nextId();
  const target: Pred2 = (x, y) => y <= -x + 4 && y > 0.5 * x - 2;
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A solid line through (0, 4) and (4, 0) and a dashed line through (0, \u22122) and (4, 0); the region below the solid line and above the dashed line is shaded',
      xMin: -5,
      xMax: 6,
      yMin: -5,
      yMax: 6,
      lines: [
        {
          through: [
            [0, 4],
            [4, 0],
          ],
        },
        {
          through: [
            [0, -2],
            [4, 0],
          ],
          dashed: true,
        },
      ],
      shade: [
        { a: 1, b: 1, c: 4, side: 'le' },
        { a: -1, b: 2, c: -4, side: 'ge' },
      ],
    }),
  );
  const sys = (a: string, b: string) => `$\\begin{cases} ${a} \\\\ ${b} \\end{cases}$`;
  const preds: Pred2[] = [
    target,
    (x, y) => y >= -x + 4 && y > 0.5 * x - 2,
    (x, y) => y <= -x + 4 && y < 0.5 * x - 2,
    (x, y) => y < -x + 4 && y >= 0.5 * x - 2,
  ];
  const rot = choices(
    sys('y \\le -x + 4', 'y > \\frac{1}{2}x - 2'),
    [
      sys('y \\ge -x + 4', 'y > \\frac{1}{2}x - 2'),
      sys('y \\le -x + 4', 'y < \\frac{1}{2}x - 2'),
      sys('y < -x + 4', 'y \\ge \\frac{1}{2}x - 2'),
    ],
    'A',
  );
  checkChoices(samples2, target, preds, rot.answer, 'IF4');
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'The shaded region in the $xy$-plane shows the solutions of a system of inequalities. Points on the solid line are solutions; points on the dashed line are not. Which system is shown?',
    figure,
    figurePosition: 'top',
    ...rot,
    hints: [
      'Write the equation of each boundary line from where it crosses the axes.',
      'Solid means $\\le$ or $\\ge$; dashed means $<$ or $>$. Then decide, for each line, whether the shading is above or below it.',
    ],
    superhints: [
      'The solid line goes through $(0, 4)$ and $(4, 0)$: $y = -x + 4$. The dashed line goes through $(0, -2)$ and $(4, 0)$: $y = \\frac{1}{2}x - 2$. The origin is shaded, so test $(0, 0)$ in each inequality of a choice, and then check which boundary is strict.',
    ],
    explanation:
      'The solid boundary is $y = -x + 4$ and the shading is below it, including the line: $y \\le -x + 4$. The dashed boundary is $y = \\frac{1}{2}x - 2$ and the shading is above it, not including the line: $y > \\frac{1}{2}x - 2$. That is choice A. (Check with the shaded origin: $0 \\le 4$ and $0 > -2$.)',
  });
}

// IF5. A region that continues past the window: least y for a far-away x.
{
  const id = nextId();
  // Region y >= (2/3)x - 2, solid boundary through (0, -2) and (3, 0).
  const inRegion = (x: number, y: number) => 3 * y >= 2 * x - 6;
  const xFar = 9;
  // Brute force over thirds: the least k with (9, k) in the region.
  let least = Number.NaN;
  for (let t = -90; t <= 90; t++) {
    if (inRegion(xFar, t / 3)) {
      least = t / 3;
      break;
    }
  }
  check(least === 4, 'IF5 least k');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A solid line through (0, \u22122) and (3, 0) in the xy-plane, with the region above and to the left of the line shaded',
      xMin: -5,
      xMax: 6,
      yMin: -5,
      yMax: 5,
      lines: [
        {
          through: [
            [0, -2],
            [3, 0],
          ],
        },
      ],
      shade: [{ a: -2, b: 3, c: -6, side: 'ge' }],
      points: [{ at: [0, -2] }, { at: [3, 0] }],
    }),
  );
  const mc5 = numericChoices(
    least,
    [
      frac(3 * xFar - 4, 2), // took the slope as run over rise, 3/2
      frac(2 * xFar + 6, 3), // gave the boundary the y-intercept 2 instead of -2
      frac(-2 * xFar - 6, 3), // lost the sign of the slope
    ],
    (v) => terminatingDecimal(v) ?? fracTex(v),
  );
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: 'The shaded region in the $xy$-plane, including the solid line, shows all solutions of a linear inequality; the region continues beyond the part shown. If the point $(9, k)$ is a solution of the inequality, what is the least possible value of $k$?',
    figure,
    figurePosition: 'top',
    ...mc5,
    hints: [
      'Write the inequality: find the boundary line from the marked points, then decide whether the shading is above or below it.',
      'The smallest $k$ puts the point $(9, k)$ exactly on the boundary.',
    ],
    superhints: [
      'The boundary passes through $(0, -2)$ and $(3, 0)$, so its slope is $\\frac{2}{3}$. The shading is above the solid line, so the inequality is $y \\ge \\frac{2}{3}x - 2$. Substitute $x = 9$ and read off the smallest allowed $y$.',
    ],
    explanation: `The boundary is $y = \\frac{2}{3}x - 2$, and the shaded region (with the line) is $y \\ge \\frac{2}{3}x - 2$. For $(9, k)$: $k \\ge \\frac{2}{3}(9) - 2 = 4$. The least possible value of $k$ is $4$, choice ${mc5.answer}.`,
  });
}

// ---------------------------------------------------------------- templates

// IT1. Solving with a negative coefficient (the sign flips).
{
  const a = rng.int(3, 7);
  const bound = rng.pick([-5, -4, -3, 3, 4, 5]);
  const c = rng.int(5, 20);
  const d = c - a * bound; // c - a x >= d  <=>  x <= bound
  const target: Pred1 = (x) => c - a * x >= d;
  const preds: Pred1[] = [
    (x) => x >= bound,
    (x) => x <= -bound,
    (x) => x <= bound,
    (x) => x >= -bound,
  ];
  const mc = choices(
    `$x \\le ${bound}$`,
    [`$x \\ge ${bound}$`, `$x \\le ${-bound}$`, `$x \\ge ${-bound}$`],
    'C',
  );
  checkChoices(samples1, target, preds, mc.answer, 'IT1');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `Which of the following describes all solutions of the inequality $${c} - ${a}x \\ge ${d}$?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      `Subtract $${c}$ from both sides first.`,
      'When you multiply or divide both sides of an inequality by a negative number, reverse the inequality sign.',
    ],
    superhints: [
      `After subtracting, you have $-${a}x \\ge ${d - c}$. Divide both sides by $-${a}$ and flip the direction of $\\ge$.`,
    ],
    explanation: `$-${a}x \\ge ${d - c}$. Dividing by $-${a}$ reverses the sign: $x \\le ${bound}$, choice ${mc.answer}. Check: $x = ${bound - 1}$ gives $${c} - ${a}(${bound - 1}) = ${c - a * (bound - 1)} \\ge ${d}$, which is true.`,
  });
}

// IT2 and IT3. Greatest whole number under a limit, in two contexts.
interface Limit {
  body: (cap: number, base: number, each: number) => string;
  cap: [number, number];
  base: [number, number];
  each: [number, number];
  difficulty: number;
  unit: string;
}
const limits: Limit[] = [
  {
    body: (cap, base, each) =>
      `A freight elevator can safely carry at most ${thousands(cap)} pounds. The operator, who rides along, weighs ${base} pounds, and each crate to be loaded weighs ${each} pounds. What is the greatest number of crates the elevator can carry on one trip?`,
    cap: [2000, 3000],
    base: [150, 230],
    each: [55, 85],
    difficulty: 2,
    unit: 'crates',
  },
  {
    body: (cap, base, each) =>
      `Deshawn has \\$${cap} to spend at a county fair. Admission costs \\$${base}, and each ride ticket costs \\$${each}. If he pays admission, what is the greatest number of ride tickets he can buy?`,
    cap: [40, 60],
    base: [8, 14],
    each: [3, 4],
    difficulty: 2,
    unit: 'tickets',
  },
];
for (const L of limits) {
  let cap = 0;
  let base = 0;
  let each = 0;
  do {
    cap = rng.int(L.cap[0], L.cap[1]);
    base = rng.int(L.base[0], L.base[1]);
    each = rng.int(L.each[0], L.each[1]);
  } while ((cap - base) % each === 0);
  let best = -1;
  for (let k = 0; base + each * k <= cap; k++) best = k;
  check(best === Math.floor((cap - base) / each), 'limit: two ways');
  const mc = numericChoices(best, [
    best + 1, // rounded the quotient up
    Math.floor(cap / each), // left out the fixed amount
    Math.floor((cap + base) / each), // added the fixed amount instead of subtracting it
  ]);
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: L.difficulty,
    type: 'multiple_choice',
    body: L.body(cap, base, each),
    figurePosition: 'top',
    ...mc,
    hints: [
      'Let $n$ be the number of items and write an inequality: the fixed amount plus $n$ times the amount per item is at most the limit.',
      'Solve for $n$, then remember that $n$ must be a whole number.',
    ],
    superhints: [
      `The inequality is $${base} + ${each}n \\le ${texThousands(cap)}$. Subtract, divide by $${each}$, and round the result in the direction that keeps the total within the limit.`,
    ],
    explanation: `$${base} + ${each}n \\le ${texThousands(cap)}$ gives $${each}n \\le ${texThousands(cap - base)}$, so $n \\le \\frac{${texThousands(cap - base)}}{${each}} ${((cap - base) * 100) % each === 0 ? '=' : '\\approx'} ${Number(((cap - base) / each).toFixed(2))}$. Since $n$ is a whole number, the greatest value is $${best}$ ${L.unit}, choice ${mc.answer}. Check: $${base} + ${each}(${best}) = ${texThousands(base + each * best)} \\le ${texThousands(cap)}$, but $${base} + ${each}(${best + 1}) = ${texThousands(base + each * (best + 1))}$ is too much.`,
  });
}

// IT4. How many integers satisfy a compound inequality?
{
  const p = rng.pick([2, 3, 4]);
  const q = rng.int(-6, 6);
  const lo = rng.int(-15, -5);
  const hi = rng.int(8, 20);
  let count = 0;
  const sols: number[] = [];
  for (let x = -200; x <= 200; x++) {
    if (lo <= p * x + q && p * x + q < hi) {
      count++;
      sols.push(x);
    }
  }
  const first = sols[0] as number;
  const last = sols[sols.length - 1] as number;
  check(count === last - first + 1 && count > 0, 'IT4 count');
  check(first === Math.ceil((lo - q) / p) && last === Math.ceil((hi - q) / p) - 1, 'IT4 ends');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'free_entry',
    body: `How many integers $x$ satisfy $${lo} \\le ${lin([
      [p, 'x'],
      [q, ''],
    ])} < ${hi}$?`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(count)),
    hints: [
      'Solve the compound inequality for $x$ by doing the same operation to all three parts.',
      'Then list (or count) the integers in the interval, watching whether each end is included.',
    ],
    superhints: [
      `${q === 0 ? '' : `${q > 0 ? 'Subtract' : 'Add'} $${Math.abs(q)}$ in all three parts, then divide`}${q === 0 ? 'Divide' : ''} all three parts by $${p}$. Identify the smallest and largest integers in the resulting interval; the count from $m$ to $M$ is $M - m + 1$.`,
    ],
    explanation: `$${lo - q} \\le ${p}x < ${hi - q}$, so $${fracTex(frac(lo - q, p))} \\le x < ${fracTex(frac(hi - q, p))}$. The integers in this interval run from $${first}$ to $${last}$, which is $${last} - ${first < 0 ? `(${first})` : first} + 1 = ${count}$ integers.`,
  });
}

// IT5. Comparing two plans: the least whole number of units that makes one cheaper.
{
  const fA = rng.pick([35, 40, 45]);
  const rA = rng.pick([8, 9, 11].map((v) => frac(v, 100)));
  const fB = rng.pick([10, 12, 15]);
  const rB = rng.pick([22, 24, 25].map((v) => frac(v, 100)));
  // In cents to stay exact: A(m) = 100 fA + 100 rA m.
  const costA = (m: number) => 100 * fA + (100 * rA.n * m) / rA.d;
  const costB = (m: number) => 100 * fB + (100 * rB.n * m) / rB.d;
  let least = -1;
  for (let m = 0; m < 100000; m++) {
    if (costA(m) < costB(m)) {
      least = m;
      break;
    }
  }
  const breakEven = (fA - fB) / (rB.n / rB.d - rA.n / rA.d);
  const breakExact = frac((fA - fB) * 100, Math.round((rB.n / rB.d - rA.n / rA.d) * 100));
  check(least === Math.floor(breakEven + 1e-9) + 1, 'IT5 least two ways');
  check(Math.abs(breakExact.n / breakExact.d - breakEven) < 1e-9, 'IT5 exact break-even');
  const cents = (r: typeof rA) => `\\$${(r.n / r.d).toFixed(2)}`;
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 4,
    type: 'free_entry',
    body: `A cloud storage service offers two plans for uploading large files. Plan A costs \\$${fA} per month plus ${cents(rA)} per gigabyte uploaded. Plan B costs \\$${fB} per month plus ${cents(rB)} per gigabyte uploaded. What is the least whole number of gigabytes a customer could upload in a month for Plan A to cost less than Plan B?`,
    figurePosition: 'top',
    accepted: acceptedForms(frac(least)),
    hints: [
      'Write each plan\'s monthly cost for $g$ gigabytes, then write "Plan A costs less than Plan B" as an inequality.',
      'Solve for $g$; the answer must be a whole number that actually satisfies the strict inequality.',
    ],
    superhints: [
      `The inequality is $${fA} + ${(rA.n / rA.d).toFixed(2)}g < ${fB} + ${(rB.n / rB.d).toFixed(2)}g$. Collect the $g$-terms on the side with the larger rate and divide by the difference of the rates. If the result is not a whole number, go up to the next whole number; if it is, remember equal cost is not "less".`,
    ],
    explanation: `$${fA} + ${(rA.n / rA.d).toFixed(2)}g < ${fB} + ${(rB.n / rB.d).toFixed(2)}g$ gives $${fA - fB} < ${(rB.n / rB.d - rA.n / rA.d).toFixed(2)}g$, so $g > ${fracTex(breakExact)}${breakExact.d === 1 ? '' : ` \\approx ${breakEven.toFixed(1)}`}$. The least whole number greater than that is $${least}$. Check: at $${least}$ GB, Plan A costs \\$${(costA(least) / 100).toFixed(2)} and Plan B costs \\$${(costB(least) / 100).toFixed(2)}.`,
  });
}

// IT6. Which point lies in the solution region of a system?
{
  const a = rng.pick([1, 2]);
  const b = rng.pick([-3, -1, 1]);
  const c = rng.pick([-1, -2]);
  const d = rng.pick([5, 6, 7]);
  const inSys = (x: number, y: number) => y > a * x + b && y <= c * x + d;
  // Candidates: one inside; one on the strict boundary; one above the second line; one below the first.
  const pts: [number, number][] = [];
  let inside: [number, number] | undefined;
  let onStrict: [number, number] | undefined;
  let aboveSecond: [number, number] | undefined;
  let belowFirst: [number, number] | undefined;
  for (let x = -1; x <= 3; x++) {
    for (let y = -6; y <= 10; y++) {
      if (!inside && x === 0 && inSys(x, y) && y === b + 2) inside = [x, y];
      if (!onStrict && x === 1 && y === a * x + b) onStrict = [x, y];
      if (!aboveSecond && x === 2 && y === c * x + d + 1) aboveSecond = [x, y];
      if (!belowFirst && x === 3 && y === a * x + b - 2) belowFirst = [x, y];
    }
  }
  check(!!inside && !!onStrict && !!aboveSecond && !!belowFirst, 'IT6 candidates');
  pts.push(onStrict!, aboveSecond!, belowFirst!);
  check(inSys(...inside!), 'IT6 inside');
  for (const p of pts) check(!inSys(...p), 'IT6 outside');
  const fmtP = (p: [number, number]) => `$(${p[0]}, ${p[1]})$`;
  const mc = choices(fmtP(inside!), pts.map(fmtP) as [string, string, string], 'B');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `$$\\begin{aligned} y &> ${lin([
      [a, 'x'],
      [b, ''],
    ])} \\\\ y &\\le ${lin([
      [c, 'x'],
      [d, ''],
    ])} \\end{aligned}$$ Which point $(x, y)$ is a solution to the system of inequalities above?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      'A solution of the system must make both inequalities true.',
      'Substitute each point into both inequalities; watch the strict one, where equality is not enough.',
    ],
    superhints: [
      'For each choice, compute both right-hand sides at its $x$-value. The point must be strictly above the first line and on or below the second line; a point exactly on the first line does not count.',
    ],
    explanation: `For ${fmtP(inside!)}: $${inside![1]} > ${a * inside![0] + b}$ and $${inside![1]} \\le ${c * inside![0] + d}$, so it satisfies both, choice ${mc.answer}. ${fmtP(onStrict!)} lies on $y = ${lin(
      [
        [a, 'x'],
        [b, ''],
      ],
    )}$ and fails the strict inequality; ${fmtP(aboveSecond!)} fails the second inequality ($${aboveSecond![1]} > ${c * aboveSecond![0] + d}$); ${fmtP(belowFirst!)} fails the first ($${belowFirst![1]} < ${a * belowFirst![0] + b}$).`,
  });
}

writeGeneratedQuestions('algebra', CONCEPT, 'generators/algebra/linear-inequalities.ts', out);
