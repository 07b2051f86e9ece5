// Generates questions/problem-solving-data-analysis/probability.hard.generated.yaml: harder
// probability (a two-way table with an unknown cell fixed by a given conditional probability,
// reversed conditional probability from percents, a fair-game payout from an expected value, an
// unknown count from a without-replacement probability). Each key is computed, then confirmed a
// second way (counting a rebuilt population, or searching every candidate value).
//   npx tsx content/generators/problem-solving-data-analysis/hard-probability.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  fracTex,
  fracValue,
  type Frac,
} from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { check } from '../lib/check.ts';
import { mcQuestion, money, numQuestion, placeNumeric, tex, verify } from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

// Difficulty of each template, calibrated by the blind solve of 2026-11-28
// (verification/2026-11-28-psda-geometry-hard.md): the second solver's rating of the template's
// sampled items, the lower one where they differed; a template with no sampled item is rated
// against those. None of these templates is a 5. The blind pass of the generated items
// (2026-11-29) rated reversedConditional 4 and 4 and unknownCount 4 (h008): the mean with the
// author's 3, rounded up, is 4.
const LEVEL = { twoWayTable: 3, reversedConditional: 4, expectedPayout: 3, unknownCount: 4 };

const rng = createRng(7309);
const concept = 'probability';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
let slot = 2;
const nextSlot = () => slot++ % 4;

/** Four fraction choices in increasing order, the key at `target` when the values allow it. */
function fracChoices(correct: Frac, wrong: Frac[], target: number) {
  const placed = placeNumeric(fracValue(correct), wrong.map(fracValue), target);
  const all = [correct, ...wrong];
  const texts = placed.values.map((v) => {
    const f = all.find((x) => Math.abs(fracValue(x) - v) < 1e-12) as Frac;
    return `$${fracTex(f)}$`;
  });
  return { texts, answer: placed.answer };
}

// ---------- (1) two-way table with an unknown split; a given conditional fixes it ----------
const tables = [
  {
    intro: 'A survey asked the students of a school whether they take the bus or walk to school.',
    rows: ['Grade 9', 'Grade 10'],
    cols: ['Bus', 'Walk'],
    given: (r: string, c: string) => `a ${r} student chosen at random takes the ${c.toLowerCase()}`,
    ask: (r: string, c: string) =>
      `a student chosen at random from those who take the ${c.toLowerCase()} is in ${r}`,
  },
  {
    intro:
      'A clinic recorded whether each patient in a study received a flu shot and whether the patient caught the flu.',
    rows: ['Shot', 'No shot'],
    cols: ['Flu', 'No flu'],
    given: (r: string, c: string) =>
      `a patient chosen at random from the "${r}" group is in the "${c}" column`,
    ask: (r: string, c: string) =>
      `a patient chosen at random from the "${c}" column is in the "${r}" group`,
  },
  {
    intro: 'A theater sorted the tickets it sold for a weekend show by day and by seat section.',
    rows: ['Saturday', 'Sunday'],
    cols: ['Balcony', 'Floor'],
    given: (r: string, c: string) => `a ${r} ticket chosen at random is for the ${c.toLowerCase()}`,
    ask: (r: string, c: string) => `a ${c.toLowerCase()} ticket chosen at random is for ${r}`,
  },
];
for (const ctx of tables) {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (;;) {
    a = rng.int(12, 60);
    b = rng.int(12, 60);
    c = rng.int(12, 60);
    d = rng.int(12, 60);
    const given = frac(a, a + b);
    if (given.d <= 12 && given.d >= 3 && a !== c && new Set([a, b, c, d]).size === 4) break;
  }
  const R1 = a + b;
  const given = frac(a, R1);
  // solve for the unknown: x / R1 = given  =>  x = given * R1
  const x = (given.n * R1) / given.d;
  check(x === a, 'unknown cell from the given probability');
  const correct = frac(a, a + c);
  // independent check: build the population as a list and count
  const people = [
    ...Array<string>(a).fill('11'),
    ...Array<string>(b).fill('12'),
    ...Array<string>(c).fill('21'),
    ...Array<string>(d).fill('22'),
  ];
  const inCol = people.filter((p) => p.endsWith('1'));
  verify(
    'reversed conditional',
    inCol.filter((p) => p === '11').length / inCol.length,
    fracValue(correct),
  );
  const total = a + b + c + d;
  const wrong = [frac(a, total), frac(c, a + c), frac(a + c, total)].filter(
    (f) => !fracEq(f, correct) && !fracEq(f, given),
  );
  while (wrong.length < 3) wrong.push(frac(a, a + d));
  const [r1, r2] = ctx.rows as [string, string];
  const [c1, c2] = ctx.cols as [string, string];
  const table = `$$\\begin{array}{l|c|c|c} & \\text{${c1}} & \\text{${c2}} & \\text{Total} \\\\ \\hline \\text{${r1}} & x & & ${R1} \\\\ \\text{${r2}} & ${c} & ${d} & ${c + d} \\\\ \\hline \\text{Total} & & & ${total} \\end{array}$$`;
  const ch = fracChoices(correct, wrong.slice(0, 3), nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.twoWayTable,
      body: `${ctx.intro} Some entries of the table are missing. The probability that ${ctx.given(r1, c1)} is $${fracTex(given)}$. What is the probability that ${ctx.ask(r1, c1)}? ${table}`,
      texts: ch.texts,
      answer: ch.answer,
      hints: [
        `The given probability is about the "${r1}" row only, so its denominator is that row's total.`,
        `The question's condition is the "${c1}" column, so its denominator is that column's total.`,
      ],
      superhints: [
        `Solve $\\frac{x}{${R1}} = ${fracTex(given)}$ for $x$. Then the "${c1}" column holds $x + ${c}$, and the answer is $x$ out of that.`,
      ],
      explanation: `From $\\frac{x}{${R1}} = ${fracTex(given)}$, $x = ${a}$. The "${c1}" column then holds $${a} + ${c} = ${a + c}$, of which $${a}$ are in the "${r1}" row, so the probability is $\\frac{${a}}{${a + c}}${correct.d === a + c ? '' : ` = ${fracTex(correct)}`}$. Dividing by the grand total $${total}$ answers a different question, and $${fracTex(frac(c, a + c))}$ is the share from the other row. The answer is choice ${ch.answer}.`,
    }),
  );
}

