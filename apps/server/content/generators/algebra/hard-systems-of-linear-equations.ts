// Generates questions/algebra/systems-of-linear-equations.hard.generated.yaml: hard-series
// systems. Templates: a constant k in two coefficients that makes the system have no solution
// or infinitely many (k^2 = ab); two unknown constants for infinitely many solutions; a mixture
// of two solutions; a boat's speed from a trip with and against the current; k in one
// coefficient of each equation, where one root of the slope condition gives one line (rated 5).
// Each key is computed one way and confirmed another: the value of k is compared with a search
// over every integer k from -60 to 60 that counts solutions by determinants; p + r is compared
// with the line-equality test; mixture and boat answers are substituted back into both equations.
// Run: cd apps/server && npx tsx content/generators/algebra/hard-systems-of-linear-equations.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  terminatingDecimal,
  type Frac,
} from '../lib/fraction.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin, std, type Eqn } from './format.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'systems-of-linear-equations';
const GEN = 'generators/algebra/hard-systems-of-linear-equations.ts';
const rng = createRng(0x5e_0539);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(1);
const out: BankQuestion[] = [];

const system = (a: string, b: string) =>
  `\\begin{aligned} ${a.replace(' = ', ' &= ')} \\\\ ${b.replace(' = ', ' &= ')} \\end{aligned}`;
/** "(k - 3)" or "(k + 4)": the factor that a root k gives. */
const factorK = (root: number) => `(k ${root < 0 ? '+' : '-'} ${Math.abs(root)})`;
const tex = (v: Frac | number) => fracTex(typeof v === 'number' ? frac(v) : v);

function solutionCount(e1: Eqn, e2: Eqn): 'one' | 'none' | 'infinite' {
  if (e1[0] * e2[1] - e1[1] * e2[0] !== 0) return 'one';
  const same = e1[0] * e2[2] - e1[2] * e2[0] === 0 && e1[1] * e2[2] - e1[2] * e2[1] === 0;
  return same ? 'infinite' : 'none';
}

