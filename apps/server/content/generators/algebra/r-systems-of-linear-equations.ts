// Generates questions/algebra/systems-of-linear-equations.mg-r.generated.yaml (issue 39, r
// series): elimination, the system of a coin count, x - y without solving for both, a constant
// from a solution on y = x (levels 2-3); prices from two orders with a discount on one, how much
// more one product earned from a count and an average price, a group price from two orders with
// swapped counts (level 4); the hard templates (level 5, one at 4) live in
// r-systems-of-linear-equations-hard.ts.
// Each key is computed by the template's algebra and confirmed by substituting the solution into
// every equation (and each distractor shown to fail or to answer another question).
// Run: cd apps/server && npx tsx content/generators/algebra/r-systems-of-linear-equations.ts
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { money, same, Series, sys } from './r-kit.ts';
import { hardItems } from './r-systems-of-linear-equations-hard.ts';

const s = new Series(
  'systems-of-linear-equations',
  'generators/algebra/r-systems-of-linear-equations.ts',
);

// 1. Elimination by adding (level 2).
{
  const [x, y] = [5, 3];
  check(2 * x + 3 * y === 19 && x - 3 * y === -4, 'S1 substitution');
  s.numeric(
    {
      difficulty: 2,
      body: `${sys('2x + 3y = 19', 'x - 3y = -4')} If $(x, y)$ is the solution to the system of equations above, what is the value of $x$?`,
      hints: ['The $y$-terms are opposites. Add the two equations.'],
      superhints: ['Adding gives $3x = 15$.'],
    },
    x,
    [y, 15, frac(23, 3)],
    (l) =>
      `Adding the equations eliminates $y$: $3x = 15$, so $x = 5$, choice ${l}. Then $y = 3$: the choice $3$ is the value of $y$, not of $x$. $15$ is $3x$, and $\\frac{23}{3}$ comes from adding $4$ instead of $-4$.`,
  );
}

// 2. The system of a coin count (level 2).
{
  const [n, d] = [18, 12];
  check(n + d === 30 && same(0.05 * n + 0.1 * d, 2.1), 'S2 the coins');
  check(!same(0.1 * n + 0.05 * d, 2.1) && !same(5 * n + 10 * d, 2.1), 'S2 distractors fail');
  s.text(
    {
      difficulty: 2,
      body: 'Marco has $30$ coins, all nickels ($\\$0.05$ each) and dimes ($\\$0.10$ each), with a total value of \\$2.10. Which system of equations can be used to find the number of nickels $n$ and the number of dimes $d$ that Marco has?',
      hints: ['One equation counts coins; the other adds up their values in dollars.'],
      superhints: [
        'The number of coins is $n + d$. The value of $n$ nickels is $0.05n$ dollars and of $d$ dimes is $0.10d$ dollars.',
      ],
    },
    '$n + d = 30$ and $0.05n + 0.10d = 2.10$',
    [
      '$n + d = 2.10$ and $0.05n + 0.10d = 30$',
      '$n + d = 30$ and $0.10n + 0.05d = 2.10$',
      '$n + d = 30$ and $5n + 10d = 2.10$',
    ],
    'C',
    (l) =>
      `The coins number $30$: $n + d = 30$. Their value in dollars is $0.05n + 0.10d = 2.10$, choice ${l} (it gives $18$ nickels and $12$ dimes). The other choices swap the count and the value, give each coin the other coin's value, or mix cents ($5n + 10d$) with dollars ($2.10$).`,
  );
}

// 3. x - y from a system (level 3, typed).
{
  const [x, y] = [4, -0.5];
  check(3 * x + 4 * y === 10 && 5 * x - 2 * y === 21, 'S3 substitution');
  s.choose(
    {
      difficulty: 3,
      body: `${sys('3x + 4y = 10', '5x - 2y = 21')} If $(x, y)$ is the solution to the system of equations above, what is the value of $x - y$?`,
      hints: ['Multiply the second equation by $2$ so the $y$-terms cancel when you add.'],
      superhints: ['$3x + 4y = 10$ plus $10x - 4y = 42$ gives $13x = 52$. Then find $y$.'],
    },
    frac(9, 2),
    'Doubling the second equation gives $10x - 4y = 42$; adding the first gives $13x = 52$, so $x = 4$. Then $3(4) + 4y = 10$ gives $y = -\\frac{1}{2}$, and $x - y = 4 + \\frac{1}{2} = 4.5$.',
    [frac(-9, 2), frac(7, 2), 4],
    '$4$ is $x$ alone, $\\frac{7}{2}$ is $x + y$, and $-\\frac{9}{2}$ is $y - x$.',
  );
}

// 4. A constant from a solution on the line y = x (level 3, typed).
{
  // 2x - y = 1 with x = y gives x = y = 1; then a + 3 = 12.
  const x = [-5, -1, 0, 1, 2, 7].find((t) => 2 * t - t === 1)!;
  const a = (12 - 3 * x) / x;
  check(x === 1 && a * x + 3 * x === 12 && 2 * x - x === 1, 'S4 the solution (1, 1)');
  s.typed(
    {
      difficulty: 3,
      body: `${sys('ax + 3y = 12', '2x - y = 1')} In the system of equations above, $a$ is a constant. If the solution $(x, y)$ of the system has $x = y$, what is the value of $a$?`,
      hints: ['Use the equation without $a$, together with $x = y$.'],
      superhints: [
        'With $y = x$, the second equation reads $2x - x = 1$. Then substitute into the first.',
      ],
    },
    a,
    'With $x = y$, the second equation gives $x = 1$, so the solution is $(1, 1)$. Substituting into the first: $a + 3 = 12$, so $a = 9$.',
  );
}

