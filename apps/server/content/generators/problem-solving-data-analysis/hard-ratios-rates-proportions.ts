// Generates questions/problem-solving-data-analysis/ratios-rates-proportions.hard.generated.yaml:
// multi-step ratio and rate modeling (a three-part ratio from two ratios, combined work rates, a
// ratio changed by arrivals, ages, mixing two alloys, two workers whose times differ, and the
// average speed of a round trip). Each key is computed by algebra and confirmed a second way
// (rebuilding the situation and counting, or a search over whole numbers).
//   npx tsx content/generators/problem-solving-data-analysis/hard-ratios-rates-proportions.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracTex, fracValue } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { finish, numericItemAdder } from '../lib/numeric-item.ts';
import { tex } from './helpers.ts';
import { addModelItems } from './hard-ratios-rates-proportions-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is two routine steps, 4 sets up and solves one
// equation from a changed situation, 5 needs a model of several quantities and a non-obvious
// step (a weighted mixture, a quadratic from two rates, the harmonic nature of average speed).
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: ratio change 3, ages 2.
const LEVEL = { threePart: 3, combinedRate: 3, ratioChange: 4, ages: 3 };

const rng = createRng(5903);
const concept = 'ratios-rates-proportions';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');

const item = numericItemAdder(C, nextId, questions);

// ---------- (1) a three-part ratio from two ratios that share a middle term ----------
for (const ctx of [
  { a: 'red', b: 'blue', c: 'green', what: 'marbles in a jar', unit: 'marbles' },
  { a: 'oak', b: 'maple', c: 'pine', what: 'trees in a park', unit: 'trees' },
]) {
  let p = 0,
    q = 0,
    r = 0,
    s = 0;
  for (;;) {
    [p, q, r, s] = [rng.int(2, 7), rng.int(2, 7), rng.int(2, 7), rng.int(2, 7)];
    if (p !== q && r !== s && q !== r && q % r !== 0 && r % q !== 0) break;
  }
  // A : B : C = p r : q r : q s, scaled by a whole number m
  const m = rng.int(2, 4);
  const parts = [p * r, q * r, q * s];
  const total = (parts[0]! + parts[1]! + parts[2]!) * m;
  const cCount = q * s * m;
  // check: rebuild the counts and test both given ratios and the total
  const A = p * r * m,
    B = q * r * m;
  check(A * q === B * p && B * s === cCount * r && A + B + cCount === total, 'three-part ratio');
  item(
    LEVEL.threePart,
    `The ${ctx.what} are ${ctx.a}, ${ctx.b} or ${ctx.c}. The ratio of ${ctx.a} ${ctx.unit} to ${ctx.b} ${ctx.unit} is $${p} : ${q}$, and the ratio of ${ctx.b} ${ctx.unit} to ${ctx.c} ${ctx.unit} is $${r} : ${s}$. There are $${tex(total)}$ ${ctx.unit} in all. How many ${ctx.c} ${ctx.unit} are there?`,
    cCount,
    [A, B, A + B], // the other two colors, alone or together
    [`The ${ctx.b} ${ctx.unit} appear in both ratios with different numbers of parts.`],
    [
      `Rewrite both ratios so the ${ctx.b} term is the same: multiply the first by $${r}$ and the second by $${q}$.`,
    ],
    `Scaling, ${ctx.a} : ${ctx.b} $= ${p * r} : ${q * r}$ and ${ctx.b} : ${ctx.c} $= ${q * r} : ${q * s}$, so the three counts are in the ratio $${parts.join(' : ')}$, which has $${parts[0]! + parts[1]! + parts[2]!}$ parts. Each part is $\\frac{${total}}{${parts[0]! + parts[1]! + parts[2]!}} = ${m}$ ${ctx.unit}, so there are $${q * s} \\cdot ${m} = ${cCount}$ ${ctx.c} ${ctx.unit}.`,
  );
}