// ---------- (2) reversed conditional probability from percents ----------
const screens = [
  {
    body: (p: number, q: number, r: number) =>
      `At a factory, $${p}\\%$ of the parts come from Machine A and the rest come from Machine B. Of the parts from Machine A, $${q}\\%$ are defective, and of the parts from Machine B, $${r}\\%$ are defective. If a part chosen at random is defective, what is the probability that it came from Machine A?`,
    names: ['from Machine A', 'defective'],
  },
  {
    body: (p: number, q: number, r: number) =>
      `Of the members of a gym, $${p}\\%$ have a premium membership. Of the premium members, $${q}\\%$ use the pool each week; of the other members, $${r}\\%$ use the pool each week. If a member who uses the pool each week is chosen at random, what is the probability that the member has a premium membership?`,
    names: ['premium', 'pool users'],
  },
];
for (const s of screens) {
  let p = 0;
  let q = 0;
  let r = 0;
  for (;;) {
    p = rng.pick([20, 25, 30, 40, 60]);
    q = rng.pick([5, 10, 15, 20, 30, 40]);
    r = rng.pick([2, 4, 5, 8, 10, 20]);
    if (q !== r && q !== p && p * q !== (100 - p) * r) break;
  }
  const joint = p * q; // per 10,000
  const other = (100 - p) * r;
  const correct = frac(joint, joint + other);
  // independent check: a population of 10,000 counted one group at a time
  const pop = 10000;
  const inA = (pop * p) / 100;
  const hitA = (inA * q) / 100;
  const hitB = ((pop - inA) * r) / 100;
  verify('Bayes by counting', hitA / (hitA + hitB), fracValue(correct));
  const wrong = [frac(q, 100), frac(joint, 10000), frac(q, q + r)];
  const ch = fracChoices(correct, wrong, nextSlot());
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.reversedConditional,
      body: s.body(p, q, r),
      texts: ch.texts,
      answer: ch.answer,
      hints: [
        'Imagine a concrete total, such as $10{,}000$, and count how many fall in each group.',
        `The condition is being among the ${s.names[1]}, so the denominator counts them from both groups.`,
      ],
      superhints: [
        `Out of $10{,}000$: $${tex(inA)}$ are ${s.names[0]}, and $${q}\\%$ of them is $${tex(hitA)}$. The others number $${tex(pop - inA)}$, and $${r}\\%$ of them is $${tex(hitB)}$.`,
      ],
      explanation: `Out of $10{,}000$, $${tex(hitA)}$ are both ${s.names[0]} and ${s.names[1]}, and $${tex(hitB)}$ are ${s.names[1]} from the other group. So the probability is $\\frac{${tex(hitA)}}{${tex(hitA + hitB)}} = ${fracTex(correct)}$. The choice $${fracTex(frac(q, 100))}$ reverses the condition, $${fracTex(frac(joint, 10000))}$ is the probability of both, and $${fracTex(frac(q, q + r))}$ ignores the sizes of the two groups. The answer is choice ${ch.answer}.`,
    }),
  );
}

