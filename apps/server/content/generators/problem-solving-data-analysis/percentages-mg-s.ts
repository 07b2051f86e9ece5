// Generates questions/problem-solving-data-analysis/percentages.mg-s.generated.yaml (issue 39,
// series s): percent-change chains. Levels 2 to 4 here (two changes in a row, an area from two
// sides, the change that brings a chain to a net change, a markup with a sale and a tax, two
// years of growth and one of decline); the five hardest are in percentages-mg-s-level5.ts.
// Every key is computed from the factors of the chain and confirmed a second way: by following a
// concrete amount step by step, or by a search over the unknown percent in steps of 0.5.
//   npx tsx content/generators/problem-solving-data-analysis/percentages-mg-s.ts
import { check, close } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { tex } from './helpers.ts';
import { percentLevel5 } from './percentages-mg-s-level5.ts';

const LEVEL = {
  twoIncreases: 2,
  areaFromSides: 3,
  netChange: 3,
  markupSaleTax: 4,
  growthDecline: 4,
};

const s = itemSeries('percentages', 's', 1);
const pct = (v: number) => `$${tex(v)}\\%$`;
/** The percent in steps of 0.5 from 0 to 100 for which `holds` is true; exactly one must. */
function searchPercent(holds: (p: number) => boolean): number {
  const found: number[] = [];
  for (let i = 0; i <= 200; i++) if (holds(i / 2)) found.push(i / 2);
  check(found.length === 1, `one percent fits, found ${found.join(', ')}`);
  return found[0]!;
}

// (1) two increases in a row: the factors multiply
{
  const [a, b] = [20, 15];
  const key = ((1 + a / 100) * (1 + b / 100) - 1) * 100;
  let price = 200; // a concrete price followed step by step
  price += (price * a) / 100;
  price += (price * b) / 100;
  check(close(key, 38) && close((100 * (price - 200)) / 200, key), 'two increases');
  s.mcNumber({
    level: LEVEL.twoIncreases,
    body: `The price of a monthly bus pass increased by $${a}\\%$ in 2023, and the new price increased by $${b}\\%$ in 2024. By what percent did the price of the pass increase over the two years?`,
    answer: key,
    wrong: [a + b, (a + b) / 2, (a * b) / 100],
    show: pct,
    hints: ['Each increase multiplies the price at that time by a factor.'],
    superhints: [
      `An increase of $${a}\\%$ multiplies by $${1 + a / 100}$, and an increase of $${b}\\%$ multiplies by $${1 + b / 100}$. Multiply the factors and compare the result with $1$.`,
    ],
    explain: (l) =>
      `The two factors multiply: $${1 + a / 100} \\times ${1 + b / 100} = ${tex(1 + key / 100)}$, so the price rose by $${tex(key)}\\%$ (a \\$200 pass would cost \\$240 and then \\$276). Adding the percents ($${a + b}\\%$) forgets that the second increase is taken on the larger price, $${tex((a + b) / 2)}\\%$ is their average, and $${tex((a * b) / 100)}\\%$ is only the extra that comes from the second increase being taken on the first one. The answer is choice ${l}.`,
  });
}

// (2) a rectangle's length grows; the width's cut that gives an area change
{
  const [up, areaDown] = [25, 10];
  const key = searchPercent((d) => close((1 + up / 100) * (1 - d / 100), 1 - areaDown / 100));
  check(close(key, (1 - (1 - areaDown / 100) / (1 + up / 100)) * 100), 'width cut by division');
  s.mcNumber({
    level: LEVEL.areaFromSides,
    body: `The length of a rectangular garden is increased by $${up}\\%$. By what percent must the width of the garden be decreased so that the area of the garden is $${areaDown}\\%$ less than its original area?`,
    answer: key,
    wrong: [up + areaDown, up - areaDown, 20],
    show: pct,
    hints: [
      'The area is length times width, so the factors of the two changes multiply.',
      `The area's factor is $${1 - areaDown / 100}$.`,
    ],
    superhints: [
      `Let the width be multiplied by $w$. Then $${1 + up / 100}w = ${1 - areaDown / 100}$. Solve for $w$ and compare it with $1$.`,
    ],
    explain: (l) =>
      `The area is multiplied by $${1 + up / 100}w$, where $w$ is the width's factor, so $${1 + up / 100}w = ${1 - areaDown / 100}$ and $w = ${tex(1 - key / 100)}$: the width must decrease by $${tex(key)}\\%$. Subtracting or adding the percents ($${up - areaDown}\\%$ or $${up + areaDown}\\%$) treats the changes as if they added, and $20\\%$ would keep the area the same. The answer is choice ${l}.`,
  });
}