// ---------- (2) combined rates of two machines ----------
for (const [i, ctx] of [
  { who: 'Machine A', who2: 'machine B', job: 'labels', verb: 'prints' },
  { who: 'Pump A', who2: 'pump B', job: 'gallons of water', verb: 'moves' },
].entries()) {
  let a = 0,
    ta = 0,
    b = 0,
    tb = 0,
    N = 0;
  for (;;) {
    ta = rng.pick([3, 4, 5, 6]);
    tb = rng.pick([2, 4, 5, 8]);
    a = ta * rng.int(20, 60);
    b = tb * rng.int(20, 60);
    const rate = a / ta + b / tb; // per minute together
    N = rate * rng.pick([12, 15, 18, 20]);
    if (ta !== tb && Number.isInteger(N)) break;
  }
  const together = frac(a * tb + b * ta, ta * tb);
  const minutes = frac(N * ta * tb, a * tb + b * ta);
  // check: run both machines minute by minute until the job is done
  let done = 0,
    t = 0;
  while (done < N) {
    t++;
    done += fracValue(together);
  }
  check(t === fracValue(minutes) && Math.abs(done - N) < 1e-9, 'combined rate by simulation');
  // named mistakes: the counts added without their times; the counts and the times added
  const countsOnly = frac(N, a + b);
  const pooled = frac(N * (ta + tb), a + b);
  const meanAlone = frac(N * (ta * b + tb * a), 2 * a * b); // the mean of the two times alone
  item(
    LEVEL.combinedRate,
    `${ctx.who} ${ctx.verb} $${a}$ ${ctx.job} every $${ta}$ minutes, and ${ctx.who2} ${ctx.verb} $${b}$ ${ctx.job} every $${tb}$ minutes. Working at the same time at these constant rates, how many minutes will the two take to finish a job of $${tex(N)}$ ${ctx.job}?`,
    minutes,
    i === 1 ? [countsOnly, pooled, meanAlone] : undefined,
    [
      'Find each rate in the same unit: per one minute.',
      'Rates of two machines working together add.',
    ],
    [
      `${ctx.who}'s rate is $\\frac{${a}}{${ta}}$ per minute; add ${ctx.who2}'s rate and divide the job by the sum.`,
    ],
    `${ctx.who} ${ctx.verb} $\\frac{${a}}{${ta}} = ${fracTex(frac(a, ta))}$ per minute and ${ctx.who2} $\\frac{${b}}{${tb}} = ${fracTex(frac(b, tb))}$ per minute, together $${fracTex(together)}$ per minute. The job takes $\\frac{${tex(N)}}{${fracTex(together)}} = ${fracTex(minutes)}$ minutes.`,
  );
}

// ---------- (3) a ratio changed by arrivals and departures ----------
for (const [i, ctx] of [
  { g: 'a choir', x: 'sopranos', y: 'altos', join: 'joined', leave: 'left' },
  { g: 'a robotics club', x: 'seniors', y: 'juniors', join: 'joined', leave: 'left' },
].entries()) {
  let a = 0,
    b = 0,
    c = 0,
    d = 0,
    k = 0,
    u = 0,
    v = 0;
  for (;;) {
    [a, b] = [rng.int(2, 7), rng.int(2, 7)];
    [c, d] = [rng.int(1, 5), rng.int(1, 5)];
    k = rng.int(3, 9);
    u = rng.int(2, 9);
    v = rng.pick([0, 2, 3, 4]);
    // after u of x join and v of y leave: (a k + u) : (b k - v) = c : d
    if (
      a * d !== b * c &&
      frac(a, b).n === a &&
      frac(c, d).n === c &&
      d * (a * k + u) === c * (b * k - v) &&
      b * k - v > 0
    )
      break;
  }
  const xBefore = a * k,
    yBefore = b * k;
  // key from the equation d (a k + u) = c (b k - v) solved for k
  const kSolved = (c * v + d * u) / (c * b - d * a);
  check(kSolved === k, 'ratio change equation');
  // check: a search over every multiple finds only this group
  const fits = [...Array(60).keys()].slice(1).filter((j) => d * (a * j + u) === c * (b * j - v));
  check(fits.length === 1 && fits[0] === k, 'unique group size');
  const ask = i === 0 ? yBefore : xBefore + yBefore;
  item(
    LEVEL.ratioChange,
    `In ${ctx.g}, the ratio of ${ctx.x} to ${ctx.y} was $${a} : ${b}$. Then $${u}$ ${ctx.x} ${ctx.join}${v > 0 ? ` and $${v}$ ${ctx.y} ${ctx.leave}` : ''}, and the ratio became $${c} : ${d}$. How many ${i === 0 ? `${ctx.y} were in the ${ctx.g.slice(2)} before the change` : `members did the ${ctx.g.slice(2)} have before the change`}?`,
    ask,
    i === 0
      ? [a * k + u, b * k - v, k] // a count after the change, or the multiplier
      : [a * k + u + b * k - v, xBefore, yBefore], // the total after, or one group only
    [`Write the numbers before the change as $${a}n$ ${ctx.x} and $${b}n$ ${ctx.y}.`],
    [
      `After the change there are $${a}n + ${u}$ ${ctx.x} and $${b}n${v > 0 ? ` - ${v}` : ''}$ ${ctx.y}; set their ratio equal to $\\frac{${c}}{${d}}$ and cross-multiply.`,
    ],
    `With $${a}n$ and $${b}n$ before the change, $\\frac{${a}n + ${u}}{${b}n${v > 0 ? ` - ${v}` : ''}} = \\frac{${c}}{${d}}$ gives $${d}(${a}n + ${u}) = ${c}(${b}n${v > 0 ? ` - ${v}` : ''})$, so $n = ${k}$. Before the change there were $${xBefore}$ ${ctx.x} and $${yBefore}$ ${ctx.y}${i === 1 ? `, $${xBefore + yBefore}$ members` : ''}.`,
  );
}

