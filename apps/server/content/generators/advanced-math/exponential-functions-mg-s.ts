// Generates questions/advanced-math/exponential-functions.mg-s.generated.yaml (issue 39, series
// s). Levels 2 and 3 here (tripling periods, a shifted curve read from its graph, f(x + 1) - f(x),
// the first hour below half, a rate per quarter in a yearly model, a decreasing curve from two
// labeled points); the templates rated 4 and 5 are in exponential-functions-mg-s-hard.ts.
// Each key is computed from the model and confirmed a second way: stepping the quantity one
// period at a time, testing every choice against the drawn points, or evaluating the functions.
//   npx tsx content/generators/advanced-math/exponential-functions-mg-s.ts
import { check, close } from '../lib/check.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { exponentialHard } from './exponential-functions-mg-s-hard.ts';

const LEVEL = {
  tripling: 2,
  shiftedGraph: 3,
  difference: 3,
  belowHalf: 3,
  quarterRate: 3,
  twoPoints: 3,
  linearVsPercent: 4,
  equalModels: 4,
  twoRates: 4,
};

const s = itemSeries('exponential-functions', 's', 0);
const num = (v: number) => `$${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '{,}')}$`;

// (1) tripling periods
{
  const [n0, every, T] = [200, 4, 12];
  let n = n0;
  for (let t = every; t <= T; t += every) n *= 3;
  check(n === n0 * 3 ** (T / every) && n === 5400, 'three triplings');
  s.mcNumber({
    level: LEVEL.tripling,
    body: `A town's population of a rare bird is $${n0}$, and a wildlife group predicts that it will triple every $${every}$ years. According to this prediction, what will the population be $${T}$ years from now?`,
    answer: n,
    wrong: [n0 * 9, n0 * T, n0 * 81],
    show: num,
    hints: [`How many periods of $${every}$ years are in $${T}$ years?`],
    superhints: [
      `Each period multiplies the population by $3$: $${n0} \\cdot 3^{${T} / ${every}}$.`,
    ],
    explain: (l) =>
      `$${T}$ years hold $${T / every}$ periods of $${every}$ years, so the population is multiplied by $3^3 = 27$: $${n0} \\times 27 = 5{,}400$. $1{,}800$ counts only two periods, $2{,}400$ multiplies by the number of years, and $16{,}200$ counts four periods. The answer is choice ${l}.`,
  });
}

// (2) a shifted exponential curve read from its graph
{
  const f = (x: number) => 8 * 0.5 ** x - 3;
  const options = [
    { tex: '$y = 8\\left(\\frac{1}{2}\\right)^x - 3$', g: f, asymptote: -3 },
    { tex: '$y = 5\\left(\\frac{1}{2}\\right)^x$', g: (x: number) => 5 * 0.5 ** x, asymptote: 0 },
    {
      tex: '$y = 8\\left(\\frac{1}{2}\\right)^x + 3$',
      g: (x: number) => 8 * 0.5 ** x + 3,
      asymptote: 3,
    },
    { tex: '$y = 8(2)^x - 3$', g: (x: number) => 8 * 2 ** x - 3, asymptote: NaN },
  ];
  const fits = options.filter(
    (o) => close(o.g(0), 5) && close(o.g(1), 1) && close(o.g(40), -3, 1e-6) && o.asymptote === -3,
  );
  check(fits.length === 1 && fits[0]!.g === f, 'one choice fits the graph');
  const figure = new Plot({
    title:
      'Graph of a decreasing curve in the xy-plane through the labeled points (0, 5) and (1, 1); as x increases the curve levels off toward the dashed horizontal line y = -3, and as x decreases it rises steeply',
    xMin: -2,
    xMax: 6,
    yMin: -4,
    yMax: 10,
    yLabelEvery: 2,
  })
    .curve(() => -3, { dashed: true, width: 2 })
    .curve(f)
    .point(0, 5, { label: '(0, 5)', anchor: 'ne' })
    .point(1, 1, { label: '(1, 1)', anchor: 'ne' })
    .save('advanced-math', s.upcomingId());
  s.mcText({
    level: LEVEL.shiftedGraph,
    figure,
    body: 'The graph of $y = f(x)$ is shown in the $xy$-plane. The dashed line $y = -3$ is a horizontal asymptote of the graph. Which of the following could define $f$?',
    answer: options[0]!.tex,
    wrong: [options[1]!.tex, options[2]!.tex, options[3]!.tex],
    hints: ['The number added at the end moves the asymptote; read it from the dashed line.'],
    superhints: [
      'For $y = a\\left(b\\right)^x + c$, the asymptote is $y = c$ and the $y$-intercept is $a + c$. Check both labeled points.',
    ],
    explain: (l) =>
      `The asymptote $y = -3$ means the constant is $-3$, and the $y$-intercept $5$ means $a - 3 = 5$, so $a = 8$. At $x = 1$, $8 \\cdot \\frac{1}{2} - 3 = 1$, as labeled. $y = 5\\left(\\frac{1}{2}\\right)^x$ has the right $y$-intercept but the asymptote $y = 0$; $y = 8\\left(\\frac{1}{2}\\right)^x + 3$ has the asymptote $y = 3$; and $y = 8(2)^x - 3$ increases. The answer is choice ${l}.`,
  });
}

