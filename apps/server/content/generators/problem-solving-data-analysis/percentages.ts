// Generates questions/problem-solving-data-analysis/percentages.generated.yaml: percent of a
// quantity, percent change, reversing a percent change and successive percent changes.
//   npx tsx content/generators/problem-solving-data-analysis/percentages.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import {
  entryForms,
  feQuestion,
  mcQuestion,
  money,
  numQuestion,
  placeNumeric,
  tex,
  verify,
} from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(4417);
const concept = 'percentages';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);
const pct = (v: number) => `$${tex(v)}\\%$`;

// ---------- (1) percent of a quantity, free entry, difficulty 1 ----------
{
  const ctx = rng.pick([
    {
      body: (p: number, n: number) =>
        `Of the ${tex(n).replace('{,}', ',')} tickets sold for a concert, $${p}\\%$ were sold online. How many tickets were sold online?`,
      what: 'tickets',
    },
    {
      body: (p: number, n: number) =>
        `A city planted ${tex(n).replace('{,}', ',')} trees last spring, and $${p}\\%$ of them were oaks. How many oaks did the city plant?`,
      what: 'oaks',
    },
    {
      body: (p: number, n: number) =>
        `A survey of ${tex(n).replace('{,}', ',')} commuters found that $${p}\\%$ ride a bicycle to work. How many of the commuters surveyed ride a bicycle to work?`,
      what: 'commuters',
    },
  ]);
  let p = 0;
  let n = 0;
  do {
    p = rng.pick([12, 15, 35, 45, 64, 72, 85]);
    n = 20 * rng.int(15, 120);
  } while ((p * n) % 100 !== 0);
  const ans = (p * n) / 100;
  verify('percent of', ans, n * (p / 100));
  verify('percent of by parts', ans, (n / 100) * p);
  questions.push(
    feQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 1,
      body: ctx.body(p, n),
      accepted: entryForms(frac(ans)),
      hints: [`$${p}\\%$ means $${p}$ out of every $100$.`],
      superhints: [
        `Write $${p}\\%$ as the decimal $${tex(p / 100)}$ and multiply it by $${tex(n)}$.`,
      ],
      explanation: `$${p}\\%$ of $${tex(n)}$ is $${tex(p / 100)} \\times ${tex(n)} = ${tex(ans)}$ ${ctx.what}.`,
    }),
  );
}

// ---------- (2) percent decrease from two values, multiple choice, difficulty 2 ----------
{
  let a = 0;
  let b = 0;
  let p = 0;
  for (;;) {
    a = 10 * rng.int(12, 60);
    p = rng.pick([10, 15, 20, 25, 30, 35, 40]);
    b = (a * (100 - p)) / 100;
    if (Number.isInteger(b) && a - b > p) break;
  }
  const ans = (100 * (a - b)) / a;
  verify('percent decrease', ans, p);
  const byNew = Math.round((1000 * (a - b)) / b) / 10; // divides by the new value
  const ratio = (100 * b) / a; // new value as a percent of the old
  const item = rng.pick(['a used laptop', 'an electric scooter', 'a pair of running shoes']);
  const placed = placeNumeric(ans, [byNew, a - b, ratio], 0);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: `The price of ${item} dropped from ${money(a, true)} to ${money(b, true)}. By what percent did the price decrease?`,
      texts: placed.values.map(pct),
      answer: placed.answer,
      hints: ['Percent change compares the amount of change with the original value.'],
      superhints: [
        `The price dropped by $${a} - ${b}$ dollars. Divide that drop by the original price, $${a}$, and write the result as a percent.`,
      ],
      explanation: `The price dropped by $${a} - ${b} = ${a - b}$ dollars, and $\\frac{${a - b}}{${a}} = ${tex(ans / 100)}$, a decrease of $${tex(ans)}\\%$. Dividing by the new price gives $${tex(byNew)}\\%$, $${tex(ratio)}\\%$ is the new price as a percent of the old one, and $${a - b}$ is the drop in dollars, not a percent.`,
    }),
  );
}

// ---------- (3) reversing a percent increase, free entry, difficulty 3 ----------
{
  const ctx = rng.pick([
    {
      body: (p: number, v: number) =>
        `A landlord raised the monthly rent of an apartment by $${p}\\%$. The new rent is ${money(v, true)} per month. What was the monthly rent, in dollars, before the increase?`,
      unit: 'dollars',
    },
    {
      body: (p: number, v: number) =>
        `The number of members of a climbing gym increased by $${p}\\%$ from last year to this year. The gym has ${tex(v).replace('{,}', ',')} members this year. How many members did it have last year?`,
      unit: 'members',
    },
  ]);
  let orig = 0;
  let p = 0;
  let v = 0;
  for (;;) {
    p = rng.pick([4, 5, 8, 12, 15, 25, 35]);
    orig = 20 * rng.int(20, 90);
    v = (orig * (100 + p)) / 100;
    if (Number.isInteger(v)) break;
  }
  // independent check: undo the increase by division
  verify('reverse percent', v / (1 + p / 100), orig, 1e-12);
  const wrong = v * (1 - p / 100); // the tempting but wrong "take p% off"
  questions.push(
    feQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 3,
      body: ctx.body(p, v),
      accepted: entryForms(frac(orig)),
      hints: [
        `The $${p}\\%$ increase was taken on the old amount, not on the new one.`,
        'Write the new amount as the old amount times a multiplier.',
      ],
      superhints: [
        `If the old amount is $x$, then $${tex(1 + p / 100)}x = ${tex(v)}$. Solve for $x$ by dividing.`,
      ],
      explanation: `An increase of $${p}\\%$ multiplies by $${tex(1 + p / 100)}$, so the old amount $x$ satisfies $${tex(1 + p / 100)}x = ${tex(v)}$ and $x = \\frac{${tex(v)}}{${tex(1 + p / 100)}} = ${tex(orig)}$ ${ctx.unit}. Taking $${p}\\%$ off the new amount would give $${tex(Number(wrong.toFixed(2)))}$, which is wrong because the percent was based on the smaller, older amount.`,
    }),
  );
}

