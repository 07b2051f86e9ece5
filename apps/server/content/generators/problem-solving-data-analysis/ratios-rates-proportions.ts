// Generates questions/problem-solving-data-analysis/ratios-rates-proportions.generated.yaml:
// unit rates, ratio shares, inverse proportion, unit prices and a two-traveler meeting problem.
//   npx tsx content/generators/problem-solving-data-analysis/ratios-rates-proportions.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac, fracTex, terminatingDecimal } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import {
  entryForms,
  mcQuestion,
  money,
  numQuestion,
  pickUnused,
  placeNumeric,
  placeText,
  tex,
  verify,
} from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(20240611);
const concept = 'ratios-rates-proportions';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);

interface RateContext {
  /** body for: a units per b units; how many for c */
  body: (a: number, b: number, c: number) => string;
  /** what the rate means, for the explanation */
  per: string;
  unitA: string;
  unitB: string;
}

const rateContexts: RateContext[] = [
  {
    body: (a, b, c) =>
      `A bakery uses $${tex(a)}$ cups of flour to make $${tex(b)}$ loaves of bread. At this rate, how many cups of flour are needed to make $${tex(c)}$ loaves?`,
    per: 'cups of flour per loaf',
    unitA: 'cups',
    unitB: 'loaves',
  },
  {
    body: (a, b, c) =>
      `A garden hose delivers $${tex(a)}$ gallons of water in $${tex(b)}$ minutes. At this rate, how many gallons does it deliver in $${tex(c)}$ minutes?`,
    per: 'gallons per minute',
    unitA: 'gallons',
    unitB: 'minutes',
  },
  {
    body: (a, b, c) =>
      `A volunteer crew plants $${tex(a)}$ trees in $${tex(b)}$ hours. At this rate, how many trees will the crew plant in $${tex(c)}$ hours?`,
    per: 'trees per hour',
    unitA: 'trees',
    unitB: 'hours',
  },
  {
    body: (a, b, c) =>
      `A car travels $${tex(a)}$ miles on $${tex(b)}$ gallons of gasoline. At this rate, how many miles can it travel on $${tex(c)}$ gallons?`,
    per: 'miles per gallon',
    unitA: 'miles',
    unitB: 'gallons',
  },
  {
    body: (a, b, c) =>
      `A florist uses $${tex(a)}$ roses for every $${tex(b)}$ table arrangements. At this rate, how many roses are needed for $${tex(c)}$ arrangements?`,
    per: 'roses per arrangement',
    unitA: 'roses',
    unitB: 'arrangements',
  },
];
const usedRates = new Set<RateContext>();

function rateHints(ctx: RateContext) {
  return {
    hints: [
      `Find the unit rate: how many ${ctx.unitA} go with one of the ${ctx.unitB}.`,
      'Because the rate stays the same, the two quantities grow by the same factor.',
    ],
    superhints: [
      `Divide the given number of ${ctx.unitA} by the given number of ${ctx.unitB} to get the ${ctx.per}, then multiply by the new number of ${ctx.unitB}.`,
    ],
  };
}

// ---------- (1) unit rate, whole-number rate, free entry, difficulty 1 ----------
{
  const ctx = pickUnused(rng, rateContexts, usedRates);
  const b = rng.int(3, 6);
  const r = rng.int(4, 12);
  const a = r * b;
  let c = b + rng.int(2, 3 * b);
  while (c === a) c++;
  const ans = frac(a * c, b);
  verify('unit rate g001', (ans.n / ans.d) * b, a * c); // cross-multiplication check
  verify('unit rate g001 by scaling', r * c, ans.n / ans.d);
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 1,
      body: ctx.body(a, b, c),
      answer: ans,
      wrong: [
        r, // stopped at the unit rate
        a + (c - b), // added the difference instead of scaling
        a * c, // multiplied without dividing by the given count
      ],
      show: (v) => tex(v.n / v.d),
      ...rateHints(ctx),
      explain: (l) =>
        `The unit rate is $\\frac{${a}}{${b}} = ${r}$ ${ctx.per}. For $${c}$ ${ctx.unitB}, $${r} \\times ${c} = ${tex(ans.n / ans.d)}$ ${ctx.unitA}, choice ${l}.`,
    }),
  );
}