// H1. k in both equations: ax + ky = c and kx + by = e, so the slopes agree when k^2 = ab.
{
  const difficulty = 3; // blind pass: h001 rated 3
  const sets = rng.shuffle([
    { a: 3, b: 12, sign: 1, want: 'none' as const },
    { a: 2, b: 18, sign: 1, want: 'none' as const },
    { a: 4, b: 25, sign: -1, want: 'infinite' as const },
    { a: 5, b: 20, sign: 1, want: 'none' as const },
    { a: 2, b: 8, sign: -1, want: 'infinite' as const },
  ]);
  const picked = [
    sets.find((s) => s.want === 'none')!,
    sets.filter((s) => s.want === 'none')[1]!,
    sets.find((s) => s.want === 'infinite')!,
  ];
  for (const { a, b, sign, want } of picked) {
    const k = sign * Math.sqrt(a * b);
    check(Number.isInteger(k), 'H1 k is an integer');
    const c = a * rng.pick([2, 3, 5, 7]);
    // For "infinite" the second equation is the first times k/a; for "none" its constant is off.
    const eInfinite = (c * k) / a;
    const e = want === 'infinite' ? eInfinite : eInfinite + rng.pick([-3, -1, 2, 4]);
    const e1: Eqn = [a, k, c];
    const e2: Eqn = [k, b, e];
    check(solutionCount(e1, e2) === want, 'H1 count at k');
    const found: number[] = [];
    for (let t = -60; t <= 60; t++) {
      if (Math.sign(t) === sign && solutionCount([a, t, c], [t, b, e]) === want) found.push(t);
    }
    check(found.length === 1 && found[0] === k, `H1 search finds only k = ${k}`);
    const kind = sign > 0 ? 'positive' : 'negative';
    const reduced = frac(c, e);
    const constantRatio =
      `\\frac{${c}}{${e}}` + (reduced.d === Math.abs(e) ? '' : ` = ${tex(reduced)}`);
    const outcome = want === 'none' ? 'no solution' : 'infinitely many solutions';
    const first = `${a}x + ky = ${c}`;
    const second = `kx + ${b}y = ${e}`;
    const mc = numericChoices(k, [
      -k, // kept the root of the wrong sign
      a * b, // stopped at k^2
      frac(a, k), // gave the common ratio of the coefficients instead of k
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$${system(first, second)}$$ In the system of equations above, $k$ is a ${kind} constant. If the system has ${outcome}, what is the value of $k$?`,
      ...mc,
      hints: [
        want === 'none'
          ? 'A linear system has no solution when its lines are parallel: the coefficients of $x$ and $y$ are proportional, but the constants are not.'
          : 'A linear system has infinitely many solutions when both equations describe the same line: all three numbers are in the same ratio.',
        'Here $k$ appears in both equations, so setting the ratios equal gives an equation with $k^2$.',
      ],
      superhints: [
        `Proportional coefficients mean $\\frac{${a}}{k} = \\frac{k}{${b}}$, so $k^2 = ${a} \\cdot ${b}$. Solve, keep the ${kind} root, and then compare the constants $${c}$ and $${e}$ with the same ratio.`,
      ],
      explanation: `For the lines to be ${want === 'none' ? 'parallel' : 'identical'}, the coefficients must be proportional: $\\frac{${a}}{k} = \\frac{k}{${b}}$, so $k^2 = ${a * b}$ and $k = \\pm ${Math.abs(k)}$. Since $k$ is ${kind}, $k = ${k}$. Then the ratio is $\\frac{${a}}{${k}} = ${tex(frac(a, k))}$, and the constants give $${constantRatio}$, which ${want === 'none' ? 'is different, so the lines are parallel and distinct and the system has no solution' : 'is the same, so the two equations describe one line and the system has infinitely many solutions'}. The value of $k$ is $${k}$, choice ${mc.answer}.`,
    });
  }
}

// H2. Two unknown constants: ax + by = c and px + qy = r have infinitely many solutions.
{
  const difficulty = 3; // blind pass: h004, h005 and h006 rated 3
  const sets = rng.shuffle([
    { a: 4, b: -6, c: 10, q: 9 },
    { a: 6, b: 4, c: -14, q: -10 },
    { a: -4, b: 8, c: 6, q: -12 },
    { a: 10, b: -4, c: 6, q: 10 },
  ]);
  for (const { a, b, c, q } of sets.slice(0, 3)) {
    const m = frac(q, b);
    const p = fracMul(frac(a), m);
    const r = fracMul(frac(c), m);
    const ans = fracAdd(p, r);
    check(p.d === 1 && r.d === 1, 'H2 integer constants');
    // Independent check: with these constants the second equation is the first line.
    check(solutionCount([a, b, c], [p.n, q, r.n]) === 'infinite', 'H2 same line');
    check(solutionCount([a, b, c], [p.n, q, r.n + 1]) === 'none', 'H2 a different r fails');
    // Mistakes: the ratio upside down, shifting by q - b instead of scaling, a lost sign.
    const inv = frac(b, q);
    const wrongInverse = fracAdd(fracMul(frac(a), inv), fracMul(frac(c), inv));
    const wrongShift = frac(a + c + 2 * (q - b));
    const wrongSign = frac(-ans.n, ans.d);
    const mc = choices(
      `$${tex(ans)}$`,
      [`$${tex(wrongInverse)}$`, `$${tex(wrongShift)}$`, `$${tex(wrongSign)}$`],
      nextLetter(),
    );
    const second = `px ${q < 0 ? '-' : '+'} ${Math.abs(q)}y = r`;
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$${system(std([a, b, c]), second)}$$ In the system of equations above, $p$ and $r$ are constants. If the system has infinitely many solutions, what is the value of $p + r$?`,
      ...mc,
      hints: [
        'Infinitely many solutions means the second equation is the first equation multiplied by some number.',
        'The only coefficient you know in both equations is the coefficient of $y$: use it to find that number.',
      ],
      superhints: [
        `Find the factor that turns $${b}$ into $${q}$. Multiply the whole first equation by it; the new $x$-coefficient is $p$ and the new constant is $r$. Watch the signs.`,
      ],
      explanation: `The factor that turns the $y$-coefficient $${b}$ into $${q}$ is $\\frac{${q}}{${b}} = ${tex(m)}$. Multiplying the first equation by $${tex(m)}$ gives $${lin(
        [
          [p, 'x'],
          [q, 'y'],
        ],
      )} = ${tex(r)}$, so $p = ${tex(p)}$ and $r = ${tex(r)}$, and $p + r = ${tex(ans)}$, choice ${mc.answer}. Using the factor upside down, $${tex(inv)}$, gives $${tex(wrongInverse)}$; adding $${q - b}$ to each number instead of multiplying gives $${tex(wrongShift)}$.`,
    });
  }
}