// (3) f(x + 1) - f(x) for f(x) = 2 * 3^x
{
  const f = (x: number) => 2 * 3 ** x;
  const forms = [
    (x: number) => 4 * 3 ** x,
    () => 2,
    (x: number) => 2 * 3 ** x,
    (x: number) => 6 * 3 ** x,
  ];
  const agree = forms.filter((g) => [-2, 0, 1.5, 3].every((x) => close(f(x + 1) - f(x), g(x))));
  check(agree.length === 1 && agree[0] === forms[0], 'one form is the difference');
  s.mcText({
    level: LEVEL.difference,
    body: 'The function $f$ is defined by $f(x) = 2 \\cdot 3^x$. Which of the following is equivalent to $f(x + 1) - f(x)$?',
    answer: '$4 \\cdot 3^x$',
    wrong: ['$2$', '$2 \\cdot 3^x$', '$6 \\cdot 3^x$'],
    hints: ['Write $f(x + 1)$ as $2 \\cdot 3^{x + 1}$ and split off one factor of $3$.'],
    superhints: ['$2 \\cdot 3^{x + 1} = 6 \\cdot 3^x$. Subtract $2 \\cdot 3^x$.'],
    explain: (l) =>
      `$f(x + 1) = 2 \\cdot 3^{x + 1} = 6 \\cdot 3^x$, so $f(x + 1) - f(x) = 6 \\cdot 3^x - 2 \\cdot 3^x = 4 \\cdot 3^x$. The value $2$ treats $f$ as linear, $2 \\cdot 3^x$ is $f(x)$ itself, and $6 \\cdot 3^x$ is $f(x + 1)$ without the subtraction. The answer is choice ${l}.`,
  });
}

// (4) the first whole hour with less than half left
{
  let left = 1;
  let hours = 0;
  while (left >= 0.5) {
    left -= left * 0.2;
    hours++;
  }
  check(hours === 4 && 0.8 ** 3 > 0.5 && 0.8 ** 4 < 0.5, 'four hours');
  s.mcNumber({
    level: LEVEL.belowHalf,
    body: 'A lab sample of a compound loses $20\\%$ of its mass each hour. After how many whole hours is the mass of the sample first less than half of its starting mass?',
    answer: hours,
    wrong: [3, 5, 6],
    show: (v) => `$${v}$`,
    hints: [
      'Each hour the mass is multiplied by $0.8$; it does not lose the same amount each hour.',
    ],
    superhints: ['Compute $0.8^2$, $0.8^3$, $0.8^4$, and compare each with $0.5$.'],
    explain: (l) =>
      `After $t$ hours the fraction left is $0.8^t$: $0.8^3 = 0.512$, still more than half, and $0.8^4 = 0.4096$, less than half, so the answer is $4$ hours. After $3$ hours more than half is still left ($51.2\\%$), and $5$ or $6$ hours is later than the first time; losing $20\\%$ of the starting mass every hour would reach half after only $2.5$ hours, but each loss is $20\\%$ of a smaller mass. The answer is choice ${l}.`,
  });
}