// ---------- (2) unit rate with a fractional rate, multiple choice, difficulty 2 ----------
{
  const ctx = pickUnused(rng, rateContexts, usedRates);
  // rate a/b in lowest terms with b in 4..6 so the rate is not a whole number
  let a = 0;
  let b = 0;
  let c = 0;
  for (;;) {
    b = rng.pick([4, 5, 6]);
    a = rng.int(2 * b + 1, 5 * b);
    c = b * rng.int(3, 7);
    if (a % b !== 0 && terminatingDecimal(frac(a * c, b)) !== undefined) break;
  }
  const ans = (a * c) / b;
  verify('unit rate g002', ans * b, a * c);
  verify('unit rate g002 by factor', a * (c / b), ans);
  const inverted = (b * c) / a; // flipped rate
  const additive = a + (c - b); // adds the difference instead of scaling
  const increaseOnly = ans - a; // finds only the extra amount
  const candidates = [additive, increaseOnly, inverted, a * c].filter(
    (v) => v > 0 && Number.isInteger(v * 100),
  );
  const placed = placeNumeric(ans, candidates, 3);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: ctx.body(a, b, c),
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      ...rateHints(ctx),
      explanation: `The ${ctx.unitB} increase from $${b}$ to $${c}$, a factor of $\\frac{${c}}{${b}} = ${tex(c / b)}$, so the ${ctx.unitA} must increase by the same factor: $${a} \\times ${tex(c / b)} = ${tex(ans)}$. Adding the difference $${c} - ${b}$ to $${a}$ (which gives $${tex(additive)}$) is not proportional reasoning, and $${tex(increaseOnly)}$ is only the increase in ${ctx.unitA}.`,
    }),
  );
}

// ---------- (3) sharing in a ratio, multiple choice, difficulty 2 ----------
{
  const p = rng.int(3, 7);
  let q = rng.int(2, p - 1);
  while (q >= p || frac(p, q).d !== q) q = rng.int(2, p - 1);
  const part = rng.int(6, 25) * (p + q > 9 ? 1 : 2);
  const total = part * (p + q);
  const ctx = rng.pick([
    {
      body: `Two friends, Ana and Ben, share $${tex(total)}$ dollars of prize money in the ratio $${p} : ${q}$, with Ana receiving the larger share. How many more dollars does Ana receive than Ben?`,
      unit: 'dollars',
    },
    {
      body: `A painter mixes blue and yellow paint in the ratio $${p} : ${q}$ to make $${tex(total)}$ liters of green paint. How many more liters of blue paint than yellow paint does the mixture contain?`,
      unit: 'liters',
    },
    {
      body: `A club splits its $${tex(total)}$ members between a morning shift and an evening shift in the ratio $${p} : ${q}$. How many more members work the morning shift than the evening shift?`,
      unit: 'members',
    },
  ]);
  const big = part * p;
  const small = part * q;
  const diff = big - small;
  verify('ratio shares add up', big + small, total);
  verify('ratio shares in ratio', big * q, small * p);
  verify('ratio difference', diff, (total * (p - q)) / (p + q));
  const placed = placeNumeric(diff, [part, small, big, total / (p - q + 1)], 1);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: ctx.body,
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      hints: [
        `A ratio of $${p} : ${q}$ splits the total into $${p} + ${q}$ equal parts.`,
        'Find the size of one part first.',
      ],
      superhints: [
        `Divide the total by the number of parts to get one part. The larger share is $${p}$ parts and the smaller is $${q}$ parts, so the difference is $${p} - ${q}$ parts.`,
      ],
      explanation: `There are $${p} + ${q} = ${p + q}$ parts, so one part is $\\frac{${tex(total)}}{${p + q}} = ${tex(part)}$ ${ctx.unit}. The shares are $${p} \\times ${part} = ${tex(big)}$ and $${q} \\times ${part} = ${tex(small)}$, and the difference is $${tex(big)} - ${tex(small)} = ${tex(diff)}$ ${ctx.unit}.`,
    }),
  );
}