// H3. Mixture: x liters of a weaker and y liters of a stronger solution make T liters.
{
  const difficulty = 3; // not sampled: a standard two-equation mixture, typed answer; like H2 (3), above H4 (2)
  const contexts = rng.shuffle([
    {
      intro: (p: number, q: number) =>
        `A lab technician mixes a $${p}\\%$ saline solution with a $${q}\\%$ saline solution`,
      goal: (t: number, r: number) => `to make $${t}$ liters of a $${r}\\%$ saline solution.`,
      ask: (p: number) => `How many liters of the $${p}\\%$ solution should the technician use?`,
      unit: 'liters',
    },
    {
      intro: (p: number, q: number) =>
        `A farmer blends a feed that is $${p}\\%$ protein with a feed that is $${q}\\%$ protein`,
      goal: (t: number, r: number) => `to make $${t}$ pounds of a mix that is $${r}\\%$ protein.`,
      ask: (p: number) => `How many pounds of the $${p}\\%$ protein feed should the farmer use?`,
      unit: 'pounds',
    },
  ]);
  const numbers = rng.shuffle([
    { p: 10, q: 35, r: 20, t: 75 },
    { p: 12, q: 30, r: 24, t: 120 },
    { p: 8, q: 20, r: 17, t: 60 },
  ]);
  contexts.forEach((ctx, i) => {
    const { p, q, r, t } = numbers[i]!;
    // Cramer's rule on x + y = t and px + qy = rt.
    const e1: Eqn = [1, 1, t];
    const e2: Eqn = [p, q, r * t];
    const det = q - p;
    const x = frac(e1[2] * e2[1] - e1[1] * e2[2], det);
    const y = fracSub(frac(t), x);
    check(
      fracEq(fracAdd(fracMul(frac(p), x), fracMul(frac(q), y)), frac(r * t)),
      'H3 back-substitution',
    );
    // Second way: the weaker share of the blend is (q - r)/(q - p).
    check(fracEq(x, frac(t * (q - r), q - p)), 'H3 share formula');
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'free_entry',
      body: `${ctx.intro(p, q)} ${ctx.goal(t, r)} ${ctx.ask(p)}`,
      accepted: acceptedForms(x),
      hints: [
        'Use one variable for the amount of each ingredient. One equation counts the total amount; the other counts the amount of the pure substance.',
        `The pure substance in the mix is $${r}\\%$ of $${t}$, and it comes from both ingredients.`,
      ],
      superhints: [
        `With $x$ ${ctx.unit} of the $${p}\\%$ ingredient and $y$ of the $${q}\\%$ one: $x + y = ${t}$ and, counting the pure substance in hundredths, $${p}x + ${q}y = ${r}(${t})$. Substitute $y = ${t} - x$ and solve for $x$.`,
      ],
      explanation: `Let $x$ and $y$ be the amounts of the $${p}\\%$ and $${q}\\%$ ingredients. Then $x + y = ${t}$ and $${p}x + ${q}y = ${r}(${t}) = ${r * t}$ (percent equation multiplied by $100$). Substituting $y = ${t} - x$: $${p}x + ${q * t} - ${q}x = ${r * t}$, so $${q - p}x = ${q * t - r * t}$ and $x = ${tex(x)}$. Check: $${p}(${tex(x)}) + ${q}(${tex(y)}) = ${r * t}$. The answer is $${tex(x)}$ ${ctx.unit}.`,
    });
  });
}