// ---------- (3) a fair game: the payout that makes the expected value a given amount ----------
const games = [
  {
    body: (pr: Frac[], pays: number[], cost: number, ev: number) =>
      `A carnival game costs ${money(cost)} to play. A player wins ${money(pays[0] as number)} with probability $${fracTex(pr[0] as Frac)}$, wins $w$ dollars with probability $${fracTex(pr[1] as Frac)}$, and wins nothing otherwise. The expected net gain of a player per game, after the cost to play, is ${ev < 0 ? `a loss of ${money(-ev)}` : money(ev)}. What is the value of $w$?`,
  },
  {
    body: (pr: Frac[], pays: number[], cost: number, ev: number) =>
      `A school raffle ticket costs ${money(cost)}. A ticket wins a ${money(pays[0] as number)} prize with probability $${fracTex(pr[0] as Frac)}$, wins a prize worth $w$ dollars with probability $${fracTex(pr[1] as Frac)}$, and wins nothing otherwise. The expected net value of one ticket, after its cost, is ${ev < 0 ? `${money(ev).replace('\\$-', '-\\$')}` : money(ev)}. What is the value of $w$?`,
  },
];
const usedW = new Set<number>();
for (const g of games) {
  let p1 = frac(1);
  let p2 = frac(1);
  let big = 0;
  let w = 0;
  let cost = 0;
  let ev = frac(0);
  for (;;) {
    p1 = frac(1, rng.pick([10, 20, 25, 50]));
    p2 = frac(1, rng.pick([4, 5, 8, 10]));
    big = 5 * rng.int(4, 20);
    w = rng.int(2, 12);
    cost = rng.pick([2, 3, 4, 5]);
    ev = frac(big * p1.n * p2.d + w * p2.n * p1.d - cost * p1.d * p2.d, p1.d * p2.d);
    if (ev.n < 0 && 100 % ev.d === 0 && w !== big && p1.d !== p2.d && !usedW.has(w)) break;
  }
  usedW.add(w);
  const evValue = fracValue(ev);
  // solve: big p1 + w p2 - cost = ev  =>  w = (ev + cost - big p1) / p2
  const solved = (evValue + cost - big * fracValue(p1)) / fracValue(p2);
  verify('payout', solved, w);
  // independent check: 1,000 plays counted outcome by outcome
  const plays = p1.d * p2.d * 10;
  const net = big * (plays * fracValue(p1)) + w * (plays * fracValue(p2)) - cost * plays;
  verify('net over many plays', net / plays, evValue);
  const rest = (e: Frac, c: number) => fracSub(fracAdd(e, frac(c)), fracMul(frac(big), p1));
  const wrong = [
    fracDiv(rest(frac(-ev.n, ev.d), cost), p2), // read the loss as a gain
    rest(ev, cost), // did not divide by the probability of w
    fracDiv(fracAdd(ev, frac(cost)), p2), // left out the other prize
  ];
  check(
    wrong.every((v) => v.n > 0),
    'every wrong payout is positive',
  );
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.expectedPayout,
      body: g.body([p1, p2], [big], cost, evValue),
      answer: w,
      wrong,
      show: (v) => tex(v.n / v.d),
      hints: [
        'The expected winnings are each prize times its probability, added up; the net gain subtracts the cost.',
        'Write an equation with $w$ and solve it.',
      ],
      superhints: [
        `$${big} \\cdot ${fracTex(p1)} + w \\cdot ${fracTex(p2)} - ${cost} = ${tex(evValue)}$.`,
      ],
      explain: (l) =>
        `The expected net gain is $${big} \\cdot ${fracTex(p1)} + w \\cdot ${fracTex(p2)} - ${cost} = ${tex(big * fracValue(p1))} + ${fracTex(p2)}w - ${cost}$. Setting it equal to $${tex(evValue)}$ gives $${fracTex(p2)}w = ${tex(evValue + cost - big * fracValue(p1))}$, so $w = ${w}$. Reading the loss as a gain, stopping at $${fracTex(p2)}w$, or leaving out the $${big}$-dollar prize leads to a different value. The answer is choice ${l}.`,
    }),
  );
}