// ---------- (4) inverse proportion, free entry, difficulty 3 ----------
{
  const ctx = rng.pick([
    {
      who: 'painters',
      task: 'paint the outside of a house',
      unit: 'hours',
      same: 'If every painter works at the same rate',
    },
    {
      who: 'pumps',
      task: 'drain a flooded basement',
      unit: 'hours',
      same: 'If every pump removes water at the same rate',
    },
    {
      who: 'printers',
      task: 'print the flyers for a festival',
      unit: 'minutes',
      same: 'If every printer prints at the same rate',
    },
  ]);
  let n = 0;
  let d = 0;
  let m = 0;
  for (;;) {
    n = rng.int(3, 8);
    d = rng.int(4, 15);
    m = rng.int(2, 10);
    const t = frac(n * d, m);
    if (m !== n && t.d !== 1 && terminatingDecimal(t) !== undefined && entryForms(t).length > 0)
      break;
  }
  const ans = frac(n * d, m);
  verify('inverse proportion: total work is unchanged', (ans.n / ans.d) * m, n * d);
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 3,
      body: `Working together, $${n}$ identical ${ctx.who} take $${d}$ ${ctx.unit} to ${ctx.task}. ${ctx.same}, how many ${ctx.unit} would it take $${m}$ of these ${ctx.who} to do the same job?`,
      answer: ans,
      wrong: [
        frac(d * m, n), // scaled the time in direct proportion
        d + (n - m), // added one unit of time for each missing worker
        n * d, // stopped at the total work
      ],
      show: (v) => tex(v.n / v.d),
      hints: [
        `More ${ctx.who} finish sooner: the time is inversely proportional to the number of ${ctx.who}.`,
        `Measure the job in "${ctx.who.slice(0, -1)}-${ctx.unit}".`,
      ],
      superhints: [
        `The job takes $${n} \\times ${d}$ ${ctx.who.slice(0, -1)}-${ctx.unit} of work. Divide that amount of work by the new number of ${ctx.who}.`,
      ],
      explain: (l) =>
        `The job requires $${n} \\times ${d} = ${n * d}$ ${ctx.who.slice(0, -1)}-${ctx.unit} of work. With $${m}$ ${ctx.who} it takes $\\frac{${n * d}}{${m}} = ${tex(ans.n / ans.d)}$ ${ctx.unit}, choice ${l}.`,
    }),
  );
}

// ---------- (5) best unit price, multiple choice, difficulty 2 ----------
{
  const product = rng.pick([
    { name: 'olive oil', unit: 'ounces' },
    { name: 'laundry detergent', unit: 'ounces' },
    { name: 'rice', unit: 'pounds' },
  ]);
  const sizes = product.unit === 'pounds' ? [2, 5, 10, 20] : [16, 24, 48, 64];
  // unit prices in cents per unit, all different; the cheapest is not the largest size
  for (;;) {
    const cents = sizes.map(() =>
      rng.int(product.unit === 'pounds' ? 60 : 12, product.unit === 'pounds' ? 120 : 30),
    );
    const best = cents.indexOf(Math.min(...cents));
    if (new Set(cents).size !== 4 || best === 3 || best === 0) continue;
    if (cents.filter((c) => c - (cents[best] as number) < 2).length > 1) continue;
    const prices = sizes.map((s, i) => (s * (cents[i] as number)) / 100);
    // independent check: pairwise cross-multiplication finds the same cheapest size
    const cheapest = sizes.findIndex((s, i) =>
      sizes.every((t, j) => j === i || (prices[i] as number) * t < (prices[j] as number) * s),
    );
    verify('best buy', cheapest, best);
    const texts = sizes.map((s, i) => `${s} ${product.unit} for ${money(prices[i] as number)}`);
    const correct = texts[best] as string;
    // sizes stay in increasing order, so the answer's position is the position of its size
    const placed = placeText(
      correct,
      texts.filter((_, i) => i !== best),
      best,
    );
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: 2,
        body: `A store sells ${product.name} in four sizes, listed below. Which size has the lowest price per ${product.unit === 'pounds' ? 'pound' : 'ounce'}?`,
        texts: placed.texts,
        answer: placed.answer,
        hints: [
          `Compare the price of one ${product.unit === 'pounds' ? 'pound' : 'ounce'} for each size, not the total prices.`,
        ],
        superhints: [
          `For each size divide the price by the number of ${product.unit}. The largest package is not always the best deal, so check all four.`,
        ],
        explanation: `Dividing price by size gives ${sizes
          .map(
            (s, i) =>
              `$\\frac{${tex(prices[i] as number)}}{${s}} = ${tex((cents[i] as number) / 100)}$`,
          )
          .join(
            ', ',
          )} dollars per ${product.unit === 'pounds' ? 'pound' : 'ounce'}. The lowest is $${tex((cents[best] as number) / 100)}$ dollar per ${product.unit === 'pounds' ? 'pound' : 'ounce'}, so the best buy is ${correct}.`,
      }),
    );
    break;
  }
}