// H4. A boat goes the same distance downstream and upstream in different times.
{
  // Blind passes: h010 rated 2; h009 rated 3 in the pass of the generated items (2026-11-29),
  // and the mean with the author's 2, rounded up, is 3.
  const difficulty = 3;
  const sets = rng.shuffle([
    { b: 15, c: 3, d: 36, craft: 'motorboat', water: 'a river' },
    { b: 20, c: 4, d: 48, craft: 'tour boat', water: 'a river' },
    { b: 9, c: 1, d: 20, craft: 'kayaker', water: 'a slow stream' },
  ]);
  for (const { b, c, d, craft, water } of sets.slice(0, 2)) {
    const tDown = frac(d, b + c);
    const tUp = frac(d, b - c);
    const vDown = frac(d * tDown.d, tDown.n);
    const vUp = frac(d * tUp.d, tUp.n);
    // Solve (b + c) = vDown, (b - c) = vUp by adding and subtracting.
    const boat = fracMul(fracAdd(vDown, vUp), frac(1, 2));
    const current = fracMul(fracSub(vDown, vUp), frac(1, 2));
    check(fracEq(boat, frac(b)) && fracEq(current, frac(c)), 'H4 solution');
    // Back-substitution: distance = speed x time both ways.
    check(fracEq(fracMul(fracAdd(boat, current), tDown), frac(d)), 'H4 downstream');
    check(fracEq(fracMul(fracSub(boat, current), tUp), frac(d)), 'H4 upstream');
    const roundTrip = frac(2 * d * tDown.d * tUp.d, tDown.n * tUp.d + tUp.n * tDown.d);
    const mc = choices(
      `$${tex(boat)}$`,
      [`$${tex(current)}$`, `$${tex(vDown)}$`, `$${tex(roundTrip)}$`],
      nextLetter(),
    );
    const dec = (f: Frac) => terminatingDecimal(f) ?? tex(f);
    const hours = (f: Frac) => `$${dec(f)}$ hour${fracEq(f, frac(1)) ? '' : 's'}`;
    const who = craft === 'kayaker' ? 'A kayaker paddles' : `A ${craft} travels`;
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `${who} $${d}$ miles downstream on ${water} in ${hours(tDown)}, then returns the same $${d}$ miles upstream in ${hours(tUp)}. The ${craft === 'kayaker' ? "kayak's" : "boat's"} speed in still water and the speed of the current are both constant. What is the speed in still water, in miles per hour?`,
      ...mc,
      hints: [
        'Downstream the current adds to the speed in still water; upstream it subtracts.',
        'Find the two actual speeds first, then write one equation for each.',
      ],
      superhints: [
        `Let $s$ be the speed in still water and $w$ the speed of the current. Then $s + w = \\frac{${d}}{${dec(tDown)}}$ and $s - w = \\frac{${d}}{${dec(tUp)}}$. Add the equations to eliminate $w$.`,
      ],
      explanation: `Downstream the speed is $\\frac{${d}}{${dec(tDown)}} = ${tex(vDown)}$ miles per hour and upstream it is $\\frac{${d}}{${dec(tUp)}} = ${tex(vUp)}$ miles per hour. So $s + w = ${tex(vDown)}$ and $s - w = ${tex(vUp)}$. Adding gives $2s = ${tex(fracAdd(vDown, vUp))}$, so $s = ${tex(boat)}$ (and $w = ${tex(current)}$, the speed of the current, not what is asked). The average speed of the round trip, $${tex(roundTrip)}$, is not the speed in still water either. The answer is choice ${mc.answer}.`,
    });
  }
}