// (5) a rate per quarter in a model of years
{
  const forms = [
    (t: number) => 1500 * 1.06 ** (4 * t),
    (t: number) => 1500 * 1.06 ** (t / 4),
    (t: number) => 1500 * 1.24 ** t,
    (t: number) => 1500 * 1.06 ** (3 * t),
  ];
  let balance = 1500; // quarter by quarter for 2 years
  for (let q = 0; q < 8; q++) balance *= 1.06;
  const match = forms.filter((g) => close(g(2), balance) && close(g(0.25), 1500 * 1.06));
  check(match.length === 1 && match[0] === forms[0], 'one function follows the quarters');
  s.mcText({
    level: LEVEL.quarterRate,
    body: 'The balance of a savings account is \\$1,500 when it is opened, and it increases by $6\\%$ every $3$ months. Which function gives the balance $B(t)$, in dollars, $t$ years after the account is opened?',
    answer: '$B(t) = 1{,}500(1.06)^{4t}$',
    wrong: [
      '$B(t) = 1{,}500(1.06)^{\\frac{t}{4}}$',
      '$B(t) = 1{,}500(1.24)^t$',
      '$B(t) = 1{,}500(1.06)^{3t}$',
    ],
    hints: ['How many periods of $3$ months are in one year?'],
    superhints: [
      'In $t$ years there are $4t$ periods of $3$ months, and each multiplies the balance by $1.06$.',
    ],
    explain: (l) =>
      `A year has $4$ periods of $3$ months, so in $t$ years the balance is multiplied by $1.06$ a total of $4t$ times: $B(t) = 1{,}500(1.06)^{4t}$. The exponent $\\frac{t}{4}$ would mean one increase every $4$ years, $(1.24)^t$ adds the four percents instead of compounding them ($1.06^4 \\approx 1.2625$), and $3t$ counts months as periods. The answer is choice ${l}.`,
  });
}

// (6) a decreasing curve from two labeled points
{
  const f = (x: number) => 48 * 0.5 ** x;
  const figure = new Plot({
    title:
      'Graph of a decreasing exponential curve through the labeled points (0, 48) and (2, 12), approaching the x-axis as x increases',
    xMin: -1,
    xMax: 6,
    yMin: 0,
    yMax: 52,
    yStep: 4,
    yLabelEvery: 2,
  })
    .curve(f)
    .point(0, 48, { label: '(0, 48)', anchor: 'ne' })
    .point(2, 12, { label: '(2, 12)', anchor: 'ne' })
    .save('advanced-math', s.upcomingId());
  const b = Math.sqrt(12 / 48);
  check(close(48 * b ** 3, f(3)) && f(3) === 6, 'f(3)');
  s.mcNumber({
    level: LEVEL.twoPoints,
    figure,
    body: 'The graph of $y = f(x)$ is shown, where $f(x) = ab^x$ and $a$ and $b$ are positive constants. The graph passes through the labeled points $(0, 48)$ and $(2, 12)$. What is the value of $f(3)$?',
    answer: f(3),
    wrong: [-6, 0.75, 3],
    show: (v) => `$${v}$`,
    hints: ['The point $(0, 48)$ gives $a$. The point $(2, 12)$ gives $b^2$.'],
    superhints: ['$48b^2 = 12$, so $b^2 = \\frac{1}{4}$ and $b = \\frac{1}{2}$ (it is positive).'],
    explain: (l) =>
      `$a = f(0) = 48$, and $48b^2 = 12$ gives $b = \\frac{1}{2}$, so $f(3) = 48 \\cdot \\frac{1}{8} = 6$. $-6$ extends a straight line through the two points, $3$ is $f(4)$ or comes from taking $\\frac{1}{4}$ as the factor for one unit, and $0.75$ uses that factor three times from $48$. The answer is choice ${l}.`,
  });
}

exponentialHard(s, LEVEL);

writeGeneratedQuestions(
  'advanced-math',
  'exponential-functions.mg-s',
  'generators/advanced-math/exponential-functions-mg-s.ts',
  s.questions,
);
