// Exponential growth and decay: doubling, depreciation, curves read from a graph and percent
// change over a different time unit.
// Run: npx tsx content/generators/advanced-math/exponential-models.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import {
  frac,
  fracMul,
  fracTex,
  fracValue,
  terminatingDecimal,
  type Frac,
} from '../lib/fraction.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choices, letterCycle } from '../lib/choices.ts';
import type { BankQuestion } from '../../schema.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { numberLabel } from '../lib/figure-kit/text.ts';

const rng = createRng(7310);
const nextLetter = letterCycle(2);
const questions: BankQuestion[] = [];
const GEN = 'generators/advanced-math/exponential-models.ts';
const pt = (x: number, y: number) => `(${numberLabel(x)}, ${numberLabel(y)})`;
/** A whole number as a choice, thousands separated: 4{,}800. */
const thousands = (v: Frac) => fracTex(v).replace(/\B(?=(\d{3})+(?!\d))/g, '{,}');
/** A percent as a choice: 28.125\%. */
const percent = (v: Frac) => `${terminatingDecimal(v) ?? fracTex(v)}\\%`;

// g001: doubling time.
{
  const id = 'exponential-functions-g001';
  const n0 = rng.pick([150, 200, 250, 300, 400]);
  const d = rng.pick([3, 4, 5, 6]);
  const k = rng.pick([3, 4, 5]);
  const T = d * k;
  const thing = rng.pick([
    { what: 'A colony of yeast cells', unit: 'cells' },
    { what: 'A culture of bacteria', unit: 'bacteria' },
  ]);
  // Independent check: double step by step, once every d hours.
  let count = n0;
  for (let hour = d; hour <= T; hour += d) count *= 2;
  const answer = n0 * 2 ** (T / d);
  check(count === answer && answer < 100000, `${id}: doubling`);
  const mc = numericChoices(
    answer,
    [
      n0 * 2 * k, // multiplied by 2 times the number of periods
      n0 * 2 ** (k + 1), // counted one doubling too many
      n0 * (k + 1), // added the starting amount once per period
    ],
    thousands,
  );
  questions.push({
    id,
    concepts: ['exponential-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: `${thing.what} starts with $${n0}$ ${thing.unit}, and the number of ${thing.unit} doubles every $${d}$ hours. According to this model, how many ${thing.unit} will there be $${T}$ hours after the start?`,
    ...mc,
    hints: [
      `Work out how many doubling periods of $${d}$ hours fit into $${T}$ hours.`,
      'Each doubling period multiplies the count by $2$.',
    ],
    superhints: [
      `The model is $N(t) = ${n0} \\cdot 2^{t/${d}}$, where $t$ is the time in hours. Substitute $t = ${T}$: the exponent is a whole number, so compute the power of $2$ and multiply by the starting amount.`,
    ],
    explanation: `In $${T}$ hours there are $${T} \\div ${d} = ${k}$ doubling periods, so the count is multiplied by $2^{${k}} = ${
      2 ** k
    }$: $${n0} \\cdot ${2 ** k} = ${answer}$ ${thing.unit}, choice ${mc.answer}.`,
  });
}

// g002: depreciation model.
{
  const id = 'exponential-functions-g002';
  const ctx = rng.pick([
    { item: 'A delivery van', price: 32000 },
    { item: 'A commercial espresso machine', price: 9000 },
    { item: 'A fishing boat', price: 45000 },
  ]);
  const r = rng.pick([12, 15, 18]);
  const keep = (100 - r) / 100;
  const correct = `V(t) = ${ctx.price}(${keep.toFixed(2)})^t`;
  const distractors = [
    `V(t) = ${ctx.price}(0.${r})^t`,
    `V(t) = ${ctx.price}(${(1 + r / 100).toFixed(2)})^t`,
    `V(t) = ${ctx.price}(1 - 0.${r}t)`,
  ];
  // Independent check: the value after two years, computed by taking r% off twice (in cents).
  const cents = ctx.price * 100;
  const afterOne = cents - (cents * r) / 100;
  const afterTwo = afterOne - (afterOne * r) / 100;
  const models = [
    (t: number) => ctx.price * 100 * keep ** t,
    (t: number) => ctx.price * 100 * (r / 100) ** t,
    (t: number) => ctx.price * 100 * (1 + r / 100) ** t,
    (t: number) => ctx.price * 100 * (1 - (r / 100) * t),
  ];
  const fits = models.filter(
    (m) => Math.abs(m(1) - afterOne) < 1e-6 && Math.abs(m(2) - afterTwo) < 1e-6,
  );
  check(fits.length === 1 && fits[0] === models[0], `${id}: only the correct model fits`);
  const letter = nextLetter();
  questions.push({
    id,
    concepts: ['exponential-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: `${ctx.item} is bought for \\$${ctx.price.toLocaleString('en-US')}. Its value decreases by $${r}\\%$ of its value at the start of each year. Which function gives the value $V(t)$, in dollars, of the ${ctx.item
      .replace(/^A /, '')
      .toLowerCase()} $t$ years after it is bought?`,
    ...choices(
      `$${correct}$`,
      distractors.map((d) => `$${d}$`),
      letter,
    ),
    hints: [
      `If something loses $${r}\\%$ of its value, what percent of the value does it keep?`,
      'A loss of a fixed percent each year is repeated multiplication, not repeated subtraction of the same amount.',
    ],
    superhints: [
      `After one year the value is the original value times $(1 - \\frac{${r}}{100})$. After $t$ years that factor has been applied $t$ times, so it appears as the base of a power with exponent $t$.`,
    ],
    explanation: `Losing $${r}\\%$ each year means keeping $${100 - r}\\%$, so each year the value is multiplied by $${keep.toFixed(
      2,
    )}$. After $t$ years, $${correct}$, choice ${letter}. A base of $0.${r}$ would keep only $${r}\\%$ each year, a base of $${(
      1 +
      r / 100
    ).toFixed(
      2,
    )}$ describes growth, and $1 - 0.${r}t$ subtracts the same dollar amount every year (a linear model).`,
  });
}

// g003: growth curve through two labeled points; value further along.
{
  const id = 'exponential-functions-g003';
  const [a, b] = rng.pick([
    [2, 3],
    [3, 2],
    [5, 2],
  ] as const);
  const x0 = b === 3 ? 3 : 4;
  const answer = a * b ** x0;
  // Independent check: rebuild a and b from the two labeled points only.
  const aFromGraph = a * b ** 0;
  const bFromGraph = Math.sqrt((a * b * b) / aFromGraph);
  check(Math.abs(aFromGraph * bFromGraph ** x0 - answer) < 1e-9, `${id}: from the points`);
  const f = (x: number) => a * b ** x;
  const yTop = a * b * b + (b === 3 ? 4 : 4);
  const yStep = yTop > 16 ? 2 : 1;
  const plot = new Plot({
    title: `Graph of an increasing exponential curve through the points ${pt(0, a)} and ${pt(2, a * b * b)}`,
    xMin: -4,
    xMax: 3,
    yMin: 0,
    yMax: Math.ceil(yTop / yStep) * yStep,
    xStep: 1,
    yStep,
    yLabelEvery: yTop > 16 ? 2 : 1,
  })
    .curve(f)
    .point(0, a, { label: pt(0, a), anchor: 'se' })
    .point(2, a * b * b, { label: pt(2, a * b * b), anchor: 'w' });
  const mc = numericChoices(answer, [
    frac(2 * a + (a * b * b - a) * x0, 2), // continued the two labeled points along a line
    (a * b * b * x0) / 2, // scaled f(2) in proportion to x
    a + b ** x0, // added a instead of multiplying by it
  ]);
  questions.push({
    id,
    concepts: ['exponential-functions', 'function-notation'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `The graph of $y = f(x)$ is shown, where $f(x) = a \\cdot b^x$ and $a$ and $b$ are positive constants. The graph passes through the labeled points $(0, ${a})$ and $(2, ${a * b * b})$. What is the value of $f(${x0})$?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc,
    hints: [
      'The point on the $y$-axis gives $a$, because $b^0 = 1$.',
      'Going from $x = 0$ to $x = 2$ multiplies the output by $b^2$.',
    ],
    superhints: [
      `Substitute $x = 0$ to get $a$. Then $f(2) = a \\cdot b^2 = ${a * b * b}$ gives $b^2$, and $b > 0$ picks the positive square root. Finally compute $a \\cdot b^{${x0}}$.`,
    ],
    explanation: `At $x = 0$, $f(0) = a = ${a}$. Then $${a}b^2 = ${a * b * b}$, so $b^2 = ${b * b}$ and $b = ${b}$. Therefore $f(${x0}) = ${a} \\cdot ${b}^{${x0}} = ${a} \\cdot ${
      b ** x0
    } = ${answer}$, choice ${mc.answer}.`,
  });
}

// g004: decay curve; which equation.
{
  const id = 'exponential-functions-g004';
  const [a, b] = rng.pick([
    [9, 3],
    [8, 2],
    [6, 2],
  ] as const);
  const f = (x: number) => a * (1 / b) ** x;
  const texts = [
    `y = ${a}\\left(\\frac{1}{${b}}\\right)^x`,
    `y = ${a}(${b})^x`,
    `y = ${b}\\left(\\frac{1}{${b}}\\right)^x`,
    `y = \\frac{1}{${b}}(${a})^x`,
  ];
  const fns = [
    f,
    (x: number) => a * b ** x,
    (x: number) => b * (1 / b) ** x,
    (x: number) => a ** x / b,
  ];
  const through = fns.filter((g) => Math.abs(g(0) - a) < 1e-9 && Math.abs(g(1) - a / b) < 1e-9);
  check(through.length === 1 && through[0] === f, `${id}: one curve through both points`);
  const letter = nextLetter();
  const plot = new Plot({
    title: `Graph of a decreasing exponential curve through ${pt(0, a)} and ${pt(1, a / b)}, approaching the x-axis as x increases`,
    xMin: -2,
    xMax: 5,
    yMin: 0,
    yMax: a + 3,
    xStep: 1,
    yStep: 1,
  })
    .curve(f)
    .point(0, a, { label: pt(0, a), anchor: 'ne' })
    .point(1, a / b, { label: pt(1, a / b), anchor: 'ne' });
  questions.push({
    id,
    concepts: ['exponential-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'The graph of an exponential function is shown in the $xy$-plane. Which of the following is an equation of the graph?',
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...choices(
      `$${texts[0]}$`,
      texts.slice(1).map((t) => `$${t}$`),
      letter,
    ),
    hints: [
      'The graph falls from left to right. What does that say about the base of the power?',
      'Substitute $x = 0$ into each choice and compare with the $y$-intercept.',
    ],
    superhints: [
      'In $y = a \\cdot b^x$, the $y$-intercept is $a$, and each step of $1$ to the right multiplies $y$ by $b$. A decreasing graph needs $0 < b < 1$. Use the two labeled points to find both numbers.',
    ],
    explanation: `The $y$-intercept is $${a}$, so $a = ${a}$. Moving from $x = 0$ to $x = 1$ the value goes from $${a}$ to $${numberLabel(
      a / b,
    )}$, which is multiplying by $\\frac{1}{${b}}$. So $${texts[0]}$, choice ${letter}. The equation $${texts[1]}$ grows instead of decaying, $${
      texts[2]
    }$ has $y$-intercept $${b}$, and $${texts[3]}$ has $y$-intercept $\\frac{1}{${b}}$ and grows.`,
  });
}

// g005: percent growth read from a graph of a real population.
{
  const id = 'exponential-functions-g005';
  const [p0, r, step] = rng.pick([
    [1024, 25, 500],
    [2500, 20, 1000],
    [400, 50, 200],
  ] as const);
  const p2 = (p0 * (100 + r) ** 2) / 10000;
  check(Number.isInteger(p2), `${id}: integer point`);
  // Independent check: the growth factor is the square root of the two-year ratio.
  const factor = Math.sqrt(p2 / p0);
  check(Math.abs((factor - 1) * 100 - r) < 1e-9, `${id}: percent from ratio`);
  const ctx = rng.pick([
    { what: 'trout in a stocked lake', noun: 'trout', axis: 'N' },
    { what: 'subscribers to a local newsletter', noun: 'subscribers', axis: 'N' },
    { what: 'saplings in a reforestation area', noun: 'saplings', axis: 'N' },
  ]);
  const f = (t: number) => p0 * (1 + r / 100) ** t;
  const yMax = Math.ceil(f(4) / step + 0.5) * step;
  const plot = new Plot({
    title: `Graph of the number of ${ctx.noun} N against time t in years: an increasing exponential curve through ${pt(
      0,
      p0,
    )} and ${pt(2, p2)}`,
    xMin: 0,
    xMax: 5,
    yMin: 0,
    yMax,
    xStep: 1,
    yStep: step,
    xLabel: 't',
    yLabel: ctx.axis,
  })
    .curve(f, { from: 0, to: 5 })
    .point(0, p0, { label: pt(0, p0), anchor: 'se' })
    .point(2, p2, { label: pt(2, p2), anchor: 'nw' });
  const twoYears = frac((p2 - p0) * 100, p0);
  const mc = numericChoices(
    r,
    [
      fracMul(twoYears, frac(1, 2)), // halved the two-year percent
      twoYears, // gave the two-year percent
      frac(Math.round(Math.sqrt(fracValue(twoYears)) * 100), 100), // took the root of the percent
    ],
    percent,
  );
  questions.push({
    id,
    concepts: ['exponential-functions'],
    difficulty: 4,
    type: 'multiple_choice',
    body: `The graph shows a model of the number $N$ of ${ctx.what} $t$ years after a study began. The model assumes the number increases by the same percent each year. By what percent does the number of ${ctx.noun} increase each year?`,
    figure: plot.save('advanced-math', id),
    figurePosition: 'top',
    ...mc,
    hints: [
      'The two labeled points are two years apart, so the growth factor has been applied twice between them.',
      'A growth factor of $1 + \\frac{p}{100}$ corresponds to an increase of $p$ percent.',
    ],
    superhints: [
      `Write $N(t) = ${p0}(1 + \\frac{p}{100})^t$. The point at $t = 2$ gives $(1 + \\frac{p}{100})^2 = \\frac{${p2}}{${p0}}$. Take the positive square root to get the yearly factor, then convert it to a percent increase. Dividing the total increase by $2$ is not correct, because growth compounds.`,
    ],
    explanation: `From the graph, $N(0) = ${p0}$ and $N(2) = ${p2}$. With yearly factor $g$, $${p0}g^2 = ${p2}$, so $g^2 = \\frac{${p2}}{${p0}} = ${fracTex(frac(p2, p0))}$ and $g = ${numberLabel(factor)}$. A factor of $${numberLabel(factor)}$ means an increase of $${r}\\%$ per year, choice ${mc.answer}. (Check: $${p0} \\cdot ${numberLabel(
      factor,
    )} = ${numberLabel(p0 * factor)}$ and $${numberLabel(p0 * factor)} \\cdot ${numberLabel(factor)} = ${p2}$.)`,
  });
}

// g006: percent change over half a year from a yearly model.
{
  const id = 'exponential-functions-g006';
  const [c, grow] = rng.pick([
    [90, false],
    [80, false],
    [110, true],
  ] as const);
  const m0 = rng.pick([60, 80, 120]);
  const base = (c * c) / 10000; // c% squared, e.g. 0.9^2 = 0.81
  const baseText = base.toFixed(2);
  // Independent check: two half-year factors compose to the yearly factor, exactly in integers.
  check(c * c === Math.round(base * 10000), `${id}: base is a perfect square`);
  const answer = Math.abs(c - 100);
  const naive = frac(Math.round(Math.abs(base - 1) * 100), 2);
  check(!acceptedForms(naive).includes(String(answer)), `${id}: naive halving differs`);
  const ctx = grow
    ? {
        text: `The number of members of a climbing gym is modeled by $M(t) = ${m0 * 10}(${baseText})^t$, where $t$ is the number of years since the gym opened. According to the model, the number of members increases by the same percent every $6$ months. What is that percent?`,
        word: 'increase',
      }
    : {
        text: `The mass, in grams, of a radioactive sample is modeled by $m(t) = ${m0}(${baseText})^t$, where $t$ is the time in years. According to the model, the mass decreases by the same percent every $6$ months. What is that percent?`,
        word: 'decrease',
      };
  const yearly = frac(Math.abs(c * c - 10000), 100);
  const mc = numericChoices(
    answer,
    [
      naive, // halved the yearly percent
      yearly, // gave the yearly percent
      c, // read the half-year factor as the percent
    ],
    percent,
  );
  questions.push({
    id,
    concepts: ['exponential-functions', 'radicals-and-exponents'],
    difficulty: 5,
    type: 'multiple_choice',
    body: ctx.text,
    ...mc,
    hints: [
      'Six months is half a year, so rewrite the power so that its exponent counts half-years instead of years.',
      `Halving the yearly percent ${ctx.word} does not work, because the change compounds.`,
    ],
    superhints: [
      `If $h$ is the number of half-years, then $t = \\frac{h}{2}$ and $(${baseText})^t = \\left((${baseText})^{1/2}\\right)^h$. Find $\\sqrt{${baseText}}$ exactly and compare it with $1$.`,
    ],
    explanation: `Since $(${baseText})^t = \\left(\\sqrt{${baseText}}\\right)^{2t} = (${(
      c / 100
    ).toFixed(
      1,
    )})^{2t}$ and $2t$ counts half-years, each $6$ months the amount is multiplied by $${(
      c / 100
    ).toFixed(
      1,
    )}$. That is a ${ctx.word} of $${answer}\\%$ every $6$ months, choice ${mc.answer}. (Halving the yearly change of $${Math.round(
      Math.abs(base - 1) * 100,
    )}\\%$ would give the wrong value $${numberLabel(Math.abs(base - 1) * 50)}\\%$.)`,
  });
}

writeGeneratedQuestions('advanced-math', 'exponential-functions', GEN, questions);