// H5. k in one coefficient of each equation: kx + py = c1 and qx + (k + r)y = c2. The slopes
// agree for the two roots of k(k + r) = pq; for one of them the constants are in the same ratio
// too (one line, infinitely many solutions), so only the other leaves no solution.
{
  const difficulty = 4; // a blind second solver rated it 4
  const sets = [
    { p: 6, q: 2, r: 1, same: 3, t: 4 }, // k(k + 1) = 12: k = 3 (one line) or k = -4
    { p: 4, q: 3, r: -4, same: 6, t: 3 }, // k(k - 4) = 12: k = 6 (one line) or k = -2
  ];
  for (const { p, q, r, same, t } of sets) {
    const other = -r - same;
    check(same * (same + r) === p * q && other * (other + r) === p * q, 'H5 both roots');
    const c1 = same * t;
    const c2 = q * t;
    check(solutionCount([same, p, c1], [q, same + r, c2]) === 'infinite', 'H5 one line');
    // Independent: every integer k from -60 to 60, solutions counted by determinants.
    const none: number[] = [];
    const infinite: number[] = [];
    for (let k = -60; k <= 60; k++) {
      const count = solutionCount([k, p, c1], [q, k + r, c2]);
      if (count === 'none') none.push(k);
      if (count === 'infinite') infinite.push(k);
    }
    check(none.length === 1 && none[0] === other, 'H5 only this k leaves no solution');
    check(infinite.length === 1 && infinite[0] === same, 'H5 the other root gives one line');
    const kr = `(k ${r < 0 ? '-' : '+'} ${Math.abs(r)})`;
    const first = `kx + ${p}y = ${c1}`;
    const second = `${q}x + ${kr}y = ${c2}`;
    const mc = numericChoices(other, [
      same, // the root that makes the two equations one line
      -other, // a sign slip in the factors
      p * q, // the product of the known coefficients
    ]);
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$${system(first, second)}$$ In the system of equations above, $k$ is a constant. If the system has no solution, what is the value of $k$?`,
      ...mc,
      hints: [
        'No solution means parallel, distinct lines: the coefficients of $x$ and $y$ are proportional, but the constants are not in the same ratio.',
        'Setting the coefficient ratios equal gives a quadratic equation in $k$. Check each of its solutions against the constants.',
      ],
      superhints: [
        `Proportional coefficients mean $\\frac{k}{${q}} = \\frac{${p}}{${kr.slice(1, -1)}}$, so $k${kr} = ${p * q}$. Solve this quadratic. For each root, compare $\\frac{${c1}}{${c2}}$ with the ratio of the coefficients: if it is the same, the equations describe one line.`,
      ],
      explanation: `The lines are parallel when $\\frac{k}{${q}} = \\frac{${p}}{${kr.slice(1, -1)}}$, that is $k${kr} = ${p * q}$, or $k^2 ${r < 0 ? '-' : '+'} ${Math.abs(r) === 1 ? '' : Math.abs(r)}k - ${p * q} = 0$, which factors as $${factorK(same)}${factorK(other)} = 0$. For $k = ${same}$ the ratio of the coefficients is $\\frac{${same}}{${q}}${frac(same, q).d === q ? '' : ` = ${tex(frac(same, q))}`}$ and the constants give $\\frac{${c1}}{${c2}} = ${tex(frac(c1, c2))}$, the same ratio: the second equation is a multiple of the first, so there are infinitely many solutions. For $k = ${other}$ the ratio of the coefficients is $${tex(frac(other, q))}$ but the constants still give $${tex(frac(c1, c2))}$, so the lines are parallel and distinct and there is no solution. The value of $k$ is $${other}$, choice ${mc.answer}.`,
    });
  }
}

// Near-duplicates left out after the blind pass: h002 was a second "no solution" k with new
// numbers (as h001), h006 a third p + r. They are still generated, so the random draws, answer
// letters and ids of the others stay as they were, and their ids are never given to another item.
const retired = new Set([`${CONCEPT}-h002`, `${CONCEPT}-h006`]);
writeGeneratedQuestions(
  'algebra',
  `${CONCEPT}.hard`,
  GEN,
  out.filter((q) => !retired.has(q.id)),
);
