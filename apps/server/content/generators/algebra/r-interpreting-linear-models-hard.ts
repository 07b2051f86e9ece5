// The level-4 and rated-5 templates of r-interpreting-linear-models.ts (issue 39, r series).
// Level 4: the break-even count in a rearranged profit model; the rate of a model fed by a unit
// conversion; a printer's warm-up read in pages. Level 5: a van's price pinned down by two
// indirect conditions, then the miles a budget buys; a tree's planting height and growth from
// one height and a percent increase of the unknown planting height, then a later height; average
// costs that are not linear while the total is; a lake shrinking by a percent of its starting
// area each year, then the year it reaches a target.
// Keys by algebra; confirmed by evaluating the models at the answer, by searches over whole
// numbers (cents, centimeters) or by a second formula (the average as rate plus fee per item).
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { money, range, same, type Series } from './r-kit.ts';

export const hardItems: ((s: Series) => void)[] = [
  // The intercept of a rearranged profit model is the break-even count (level 4).
  (s) => {
    const P = (n: number) => 18 * n - 2700;
    const n = (p: number) => p / 18 + 150;
    check(P(150) === 0 && [0, 90, 360].every((p) => same(P(n(p)), p)), 'I1 the rewritten model');
    s.text(
      {
        difficulty: 4,
        body: "A bakery's monthly profit $P$, in dollars, from selling $n$ cakes is modeled by $P = 18n - 2{,}700$. The model can be rewritten as $n = \\frac{P}{18} + 150$. What is the best interpretation of $150$ in this context?",
        hints: [
          'In the rewritten model, $150$ is the value of $n$ for one particular value of $P$. Which one?',
        ],
        superhints: [
          'Set $P = 0$ in the rewritten model. What does a profit of $0$ mean for the bakery?',
        ],
      },
      'The number of cakes the bakery must sell in a month to have a profit of \\$0',
      [
        'The number of cakes the bakery sells each month',
        'The number of additional cakes the bakery must sell for each additional dollar of profit',
        "The bakery's monthly costs, in dollars, that do not depend on the number of cakes sold",
      ],
      'A',
      (l) =>
        `When $P = 0$, the rewritten model gives $n = 150$: selling $150$ cakes makes the profit exactly $\\$0$ (the break-even point), choice ${l}; check: $18(150) - 2{,}700 = 0$. The model does not say how many cakes are sold; each extra dollar of profit needs $\\frac{1}{18}$ more cake, not $150$; and the fixed costs are $\\$2{,}700$.`,
    );
  },

  // A model of a model: the rate per 5 degrees Celsius (level 4).
  (s) => {
    const V = (F: number) => 40 * F - 2000;
    const F = (C: number) => 1.8 * C + 32;
    const gain = V(F(25)) - V(F(20));
    check(same(gain, 360) && same(V(F(11)) - V(F(6)), gain), 'I2 the gain per 5 degrees');
    s.numeric(
      {
        difficulty: 4,
        body: 'A park manager models the number of visitors $V$ on a summer day by $V = 40F - 2{,}000$, where $F$ is the high temperature that day in degrees Fahrenheit. A temperature of $C$ degrees Celsius is $F = 1.8C + 32$ degrees Fahrenheit. According to the models, for each increase of $5$ degrees Celsius in the high temperature, how many more visitors are expected?',
        hints: ['How many degrees Fahrenheit is an increase of $5$ degrees Celsius?'],
        superhints: [
          'An increase of $1$ degree Celsius is an increase of $1.8$ degrees Fahrenheit (the $32$ does not matter for a change). Multiply the change in $F$ by $40$.',
        ],
      },
      gain,
      [72, 200, frac(1000, 9)],
      (l) =>
        `An increase of $5$ degrees Celsius is an increase of $1.8(5) = 9$ degrees Fahrenheit, and each degree Fahrenheit adds $40$ visitors: $9(40) = 360$, choice ${l}. $72$ is the increase for $1$ degree Celsius, $200$ treats the $5$ degrees as Fahrenheit, and $\\frac{1000}{9}$ divides by $1.8$ instead of multiplying.`,
    );
  },

  // A printer's warm-up time read in pages (level 4).
  (s) => {
    const t = (n: number) => 0.25 * n + 2;
    const n = (tt: number) => 4 * tt - 8;
    check([2, 5, 12].every((tt) => same(t(n(tt)), tt)) && same(4 * 2, 8), 'I3 rewritten');
    s.text(
      {
        difficulty: 4,
        body: 'The time $t$, in minutes, that an office printer takes to complete a job of $n$ pages is modeled by $t = 0.25n + 2$, which includes a warm-up period before the first page prints. The model can be rewritten as $n = 4t - 8$. What is the best interpretation of $8$ in this context?',
        hints: ['Write $4t - 8$ as $4(t - 2)$. What are $4$ and $2$ in the original model?'],
        superhints: [
          'The printer prints $4$ pages per minute once it is warm, and the warm-up takes $2$ minutes. The product of those two numbers is a number of pages.',
        ],
      },
      'The number of pages the printer could print in the time it spends warming up',
      [
        'The number of minutes the printer spends warming up',
        'The number of pages the printer prints each minute',
        'The number of minutes the printer needs to print $8$ pages',
      ],
      'C',
      (l) =>
        `$n = 4t - 8 = 4(t - 2)$: the printer prints $4$ pages per minute, but only after a warm-up of $2$ minutes. The $8$ is $4 \\times 2$, the pages it could have printed during the warm-up, choice ${l}. The warm-up lasts $2$ minutes, the printing rate is $4$ pages per minute, and $8$ pages take $0.25(8) + 2 = 4$ minutes.`,
    );
  },

  // Two indirect conditions fix the fee and the rate; then the miles for a budget (level 5).
  (s) => {
    const rate = frac(20, 150 - 90); // dollars per mile
    // cost(90) = F + 90 r = 2F, so F = 90 r.
    const fee = (90 * rate.n) / rate.d;
    const miles = ((100 - fee) * rate.d) / rate.n;
    // Second way: whole-dollar fees from 1 to 200 with the rate fixed by the first condition.
    const cost = (F: number, mi: number) => F + (mi * rate.n) / rate.d;
    const fees = range(1, 200).filter((F) => same(cost(F, 90), 2 * F));
    check(fees.length === 1 && fees[0] === fee && same(cost(fee, miles), 100), 'I4 the van');
    check(same(cost(fee, 150) - cost(fee, 90), 20) && miles === 210, 'I4 both conditions');
    s.typed(
      {
        difficulty: 5,
        body: 'A company rents moving vans for a fixed fee plus a charge for each mile driven. The total cost of driving a van $150$ miles is \\$20 more than the total cost of driving it $90$ miles, and the total cost of driving it $90$ miles is twice the fixed fee. According to this pricing, how many miles can a customer drive for a total cost of exactly \\$100?',
        hints: [
          'The first condition compares two costs with the same fixed fee: it gives the charge per mile.',
          'The second condition then gives the fixed fee.',
        ],
        superhints: [
          'The extra $60$ miles cost \\$20, so each mile costs $\\frac{1}{3}$ dollar. Then $F + 90\\left(\\frac{1}{3}\\right) = 2F$. With $F$ known, solve $F + \\frac{m}{3} = 100$.',
        ],
      },
      miles,
      'The extra $60$ miles cost \\$20, so the charge is $\\frac{20}{60} = \\frac{1}{3}$ dollar per mile. Driving $90$ miles costs $F + 30$, and this is $2F$, so the fixed fee is $F = 30$ dollars. Then $30 + \\frac{m}{3} = 100$ gives $m = 210$ miles. Leaving out the fee ($\\frac{m}{3} = 100$) gives $300$.',
    );
  },

  // A tree: one height and a percent increase of the unknown start fix the line (level 5).
  (s) => {
    // h0 + 3r = 2.1 and h0 + 8r = 3 h0 (increased by 200%): r = h0 / 4, so 1.75 h0 = 2.1.
    const h0 = 2.1 / 1.75;
    const r = h0 / 4;
    const at10 = h0 + 10 * r;
    // Second way: every planting height and yearly growth in whole centimeters.
    const fits = range(1, 500).flatMap((hc) =>
      range(1, 200)
        .filter((rc) => hc + 3 * rc === 210 && hc + 8 * rc === 3 * hc)
        .map((rc) => [hc, rc]),
    );
    check(fits.length === 1 && fits[0]![0] === 120 && fits[0]![1] === 30, 'I5 one tree');
    check(same(at10, 4.2), 'I5 the height after 10 years');
    s.typed(
      {
        difficulty: 5,
        body: 'A young tree grew by the same number of meters each year after it was planted. Three years after it was planted, it was $2.1$ meters tall. Eight years after it was planted, its height had increased by $200\\%$ from its height when it was planted. If the tree keeps growing at the same rate, how tall, in meters, will it be $10$ years after it was planted?',
        hints: [
          'Call the planting height $h$ and the yearly growth $r$. Write one equation for each fact.',
          'A height that has increased by $200\\%$ is $3$ times the original height, not $2$ times.',
        ],
        superhints: [
          'The facts give $h + 3r = 2.1$ and $h + 8r = 3h$. The second says $8r = 2h$, so $r = \\frac{h}{4}$; substitute into the first.',
        ],
        also: ['linear-equations-two-variables'],
      },
      frac(21, 5),
      'With planting height $h$ and growth $r$ meters per year: $h + 3r = 2.1$, and an increase of $200\\%$ means $h + 8r = 3h$, so $r = \\frac{h}{4}$. Then $h + \\frac{3h}{4} = 2.1$ gives $h = 1.2$ and $r = 0.3$. After $10$ years the tree is $1.2 + 10(0.3) = 4.2$ meters tall. Reading the increase as doubling ($h + 8r = 2h$) gives a different and wrong line.',
    );
  },

  // Total cost is linear in the number of items; the average cost is not (level 5).
  (s) => {
    const [n1, a1, n2, a2, n3] = [50, 14, 200, 9.5, 120];
    const rate = (n2 * a2 - n1 * a1) / (n2 - n1);
    const fee = n1 * a1 - rate * n1;
    const avg = (fee + rate * n3) / n3;
    // Second way: the average is the per-shirt cost plus the setup cost shared by every shirt.
    check(same(avg, rate + fee / n3) && same(avg, 10.5) && same(rate + fee / n1, a1), 'I6');
    const wrongLine = a1 + ((a2 - a1) * (n3 - n1)) / (n2 - n1);
    check(!same(wrongLine, avg), 'I6 averages are not linear');
    s.choose(
      {
        difficulty: 5,
        body: 'A print shop charges a one-time setup cost plus the same cost for each T-shirt it prints, so the total cost of an order is a linear function of the number of shirts. For an order of $50$ shirts, the average cost per shirt is \\$14.00. For an order of $200$ shirts, the average cost per shirt is \\$9.50. What is the average cost per shirt, in dollars, for an order of $120$ shirts?',
        hints: [
          'It is the total cost, not the average cost, that is linear. Find the two totals first.',
        ],
        superhints: [
          'The totals are $50 \\times 14$ and $200 \\times 9.50$. Their difference over $150$ shirts is the cost per shirt; then find the setup cost, the total for $120$ shirts, and divide by $120$.',
        ],
        also: ['linear-equations-two-variables'],
      },
      money(10.5),
      'The totals are $50(14) = 700$ and $200(9.50) = 1{,}900$ dollars. The $150$ extra shirts cost $1{,}200$, so each shirt costs \\$8, and the setup cost is $700 - 50(8) = 300$ dollars. For $120$ shirts the total is $300 + 120(8) = 1{,}260$, and the average is $\\frac{1{,}260}{120} = 10.50$ dollars. (The average, $8 + \\frac{300}{n}$, is not a linear function of $n$.)',
      [money(8), money(11.9), money(12)],
      '$8.00$ is the cost of one shirt without the setup cost, $11.90$ draws a straight line through the two averages, and $12.00$ shares the setup cost over $120$ shirts but adds it to $\\$9.50$ instead of $\\$8$.',
    );
  },

  // A lake loses a fixed percent of its starting area each year (level 5).
  (s) => {
    // A(t) = A0 - 0.04 A0 t; A(10) = 0.6 A0 = 36.
    const A0 = 36 / 0.6;
    const A = (t: number) => A0 - 0.04 * A0 * t;
    const when = range(0, 40, 0.5).filter((t) => same(A(t), 18));
    check(same(A0, 60) && same(A(10), 36) && when.length === 1 && when[0] === 17.5, 'I7 lake');
    s.typed(
      {
        difficulty: 5,
        body: "From 2000 to 2010, the area of a lake decreased by the same amount each year, and each year's decrease was $4\\%$ of the lake's area in 2000. In 2010, the area of the lake was $36$ square kilometers. If the area continues to decrease in the same way, how many years after 2000 will the area of the lake be $18$ square kilometers?",
        hints: [
          'The decrease is the same every year: $4\\%$ of the area in 2000, not $4\\%$ of the current area.',
          'After $10$ years the lake has lost $40\\%$ of its area in 2000. Use that to find the area in 2000.',
        ],
        superhints: [
          'If the area in 2000 was $A$, then $0.60A = 36$. The lake loses $0.04A$ square kilometers every year; find when $A - 0.04At = 18$.',
        ],
        also: ['linear-equations-one-variable'],
      },
      frac(35, 2),
      "With area $A$ in 2000, ten years of losing $0.04A$ leaves $0.60A = 36$, so $A = 60$ square kilometers and the lake loses $2.4$ square kilometers a year. It reaches $18$ when $60 - 2.4t = 18$: $t = 17.5$ years after 2000. Counting from 2010 gives $7.5$, the years after 2010, not after 2000; and taking $4\\%$ of each year's current area would be a different (exponential) model.",
    );
  },
];