// 5. Prices from two orders, one with a discount (level 4, real world).
{
  // 4L + 6M = 27 and 0.9(3L + 12M) = 29.70, so 3L + 12M = 33.
  const [L, M] = [4.2, 1.7];
  check(same(4 * L + 6 * M, 27) && same(0.9 * (3 * L + 12 * M), 29.7), 'S5 both orders');
  check(!same(L + M, 29.7 / 15), 'S5 the key is not a naive average');
  // $29.70 taken as the full price: 8L + 12M = 54 minus 3L + 12M = 29.70.
  const LDiscounted = (54 - 29.7) / 5;
  const total = (v: number) => LDiscounted + (27 - 4 * v) / 6;
  check(same(total(LDiscounted), 6.12), 'S5 the discounted price as the full one');
  s.choose(
    {
      difficulty: 4,
      body: 'At a bakery, every loaf of bread has the same price and every muffin has the same price. One order of $4$ loaves and $6$ muffins cost \\$27.00. A second order of $3$ loaves and $12$ muffins received a $10\\%$ discount on the whole order, and the customer paid \\$29.70 for it. What is the total price, in dollars, of $1$ loaf and $1$ muffin without any discount?',
      hints: [
        'First find what the second order would have cost without the discount.',
        'Then solve the system for the price of a loaf and the price of a muffin.',
      ],
      superhints: [
        '\\$29.70 is $90\\%$ of the full price, so the full price was $\\frac{29.70}{0.9}$. Double the first equation and subtract to remove the muffins.',
      ],
    },
    money(L + M),
    "The second order's full price was $\\frac{29.70}{0.9} = 33$ dollars: $3L + 12M = 33$. Doubling $4L + 6M = 27$ gives $8L + 12M = 54$; subtracting, $5L = 21$, so $L = 4.20$, and $M = \\frac{27 - 16.80}{6} = 1.70$. One loaf and one muffin cost $4.20 + 1.70 = 5.90$ dollars.",
    [money(M), money(L), money(total(LDiscounted))],
    'Using \\$29.70 as the full price gives $L = 4.86$ and $M = 1.26$, a total of $6.12$; $1.70$ and $4.20$ are the price of a muffin alone and of a loaf alone.',
  );
}

// 6. How much more one product earned, from a count and an average price (level 4).
{
  const [N, pc, ps, avg] = [120, 3.25, 5.75, 4.25];
  const sm = (avg * N - pc * N) / (ps - pc);
  const co = N - sm;
  const diff = ps * sm - pc * co;
  check(sm === 48 && co === 72 && same(pc * co + ps * sm, avg * N) && same(diff, 42), 'S6');
  s.numeric(
    {
      difficulty: 4,
      body: 'On one day a café sold $120$ drinks, each either a coffee for \\$3.25 or a smoothie for \\$5.75. The average price of the drinks sold that day was \\$4.25. How much more money, in dollars, did the café take in from smoothies than from coffees?',
      hints: ['The average price times the number of drinks is the total money taken in.'],
      superhints: [
        'Let $c$ be the coffees and $s$ the smoothies: $c + s = 120$ and $3.25c + 5.75s = 4.25(120)$. Solve, then compare $5.75s$ with $3.25c$.',
      ],
    },
    42,
    [24, 48, 258],
    (l) =>
      `The total was $4.25(120) = 510$ dollars. With $c = 120 - s$: $3.25(120 - s) + 5.75s = 510$, so $2.5s = 120$, $s = 48$ and $c = 72$. Smoothies brought in $5.75(48) = 276$ dollars and coffees $3.25(72) = 234$ dollars: $42$ more, choice ${l}. $24$ is the difference in the numbers of drinks, $48$ is the number of smoothies, and $258$ comes from swapping the two counts.`,
  );
}

// 7. A group price from two orders with swapped counts (level 4, real world).
{
  // 3a + 5c = 98 and 5a + 3c = 110: adding, 8(a + c) = 208.
  const [a, c] = [16, 10];
  check(3 * a + 5 * c === 98 && 5 * a + 3 * c === 110, 'S7 the prices');
  const key = 0.9 * 6 * (a + c);
  check(same(key, 140.4), 'S7 the group price');
  const money = (v: number) => ({ tex: v.toFixed(2), key: v });
  s.numeric(
    {
      difficulty: 4,
      body: 'At a museum, every adult ticket has the same price and every child ticket has the same price. Tickets for $3$ adults and $5$ children cost \\$98, and tickets for $5$ adults and $3$ children cost \\$110. Groups of $12$ or more people receive a $10\\%$ discount on the total price. How much, in dollars, do tickets for a group of $6$ adults and $6$ children cost?',
      hints: ['Add the two equations. What do you notice about the coefficients?'],
      superhints: [
        'Adding gives $8a + 8c = 208$, so one adult and one child together cost $\\$26$. The group of $12$ gets the discount.',
      ],
    },
    money(key),
    [money(6 * a * 0.9 + 6 * c), money(6 * a + 6 * c * 0.9), money(6 * (a + c))],
    (l) =>
      `Adding the equations gives $8(a + c) = 208$, so $a + c = 26$ (in fact $a = 16$ and $c = 10$). Six adults and six children cost $6(26) = 156$ dollars before the discount, and $0.9(156) = 140.40$ dollars with it, choice ${l}. $156.00$ leaves out the discount; $146.40$ and $150.00$ apply it to only the adults' or only the children's tickets.`,
  );
}

for (const add of hardItems) add(s);
s.write();
