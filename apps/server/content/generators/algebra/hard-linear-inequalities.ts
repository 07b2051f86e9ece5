// Generates questions/algebra/linear-inequalities.hard.generated.yaml: hard-series linear
// inequalities. Templates: the most items a load limit allows after fixed weights; a point
// inside the solution region of two strict inequalities; the constant that gives an inequality
// a stated solution set (with the sign flip); the fewest tickets that meet a goal after a
// percent fee and a flat fee per ticket; the greatest constant that leaves exactly n integer
// solutions of a system (rated 5). Each template's difficulty is set in its block.
// Each key is computed by solving the inequality and confirmed another way: counts by trying
// every whole number in turn, the point by testing each choice in both inequalities, the
// constant by testing values on both sides of the boundary.
// Run: cd apps/server && npx tsx content/generators/algebra/hard-linear-inequalities.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracEq, fracTex, fracValue } from '../lib/fraction.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { lin, texThousands, thousands } from './format.ts';
import type { BankQuestion } from '../../schema.ts';

const CONCEPT = 'linear-inequalities';
const GEN = 'generators/algebra/hard-linear-inequalities.ts';
const rng = createRng(0x11_0539);
const nextId = generatedIds(CONCEPT, 'h');
const nextLetter = letterCycle(2);
const out: BankQuestion[] = [];
const m = (v: number | string) => `$${v}$`;

// L1. cap >= fixed + nBig * wBig + n * wSmall: the greatest whole n.
{
  const difficulty = 2; // blind pass: h001 rated 2
  const sets = rng.shuffle([
    {
      text: (n: number) =>
        `A delivery truck can carry at most ${thousands(2000)} kilograms in total, and this limit includes the driver and equipment, which weigh $180$ kilograms together. The truck is already loaded with $${n}$ crates that weigh $45$ kilograms each.`,
      cap: 2000,
      fixed: 180,
      nBig: 20,
      wBig: 45,
      wSmall: 30,
      ask: 'What is the greatest number of $30$-kilogram boxes that can be added without exceeding the limit?',
      unit: 'kilograms',
    },
    {
      text: (n: number) =>
        `A freight elevator has a capacity of ${thousands(1600)} pounds, and this limit includes the people riding it. A worker who weighs $180$ pounds rides it with $${n}$ filing cabinets that weigh $95$ pounds each.`,
      cap: 1600,
      fixed: 180,
      nBig: 6,
      wBig: 95,
      wSmall: 35,
      ask: 'What is the greatest number of $35$-pound boxes of paper that can also go in the elevator on the same trip?',
      unit: 'pounds',
    },
  ]);
  for (const s of sets) {
    const room = s.cap - s.fixed - s.nBig * s.wBig;
    const n = Math.floor(room / s.wSmall);
    check(room % s.wSmall !== 0, 'L1 the bound is not a whole number');
    let tried = 0;
    while (s.fixed + s.nBig * s.wBig + (tried + 1) * s.wSmall <= s.cap) tried++;
    check(tried === n, 'L1 counting agrees');
    const noFixed = Math.floor((s.cap - s.nBig * s.wBig) / s.wSmall);
    const noBig = Math.floor((s.cap - s.fixed) / s.wSmall);
    const mc = choices(m(n), [m(n + 1), m(noFixed), m(noBig)], nextLetter());
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `${s.text(s.nBig)} ${s.ask}`,
      ...mc,
      hints: [
        `Write an inequality for the total weight, with $b$ for the number of $${s.wSmall}$-${s.unit.slice(0, -1)} boxes. Every weight on board counts.`,
        'Solve for $b$; the answer must be a whole number that keeps the total within the limit.',
      ],
      superhints: [
        `The total is $${s.fixed} + ${s.nBig}(${s.wBig}) + ${s.wSmall}b \\le ${s.cap}$. Solve for $b$, then decide whether to round the bound up or down.`,
      ],
      explanation: `The total weight must satisfy $${s.fixed} + ${s.nBig}(${s.wBig}) + ${s.wSmall}b \\le ${s.cap}$, so $${s.wSmall}b \\le ${room}$ and $b \\le ${fracTex(frac(room, s.wSmall))} \\approx ${(room / s.wSmall).toFixed(2)}$. The greatest whole number is $${n}$, choice ${mc.answer}: $${n + 1}$ boxes would bring the total to $${s.fixed + s.nBig * s.wBig + (n + 1) * s.wSmall}$ ${s.unit}, over the limit.`,
    });
  }
}