// (3) the second change that brings a two-year chain to a given net change
{
  const [up, net] = [30, 4];
  const key = searchPercent((d) => close((1 + up / 100) * (1 - d / 100), 1 + net / 100));
  check(close(key, (100 * (up - net)) / (100 + up)), 'the drop as a share of the raised price');
  s.mcNumber({
    level: LEVEL.netChange,
    body: `The price of a share of a company's stock increased by $${up}\\%$ in one year. In the next year the price decreased by $d\\%$. Over the two years, the price increased by $${net}\\%$. What is the value of $d$?`,
    answer: key,
    wrong: [up - net, (100 * (up - net)) / (100 + net), up + net],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'Write each change as a factor and the net change as a factor too.',
      'The decrease in the second year is taken on the raised price, not on the original one.',
    ],
    superhints: [
      `$${1 + up / 100}\\left(1 - \\frac{d}{100}\\right) = ${1 + net / 100}$. Divide, then compare the result with $1$.`,
    ],
    explain: (l) =>
      `$${1 + up / 100}\\left(1 - \\frac{d}{100}\\right) = ${1 + net / 100}$ gives $1 - \\frac{d}{100} = ${tex(1 - key / 100)}$, so $d = ${tex(key)}$. (A \\$100 share rises to \\$130 and falls by \\$26, which is $${tex(key)}\\%$ of \\$130, to \\$104.) The value $${up - net}$ subtracts the percents, $${tex((100 * (up - net)) / (100 + net))}$ takes the drop as a percent of the final price, and $${up + net}$ adds them. The answer is choice ${l}.`,
  });
}

// (4) a markup, a sale and a sales tax: the customer pays the tax's percent above cost
{
  const [markup, tax] = [60, 8];
  const key = searchPercent((d) =>
    close(100 * (1 + markup / 100) * (1 - d / 100) * (1 + tax / 100), 100 + tax),
  );
  check(close(key, 100 * (1 - 1 / (1 + markup / 100))), 'the sale price equals the cost');
  s.mcNumber({
    level: LEVEL.markupSaleTax,
    body: `A store buys a lamp for $C$ dollars and sets the lamp's regular price $${markup}\\%$ above $C$. During a sale, the regular price is reduced by $d\\%$. A customer who buys the lamp during the sale pays a sales tax of $${tax}\\%$ of the sale price, and the customer's total, including the tax, is $${tax}\\%$ more than $C$. What is the value of $d$?`,
    answer: key,
    wrong: [
      markup,
      markup - tax,
      (100 * (1 + markup / 100 - (1 + tax / 100))) / (1 + markup / 100),
    ],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'Follow the price: cost, regular price, sale price, total with tax. Each step is a factor.',
      'Compare the total with the cost: what must the sale price itself be?',
    ],
    superhints: [
      `The total is $C(${1 + markup / 100})\\left(1 - \\frac{d}{100}\\right)(${1 + tax / 100})$, and it equals $${1 + tax / 100}C$. The tax factor appears on both sides.`,
    ],
    explain: (l) =>
      `The total is $C(${1 + markup / 100})\\left(1 - \\frac{d}{100}\\right)(${1 + tax / 100}) = ${1 + tax / 100}C$, so $${1 + markup / 100}\\left(1 - \\frac{d}{100}\\right) = 1$: the sale price equals the cost. Then $1 - \\frac{d}{100} = ${tex(1 / (1 + markup / 100))}$ and $d = ${tex(key)}$. Taking $${markup}\\%$ off removes more than the markup added, because the discount is a percent of the larger regular price; $${markup - tax}$ subtracts the percents; and $${tex((100 * (markup - tax)) / (100 + markup))}$ treats the total, tax included, as the sale price. The answer is choice ${l}.`,
  });
}

// (5) two years of growth at r% and a year of decline, a net change: a square root
{
  const [drop, net] = [25, 8];
  const key = searchPercent((r) => close((1 + r / 100) ** 2 * (1 - drop / 100), 1 + net / 100));
  check(close(key, 100 * (Math.sqrt((1 + net / 100) / (1 - drop / 100)) - 1)), 'r by the root');
  s.mcNumber({
    level: LEVEL.growthDecline,
    body: `The number of members of a cycling club increased by $r\\%$ in each of two years, and then it decreased by $${drop}\\%$ in the third year. At the end of the three years, the club had $${net}\\%$ more members than at the start. What is the value of $r$?`,
    answer: key,
    wrong: [(net + drop) / 2, net + drop, 100 * ((1 + net / 100) / (1 - drop / 100) - 1)],
    show: (v) => `$${tex(v)}$`,
    hints: [
      'Two years of growth at the same rate multiply by the same factor twice.',
      'Write an equation with the factors of all three years and the net factor.',
    ],
    superhints: [
      `$\\left(1 + \\frac{r}{100}\\right)^2 (${1 - drop / 100}) = ${1 + net / 100}$. Divide first, then take a square root.`,
    ],
    explain: (l) =>
      `$\\left(1 + \\frac{r}{100}\\right)^2 (${1 - drop / 100}) = ${1 + net / 100}$ gives $\\left(1 + \\frac{r}{100}\\right)^2 = ${tex((1 + net / 100) / (1 - drop / 100))}$, so $1 + \\frac{r}{100} = ${tex(1 + key / 100)}$ and $r = ${tex(key)}$. Treating the changes as if they added ($2r - ${drop} = ${net}$) gives $${tex((net + drop) / 2)}$, and $${net + drop}$ puts all the growth in one year the same way; $${tex(100 * ((1 + net / 100) / (1 - drop / 100) - 1))}$ is the growth over both years together, before the square root. The answer is choice ${l}.`,
  });
}

percentLevel5(s);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  'percentages.mg-s',
  'generators/problem-solving-data-analysis/percentages-mg-s.ts',
  s.questions,
);