// ---------- (4) ages now and later ----------
for (const i of [0, 1]) {
  let a = 0,
    b = 0,
    c = 0,
    d = 0,
    k = 0,
    n = 0;
  for (;;) {
    [a, b, c, d] = [rng.int(2, 9), rng.int(1, 4), rng.int(2, 7), rng.int(1, 4)];
    k = rng.int(2, 9);
    n = rng.int(3, 15);
    // parent a k, child b k now; in n years (a k + n) : (b k + n) = c : d
    if (
      frac(a, b).n === a &&
      frac(c, d).n === c &&
      a / b > c / d &&
      c / d > 1 &&
      d * (a * k + n) === c * (b * k + n) &&
      a * k < 70
    )
      break;
  }
  const parent = a * k,
    child = b * k;
  check((parent + n) * d === (child + n) * c && parent * b === child * a, 'ages');
  const fits = [...Array(80).keys()].filter(
    (p) => p > 0 && (p * b) % a === 0 && (p + n) * d === ((p * b) / a + n) * c,
  );
  check(fits.length === 1 && fits[0] === parent, 'unique age');
  const names = i === 0 ? ['Maria', 'her son'] : ['A tree', 'a sapling planted near it'];
  item(
    LEVEL.ages,
    i === 0
      ? `The ratio of Maria's age to her son's age is $${a} : ${b}$. In $${n}$ years, the ratio of their ages will be $${c} : ${d}$. How old is Maria now, in years?`
      : `The ratio of the age of an oak tree to the age of a sapling planted near it is $${a} : ${b}$. In $${n}$ years, the ratio of their ages will be $${c} : ${d}$. What is the age of the oak tree now, in years?`,
    parent,
    i === 1 ? [parent + n, child, child + n] : undefined,
    [`Let the ages now be $${a}x$ and $${b}x$. Both ages grow by the same number of years.`],
    [`Set $\\frac{${a}x + ${n}}{${b}x + ${n}} = \\frac{${c}}{${d}}$ and solve for $x$.`],
    `With ages $${a}x$ and $${b}x$ now, $${d}(${a}x + ${n}) = ${c}(${b}x + ${n})$, so $${a * d - b * c}x = ${c * n - d * n}$ and $x = ${k}$. ${names[0]} is $${a} \\cdot ${k} = ${parent}$ years old now (and ${names[1]} is $${child}$); in $${n}$ years the ages are $${parent + n}$ and $${child + n}$, in the ratio $${c} : ${d}$.`,
  );
}

addModelItems(rng, item);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-ratios-rates-proportions.ts',
  finish(questions),
);