// L2. (p, Y) in the region y < a1 x + b1 and y > a2 x + b2 (a1, a2 > 0): L < p < U.
{
  const difficulty = 3; // blind pass: h003 and h004 rated 3
  const sets = rng.shuffle([
    { a1: 3, b1: 2, a2: 2, b2: -7, Y: 5 },
    { a1: 2, b1: 9, a2: 4, b2: -15, Y: -3 },
    { a1: 5, b1: -4, a2: 1, b2: -2, Y: 6 },
  ]);
  for (const { a1, b1, a2, b2, Y } of sets.slice(0, 2)) {
    const L = frac(Y - b1, a1);
    const U = frac(Y - b2, a2);
    check(L.d === 1 && U.d === 1 && U.n - L.n >= 3, 'L2 a whole interval');
    const inside = rng.int(L.n + 1, U.n - 1);
    const below = L.n - rng.int(1, 2);
    const above = U.n + 1;
    const atBoundary = L.n;
    const first = (x: number) => Y < a1 * x + b1;
    const second = (x: number) => Y > a2 * x + b2;
    check(first(inside) && second(inside), 'L2 the key satisfies both');
    for (const w of [below, above, atBoundary]) {
      check(!(first(w) && second(w)), 'L2 each distractor fails one inequality');
    }
    const mc = choices(m(inside), [m(below), m(above), m(atBoundary)], nextLetter());
    const ineq1 = `y < ${lin([
      [a1, 'x'],
      [b1, ''],
    ])}`;
    const ineq2 = `y > ${lin([
      [a2, 'x'],
      [b2, ''],
    ])}`;
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$\\begin{aligned} ${ineq1} \\\\ ${ineq2} \\end{aligned}$$ In the $xy$-plane, the point $(p, ${Y})$ lies in the solution region of the system of inequalities above. Which of the following could be the value of $p$?`,
      ...mc,
      hints: [
        `Substitute $x = p$ and $y = ${Y}$ into each inequality.`,
        'Each inequality gives a bound on $p$; the value must satisfy both, and the inequalities are strict.',
      ],
      superhints: [
        `From the first, $${Y} < ${a1}p ${b1 < 0 ? '-' : '+'} ${Math.abs(b1)}$; from the second, $${Y} > ${a2}p ${b2 < 0 ? '-' : '+'} ${Math.abs(b2)}$. Solve each for $p$ and combine them into one compound inequality.`,
      ],
      explanation: `Substituting: $${Y} < ${a1}p ${b1 < 0 ? '-' : '+'} ${Math.abs(b1)}$ gives $p > ${L.n}$, and $${Y} > ${a2}p ${b2 < 0 ? '-' : '+'} ${Math.abs(b2)}$ gives $p < ${U.n}$. So $${L.n} < p < ${U.n}$, and of the choices only $${inside}$ qualifies, choice ${mc.answer}. The value $${atBoundary}$ puts the point on the boundary line, which a strict inequality excludes.`,
    });
  }
}

// L3. -a(x + k) >= bx - c has the solution set x <= s: find k.
{
  const difficulty = 3; // blind pass: h006 rated 3
  const sets = rng.shuffle([
    { a: 4, b: 2, c: 10, s: 3 },
    { a: 3, b: 5, c: 4, s: -1 },
    { a: 2, b: 6, c: 12, s: 4 },
  ]);
  for (const { a, b, c, s } of sets.slice(0, 2)) {
    const k = frac(c - s * (a + b), a);
    // Independent: with this k, x = s is on the boundary, and points on either side behave.
    const holds = (x: number) => -a * (x + fracValue(k)) >= b * x - c - 1e-9;
    check(holds(s) && holds(s - 0.5) && !holds(s + 0.5), 'L3 solution set is x <= s');
    // Mistakes: k not distributed, a sign slip moving ak, the bx term left behind.
    const noDistribute = frac(c - s * (a + b));
    const signSlip = frac(s * (a + b) - c, a);
    const noBx = frac(c - s * a, a);
    const ws = [noDistribute, signSlip, noBx];
    for (const w of ws) check(!fracEq(w, k), 'L3 distractor differs');
    const mc = choices(
      m(fracTex(k)),
      ws.map((w) => m(fracTex(w))),
      nextLetter(),
    );
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `$$-${a}(x + k) \\ge ${b}x - ${c}$$ In the inequality above, $k$ is a constant. If the solution set of the inequality is $x \\le ${s}$, what is the value of $k$?`,
      ...mc,
      hints: [
        'Solve the inequality for $x$, keeping $k$ as a letter.',
        'Dividing both sides by a negative number reverses the inequality sign; then match the result with the given solution set.',
      ],
      superhints: [
        `Distributing gives $-${a}x - ${a}k \\ge ${b}x - ${c}$, so $-${a + b}x \\ge ${a}k - ${c}$. Divide by $-${a + b}$ (and flip the sign), then set the boundary equal to $${s}$.`,
      ],
      explanation: `Distributing: $-${a}x - ${a}k \\ge ${b}x - ${c}$, so $-${a + b}x \\ge ${a}k - ${c}$ and, dividing by $-${a + b}$, $x \\le \\frac{${c} - ${a}k}{${a + b}}$. This is $x \\le ${s}$ when $${c} - ${a}k = ${s * (a + b)}$, so $k = ${fracTex(k)}$, choice ${mc.answer}.`,
    });
  }
}

// L4. n tickets at price P, a percent fee and a flat fee per ticket kept by the site: net >= goal.
{
  const difficulty = 3; // not sampled: L1 with a percent and a flat fee per ticket first, one step more than L1 (2)
  const sets = rng.shuffle([
    { price: 1200, pct: 8, flat: 50, goal: 150000, who: 'A school band', what: 'concert tickets' },
    { price: 2500, pct: 6, flat: 125, goal: 400000, who: 'A community theater', what: 'tickets' },
    { price: 1800, pct: 5, flat: 75, goal: 250000, who: 'A robotics club', what: 'raffle tickets' },
  ]);
  const dollars = (cents: number) =>
    `\\$${thousands(cents / 100)}${cents % 100 === 0 ? '' : cents % 10 === 0 ? '0' : ''}`;
  for (const { price, pct, flat, goal, who, what } of sets.slice(0, 2)) {
    const net = frac(price * (100 - pct) - flat * 100, 100);
    const n = Math.ceil(fracValue(frac(goal * net.d, net.n)));
    check(goal * net.d !== n * net.n, 'L4 the bound is not a whole number');
    let tried = 0;
    while ((tried * (price * (100 - pct) - flat * 100)) / 100 < goal) tried++;
    check(tried === n, 'L4 counting agrees');
    const noFees = Math.ceil(goal / price);
    const noFlat = Math.ceil((goal * 100) / (price * (100 - pct)));
    const perTicket = fracValue(net) / 100;
    const mc = choices(m(n), [m(n - 1), m(noFees), m(noFlat)], nextLetter());
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'multiple_choice',
      body: `${who} sells ${what} online for ${dollars(price)} each. The ticket website keeps $${pct}\\%$ of each ticket's price plus a fee of ${dollars(flat)} per ticket, and the rest goes to the ${who.split(' ').slice(-1)[0]}. What is the least number of tickets that must be sold for the ${who.split(' ').slice(-1)[0]} to receive at least ${dollars(goal)}?`,
      ...mc,
      hints: [
        'First find how much the seller actually receives from one ticket.',
        'Write an inequality for the number of tickets, solve it, and think about which way to round.',
      ],
      superhints: [
        `From each ticket the seller keeps $${100 - pct}\\%$ of the price minus the flat fee: $${(100 - pct) / 100}(${price / 100}) - ${flat / 100}$ dollars. Divide the goal by that amount; a number of tickets is whole, and it must reach the goal.`,
      ],
      explanation: `Per ticket the seller receives $${(100 - pct) / 100}(${price / 100}) - ${flat / 100} = ${perTicket}$ dollars. So $${perTicket}n \\ge ${texThousands(goal / 100)}$ and $n \\ge ${(goal / 100 / perTicket).toFixed(2)}$ (rounded to hundredths). The least whole number is $${n}$, choice ${mc.answer}: $${n - 1}$ tickets bring in only ${dollars(Math.round((n - 1) * perTicket * 100))}.`,
    });
  }
}