// ---------- (4) an unknown count from a without-replacement probability ----------
const bags = [
  {
    body: (r: number, p: Frac) =>
      `A bag contains $${r}$ red marbles and some blue marbles, and nothing else. Two marbles are drawn at random without replacement. The probability that both are red is $${fracTex(p)}$. How many blue marbles are in the bag?`,
  },
  {
    body: (r: number, p: Frac) =>
      `A club has $${r}$ seniors and some juniors, and no other members. Two members are chosen at random to lead a meeting, one after the other, without repeating a member. The probability that both are seniors is $${fracTex(p)}$. How many juniors are in the club?`,
  },
  {
    body: (r: number, p: Frac) =>
      `A box of light bulbs holds $${r}$ defective bulbs and some working bulbs. An inspector tests two different bulbs chosen at random. The probability that both are defective is $${fracTex(p)}$. How many working bulbs are in the box?`,
  },
];
for (const b of bags) {
  let r = 0;
  let n = 0;
  let p = frac(1);
  for (;;) {
    r = rng.int(3, 8);
    n = rng.int(2, 12);
    p = frac(r * (r - 1), (r + n) * (r + n - 1));
    // with replacement would give r^2 / (r + n)^2: it must not also produce a whole count
    if (p.d <= 300 && n !== r) break;
  }
  // independent check: search every count from 0 to 200 for the probability; exactly one fits
  const fits: number[] = [];
  for (let m = 0; m <= 200; m++)
    if (fracEq(frac(r * (r - 1), (r + m) * (r + m - 1)), p)) fits.push(m);
  check(fits.length === 1 && fits[0] === n, 'a single count fits the probability');
  const total = r + n;
  const hints = [
    'Call the unknown count $b$. The first draw and the second draw have different totals.',
    'Multiply the probability of the first draw by the probability of the second, given the first.',
  ];
  const superhints = [
    `$\\frac{${r}}{${r} + b} \\cdot \\frac{${r - 1}}{${r - 1} + b} = ${fracTex(p)}$. Try whole values of $b$, or cross-multiply and solve the quadratic.`,
  ];
  const explanation = `With $b$ in the other group, $\\frac{${r}}{${r} + b} \\cdot \\frac{${r - 1}}{${r - 1} + b} = ${fracTex(p)}$, so $(${r} + b)(${r - 1} + b) = ${r * (r - 1)} \\cdot ${fracTex(frac(p.d, p.n))} = ${total * (total - 1)}$. The two consecutive integers whose product is $${total * (total - 1)}$ are $${total - 1}$ and $${total}$, so there are $${total}$ in all and $b = ${n}$. Note that $${total}$ is the total, not the answer.`;
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: LEVEL.unknownCount,
      body: b.body(r, p),
      answer: n,
      wrong: [
        total, // gave the total
        total - 1, // gave the total left for the second draw
        n - 1, // took that second total, less the first group
      ],
      hints,
      superhints,
      explain: (l) => `${explanation} The answer is choice ${l}.`,
    }),
  );
}

// Near-duplicates retired after the blind solve of 2026-11-28: the third item of a template that
// varies only its numbers and its context. They are still built, so the random stream and every
// other item stay as they were, but not written, and their ids are never reused.
const retired = new Set(['probability-h003', 'probability-h010']);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-probability.ts',
  questions.filter((q) => !retired.has(q.id)),
);