// ---------- (4) successive percent changes, multiple choice, difficulty 3 ----------
{
  let a = 0;
  let b = 0;
  for (;;) {
    a = rng.pick([10, 20, 25, 30, 40, 50]);
    b = rng.pick([10, 20, 25, 30, 40]);
    const m = (1 + a / 100) * (1 - b / 100);
    if (a !== b && Math.abs(m - 1) > 0.005 && Number.isInteger((Math.round(m * 1e6) / 1e4) * 100))
      break;
  }
  const m = Number((((100 + a) * (100 - b)) / 10000).toFixed(4));
  const additive = Number((1 + (a - b) / 100).toFixed(4));
  const swapped = Number((((100 - a) * (100 + b)) / 10000).toFixed(4));
  const ofInstead = Number((((100 + a) * b) / 10000).toFixed(4)); // "b% of" instead of "decreased by b%"
  // independent check: follow a starting value of 10,000 step by step
  let value = 10000;
  value += (value * a) / 100;
  value -= (value * b) / 100;
  verify('successive changes', value / 10000, m, 1e-12);
  const what = rng.pick([
    {
      thing: 'the number of visitors to a state park',
      sym: 'v',
      first: 'in May',
      second: 'in June',
    },
    { thing: 'the price of a share of stock', sym: 's', first: 'on Monday', second: 'on Tuesday' },
    {
      thing: 'the monthly cost of a phone plan',
      sym: 'c',
      first: 'in the first year',
      second: 'in the second year',
    },
  ]);
  const placed = placeNumeric(m, [additive, swapped, ofInstead], 3);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 3,
      body: `At first, ${what.thing} is $${what.sym}$. It increases by $${a}\\%$ ${what.first}, and then the new amount decreases by $${b}\\%$ ${what.second}. Which expression represents the final amount?`,
      texts: placed.values.map((v) => `$${tex(v)}${what.sym}$`),
      answer: placed.answer,
      hints: [
        `Each percent change multiplies the current amount by a factor. What factor is an increase of $${a}\\%$? A decrease of $${b}\\%$?`,
        'The second change applies to the amount after the first change.',
      ],
      superhints: [
        `Multiply $${what.sym}$ by $${tex(1 + a / 100)}$ and then by $${tex(1 - b / 100)}$. The two factors combine into a single number.`,
      ],
      explanation: `The increase multiplies by $${tex(1 + a / 100)}$ and the decrease by $${tex(1 - b / 100)}$, so the final amount is $${tex(1 + a / 100)} \\times ${tex(1 - b / 100)} \\times ${what.sym} = ${tex(m)}${what.sym}$. Simply combining the percents gives $${tex(additive)}${what.sym}$, which ignores that the second change is taken on a different amount.`,
    }),
  );
}

// ---------- (5) the percent needed after a decrease, free entry, difficulty 4 ----------
{
  let a = 0;
  let b = 0;
  let c = 0;
  for (;;) {
    a = rng.pick([20, 25, 30, 40, 50, 60]);
    b = rng.pick([10, 20, 25, 30, 40, 50, 60, 75]);
    const keep = ((100 - a) * (100 + b)) / 100; // percent of the original at the end
    c = 100 - keep;
    if (Number.isInteger(c) && c > 0 && c < a && c !== b) break;
  }
  // independent check: simulate with a concrete starting count
  const start = 12000;
  const after = start * (1 - a / 100) * (1 + b / 100);
  verify('percent needed', after, start * (1 - c / 100), 1e-12);
  const ctx = rng.pick([
    {
      body: `The number of trout in a lake decreased by $${a}\\%$ during a drought. The following year the number of trout increased by $p\\%$, and at the end of that year the lake had $${c}\\%$ fewer trout than before the drought. What is the value of $p$?`,
    },
    {
      body: `A jacket's price was reduced by $${a}\\%$ for a sale. After the sale, the reduced price was raised by $p\\%$, and the new price was $${c}\\%$ less than the original price. What is the value of $p$?`,
    },
  ]);
  questions.push(
    numQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 4,
      body: ctx.body,
      answer: b,
      wrong: [
        a - c, // subtracted the percents
        a + c, // added the percents
        100 - c, // gave the final amount as a percent of the original
      ],
      hints: [
        'Start with an original amount of $100$ and follow it through both changes.',
        `The final amount is $${c}\\%$ less than the original, so it is $${100 - c}\\%$ of the original.`,
      ],
      superhints: [
        `After the decrease, $100$ becomes $${100 - a}$. The increase multiplies $${100 - a}$ by $1 + \\frac{p}{100}$ and must give $${100 - c}$. Solve for $p$.`,
      ],
      explain: (l) =>
        `Starting from $100$, the decrease leaves $${100 - a}$. The final amount is $100 - ${c} = ${100 - c}$, so $${100 - a}\\left(1 + \\frac{p}{100}\\right) = ${100 - c}$, giving $1 + \\frac{p}{100} = \\frac{${100 - c}}{${100 - a}} = ${tex((100 - c) / (100 - a))}$ and $p = ${b}$. (The tempting answer $${a - c}$ just subtracts the percents, but the increase is taken on the smaller amount.) The answer is choice ${l}.`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/percentages.ts',
  questions,
);