// L5. px + q < rx + s (so x > L) and ux - a <= v (so x <= (a + v)/u) have exactly n integer
// solutions, L + 1 to L + n: u(L + n) - v <= a < u(L + n + 1) - v; the greatest integer a.
{
  const difficulty = 4; // a blind second solver rated it 4
  const sets = [
    { p: 1, q: 2, r: 3, s: -4, u: 2, v: 5, n: 3 },
    { p: 2, q: -1, r: 5, s: -13, u: 3, v: 1, n: 4 },
  ];
  for (const { p, q, r, s, u, v, n } of sets) {
    const L = frac(q - s, r - p);
    check(r > p && L.d === 1, 'L5 a whole lower bound');
    const a = u * (L.n + n + 1) - v - 1;
    // Independent: for every integer a from -100 to 100, count the integers x from -200 to 200
    // that satisfy both inequalities; the greatest a with exactly n of them.
    const count = (aa: number) => {
      let c = 0;
      for (let x = -200; x <= 200; x++) if (p * x + q < r * x + s && u * x - aa <= v) c++;
      return c;
    };
    const withN: number[] = [];
    for (let aa = -100; aa <= 100; aa++) if (count(aa) === n) withN.push(aa);
    check(withN.length > 0 && Math.max(...withN) === a, 'L5 search finds the same a');
    const first = `${lin([
      [p, 'x'],
      [q, ''],
    ])} < ${lin([
      [r, 'x'],
      [s, ''],
    ])}`;
    const second = `${u}x - a \\le ${v}`;
    const top = fracTex(frac(a + v, u));
    out.push({
      id: nextId(),
      concepts: [CONCEPT],
      difficulty,
      type: 'free_entry',
      body: `$$\\begin{aligned} ${first} \\\\ ${second} \\end{aligned}$$ In the system of inequalities above, $a$ is a constant. If exactly $${n}$ integers $x$ satisfy both inequalities, what is the greatest possible integer value of $a$?`,
      accepted: acceptedForms(frac(a)),
      hints: [
        'Solve each inequality for $x$. One gives a lower bound on $x$ that does not depend on $a$; the other gives an upper bound that does.',
        `List the integers just above the lower bound: the upper bound must let exactly $${n}$ of them in, and keep the next one out. Watch which inequality is strict.`,
      ],
      superhints: [
        `The first inequality gives $x > ${L.n}$ and the second $x \\le \\frac{a + ${v}}{${u}}$. The integers must be $${L.n + 1}$ to $${L.n + n}$, so $${L.n + n} \\le \\frac{a + ${v}}{${u}} < ${L.n + n + 1}$. Solve this for $a$.`,
      ],
      explanation: `The first inequality gives $${r - p}x > ${q - s}$, so $x > ${L.n}$. The second gives $${u}x \\le a + ${v}$, so $x \\le \\frac{a + ${v}}{${u}}$. Exactly $${n}$ integers means $${L.n + 1}$ through $${L.n + n}$ satisfy the system and $${L.n + n + 1}$ does not: $${L.n + n} \\le \\frac{a + ${v}}{${u}} < ${L.n + n + 1}$, so $${u * (L.n + n) - v} \\le a < ${u * (L.n + n + 1) - v}$. The greatest integer $a$ is $${a}$. (Check: with $a = ${a}$, $x \\le ${top}$, which admits $${L.n + n}$ but not $${L.n + n + 1}$; with $a = ${a + 1}$, $x \\le ${fracTex(frac(a + 1 + v, u))}$ admits $${L.n + n + 1}$ too.)`,
    });
  }
}

writeGeneratedQuestions('algebra', `${CONCEPT}.hard`, GEN, out);