// ---------- (6) meeting with a late start, free entry, difficulty 4 ----------
{
  let D = 0;
  let v1 = 0;
  let v2 = 0;
  let h = 0;
  let minutes = 0;
  for (;;) {
    v1 = rng.pick([12, 15, 16, 18, 20]);
    v2 = rng.pick([14, 15, 18, 20, 24]);
    h = rng.pick([10, 15, 20, 30]);
    D = rng.int(20, 60);
    const num = 60 * D + v2 * h;
    if (v1 !== v2 && num % (v1 + v2) === 0) {
      minutes = num / (v1 + v2);
      if (minutes > h + 10 && minutes < 300) break;
    }
  }
  // independent check: positions along the road agree at that moment
  const posA = (v1 * minutes) / 60;
  const posB = D - (v2 * (minutes - h)) / 60;
  verify('meeting point', posA, posB, 1e-12);
  const ans = frac(minutes);
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept, 'unit-conversion'],
      difficulty: 4,
      body: `Two towns are $${D}$ kilometers apart on a straight road. Cyclist A leaves the first town riding toward the second at a constant $${v1}$ kilometers per hour. Cyclist B leaves the second town $${h}$ minutes later, riding toward the first town at a constant $${v2}$ kilometers per hour. How many minutes after cyclist A leaves do the two cyclists meet?`,
      answer: ans,
      wrong: [
        frac(60 * D, v1 + v2), // left out B's late start
        minutes - h, // gave B's riding time
        frac(60 * D - v2 * h, v1 + v2), // a sign slip with the late start
      ],
      show: (v) => (terminatingDecimal(v) ? tex(v.n / v.d) : fracTex(v)),
      hints: [
        'When the cyclists meet, the distances they have ridden add up to the distance between the towns.',
        'Cyclist B has been riding for less time than cyclist A. Keep all times in the same unit.',
      ],
      superhints: [
        `Let $t$ be the number of minutes A has ridden. A covers $\\frac{${v1}}{60}t$ kilometers and B covers $\\frac{${v2}}{60}(t - ${h})$ kilometers. Set the sum equal to $${D}$ and solve for $t$.`,
      ],
      explain: (l) =>
        `In $t$ minutes A rides $\\frac{${v1}t}{60}$ km, and B, who rides for $t - ${h}$ minutes, covers $\\frac{${v2}(t - ${h})}{60}$ km. They meet when $${v1}t + ${v2}(t - ${h}) = 60 \\times ${D}$, so $${v1 + v2}t = ${60 * D + v2 * h}$ and $t = ${minutes}$ minutes, choice ${l}. Check: A has ridden $${tex(posA)}$ km and B $${tex(D - posA)}$ km, which add to $${D}$ km.`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/ratios-rates-proportions.ts',
  questions,
);
