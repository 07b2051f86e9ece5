// Generates questions/algebra/linear-equations-one-variable.mg-r.generated.yaml (issue 39, r
// series): an expression's value without solving, a fee plus a rate, fractions cleared, an
// identity (levels 1-3); a pool filled and drained (3 until the blind pass of the generated items
// of 2026-11-29 rated it 4), two coefficients tied by infinitely many solutions, a markup and a
// discount, the parameter whose other root leaves no solution (level 4); the rated-5 templates
// live in r-linear-equations-one-variable-hard.ts.
// Each key is computed by the template's algebra and confirmed a second way (substitution,
// evaluating both sides at several x, or stepping a simulation minute by minute).
// Run: cd apps/server && npx tsx content/generators/algebra/r-linear-equations-one-variable.ts
import { check } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { money, range, same, Series } from './r-kit.ts';
import { hardItems } from './r-linear-equations-one-variable-hard.ts';

const s = new Series(
  'linear-equations-one-variable',
  'generators/algebra/r-linear-equations-one-variable.ts',
);

// 1. The value of an expression without solving for x (level 1, typed).
{
  const x = 9;
  check(3 * (x - 4) === 15 && x - 4 === 5, 'O1 x - 4 = 5');
  s.choose(
    {
      difficulty: 1,
      body: 'If $3(x - 4) = 15$, what is the value of $x - 4$?',
      hints: ['Treat $x - 4$ as a single quantity.'],
      superhints: ['Three times the quantity is $15$; divide both sides by $3$.'],
    },
    x - 4,
    'Dividing both sides by $3$ gives $x - 4 = 5$ directly (so $x = 9$, which is not what is asked).',
    [9, 11, 15],
    '$9$ is $x$, not $x - 4$; $11$ subtracts $4$ from $15$ instead of dividing by $3$; $15$ is $3(x - 4)$.',
  );
}

// 2. A sign-up fee plus a price per class (level 2, real world).
{
  const c = (205 - 25) / 18;
  check(c === 10 && 25 + 18 * c === 205, 'O2 ten classes');
  s.numeric(
    {
      difficulty: 2,
      body: 'A yoga studio charges a one-time sign-up fee of \\$25 and \\$18 for each class. Dana paid the studio \\$205 in all. How many classes did Dana pay for?',
      hints: ['Write the total as the fee plus $18$ times the number of classes.'],
      superhints: ['Solve $25 + 18c = 205$: subtract the fee first.'],
    },
    c,
    [7, 8, 9],
    (l) =>
      `$25 + 18c = 205$ gives $18c = 180$ and $c = 10$, choice ${l}. $7$ classes would cost $\\$151$ in all, $8$ would cost $\\$169$, and $9$ would cost $\\$187$.`,
  );
}

// 3. Clearing fractions (level 3, typed).
{
  const x = 13;
  check(same((x + 3) / 4 - (x - 1) / 6, 2), 'O3 substitution');
  s.choose(
    {
      difficulty: 3,
      body: 'What is the solution to the equation $\\dfrac{x + 3}{4} - \\dfrac{x - 1}{6} = 2$?',
      hints: ['Multiply every term by $12$, the least common multiple of $4$ and $6$.'],
      superhints: [
        'You get $3(x + 3) - 2(x - 1) = 24$. Be careful with the sign in front of $2(x - 1)$.',
      ],
    },
    x,
    'Multiplying by $12$: $3(x + 3) - 2(x - 1) = 24$, so $3x + 9 - 2x + 2 = 24$, $x + 11 = 24$ and $x = 13$. Check: $\\frac{16}{4} - \\frac{12}{6} = 4 - 2 = 2$.',
    [-9, 17, 35],
    '$17$ comes from writing $-2(x - 1)$ as $-2x - 2$; $-9$ forgets to multiply the right side by $12$; $35$ adds $11$ to $24$ instead of subtracting it.',
  );
}

// 4. An identity: how many solutions (level 3).
{
  const lhs = (x: number) => 4 * (3 * x - 2) - 2 * (6 * x + 1);
  check(
    [-5, 0, 2.5, 11].every((x) => lhs(x) === -10),
    'O4 true for every x',
  );
  s.text(
    {
      difficulty: 3,
      body: 'How many solutions does the equation $4(3x - 2) - 2(6x + 1) = -10$ have?',
      hints: ['Distribute and combine like terms on the left side.'],
      superhints: [
        'After simplifying, see what is left of the $x$-terms. Is the remaining statement always true, never true, or true for one $x$?',
      ],
    },
    'Infinitely many',
    ['Zero', 'Exactly one', 'Exactly two'],
    'D',
    (l) =>
      `The left side is $12x - 8 - 12x - 2 = -10$ for every $x$, so the equation reads $-10 = -10$, which is true for all $x$: infinitely many solutions, choice ${l}. A linear equation never has exactly two solutions; it would have none if the constants differed, and exactly one if the $x$-terms did not cancel.`,
  );
}

// 5. A pool filled all day and drained for part of it (level 4, real world).
{
  // 2,400 + 450(9) - 600d = 5,250: d = 2 hours, so the drain opened 7 hours after 8:00.
  const d = (2400 + 450 * 9 - 5250) / 600;
  const opened = 9 - d;
  // Second way: minute by minute from 8:00 to 5:00 with the drain opening at each whole hour.
  const finalAt = (h: number) =>
    range(0, 9 * 60 - 1).reduce((v, t) => v + 450 / 60 - (t >= h * 60 ? 600 / 60 : 0), 2400);
  const hits = range(0, 9).filter((h) => same(finalAt(h), 5250));
  check(hits.length === 1 && hits[0] === opened && opened === 7, 'O5 the drain opened at 3 p.m.');
  // Subtracting the net 150 gallons per hour while also counting the hose for all 9 hours.
  const netTwice = 9 - (2400 + 450 * 9 - 5250) / (600 - 450);
  check(netTwice === 1, 'O5 the hose counted twice');
  s.choose(
    {
      difficulty: 4,
      body: 'At 8:00 a.m. a pool holds $2{,}400$ gallons of water, and a hose starts adding $450$ gallons per hour. Later that day, while the hose keeps running, a drain is opened that removes $600$ gallons per hour. At 5:00 p.m. the pool holds $5{,}250$ gallons. How many hours after 8:00 a.m. was the drain opened?',
      hints: ['Let $d$ be the number of hours the drain was open. How long did the hose run?'],
      superhints: [
        'The hose ran for $9$ hours. Then $2{,}400 + 450(9) - 600d = 5{,}250$. The drain opened $9 - d$ hours after 8:00 a.m.',
      ],
    },
    opened,
    'From 8:00 a.m. to 5:00 p.m. is $9$ hours, so the hose added $450(9) = 4{,}050$ gallons. If the drain was open $d$ hours, $2{,}400 + 4{,}050 - 600d = 5{,}250$, so $600d = 1{,}200$ and $d = 2$. The drain was open the last $2$ hours, from 3:00 p.m.: $7$ hours after 8:00 a.m.',
    [d, opened + 8 - 12, netTwice], // the hours open, the clock time (3 p.m.), the hose twice
    '$2$ is how long the drain was open, not when it opened; $3$ is the clock time it opened (3:00 p.m.), not the hours after 8:00 a.m.; $1$ takes off the net $150$ gallons per hour while the drain is open and still counts the hose for all $9$ hours, so the hose is counted twice.',
  );
}

// 6. Two coefficients tied by infinitely many solutions (level 4, typed).
{
  // (a - 3)x + 2a = bx + (7 - b): a - 3 = b and 2a = 7 - b, so 3a = 10.
  const a = frac(10, 3);
  const b = frac(1, 3);
  const A = 10 / 3;
  const B = 1 / 3;
  check(
    [-2, 0, 1.5, 6].every((x) => same(A * (x + 2) - 3 * x, B * (x - 1) + 7)),
    'O6 identity',
  );
  s.choose(
    {
      difficulty: 4,
      body: 'In the equation $a(x + 2) - 3x = b(x - 1) + 7$, $a$ and $b$ are constants. If the equation has infinitely many solutions, what is the value of $a + b$?',
      hints: ['Collect the $x$-terms and the constants on each side.'],
      superhints: [
        'The left side is $(a - 3)x + 2a$ and the right side is $bx + (7 - b)$. Infinitely many solutions means both the coefficients of $x$ and the constants are equal: two equations in $a$ and $b$.',
      ],
    },
    frac(a.n * b.d + b.n * a.d, a.d * b.d),
    'The equation is $(a - 3)x + 2a = bx + (7 - b)$. It holds for every $x$ only if $a - 3 = b$ and $2a = 7 - b$. Substituting $b = a - 3$: $2a = 10 - a$, so $a = \\frac{10}{3}$ and $b = \\frac{1}{3}$. Then $a + b = \\frac{11}{3}$.',
    [frac(1, 3), 3, frac(10, 3)],
    '$\\frac{10}{3}$ is $a$ alone and $\\frac{1}{3}$ is $b$ alone; $3$ makes the $x$-terms on the left vanish ($a - 3 = 0$), which is not what infinitely many solutions requires.',
  );
}

// 7. A markup and a discount: the cost from the profit (level 4, real world).
{
  const c = 8.82 / (1.3 * 0.85 - 1);
  check(same(c, 84) && same(84 * 1.3 * 0.85 - 84, 8.82), 'O7 the cost');
  const subtracted = 8.82 / (0.3 - 0.15);
  check(same(subtracted, 58.8), 'O7 the percents subtracted');
  s.choose(
    {
      difficulty: 4,
      body: 'A store bought a lamp and marked its price up $30\\%$ above what it paid. Later, the store sold the lamp at $15\\%$ off the marked price, and the selling price was still \\$8.82 more than what the store paid. How much, in dollars, did the store pay for the lamp?',
      hints: ['If the store paid $c$ dollars, write the marked price and then the selling price.'],
      superhints: ['The selling price is $0.85(1.30c) = 1.105c$. Set $1.105c - c = 8.82$.'],
    },
    money(Math.round(c)),
    'If the store paid $c$, the marked price was $1.30c$ and the selling price was $0.85(1.30c) = 1.105c$. Then $1.105c - c = 0.105c = 8.82$, so $c = 84$.',
    [money(subtracted), money(1.105 * 84), money(1.3 * 84)],
    'Subtracting the percents, $30\\% - 15\\% = 15\\%$, gives $58.80$, which is wrong because the $15\\%$ is taken off the larger, marked price; $92.82$ is the selling price and $109.20$ the marked price, not what the store paid.',
  );
}

// 8. The parameter value that gives infinitely many solutions; the other root gives none (level 4).
{
  // (a^2 - 9)x = a + 3: both sides vanish only at a = -3; at a = 3 it reads 0 = 6.
  const kinds = range(-12, 12, 0.5).map((a) => {
    const [p, q] = [a * a - 9, a + 3];
    return { a, kind: p !== 0 ? 'one' : q === 0 ? 'infinite' : 'none' };
  });
  const inf = kinds.filter((k) => k.kind === 'infinite').map((k) => k.a);
  const none = kinds.filter((k) => k.kind === 'none').map((k) => k.a);
  check(inf.join() === '-3' && none.join() === '3', 'O8 -3 infinite, 3 none');
  s.numeric(
    {
      difficulty: 4,
      body: 'In the equation $(a^2 - 9)x = a + 3$, $a$ is a constant. For what value of $a$ does the equation have infinitely many solutions?',
      hints: ['For infinitely many solutions, both sides must be $0$ no matter what $x$ is.'],
      superhints: [
        'The coefficient $a^2 - 9$ is $0$ for two values of $a$. Check each one: which also makes $a + 3 = 0$?',
      ],
    },
    -3,
    [-9, 3, 9],
    (l) =>
      `The equation holds for every $x$ only if $a^2 - 9 = 0$ and $a + 3 = 0$. The first gives $a = 3$ or $a = -3$, and only $a = -3$ also gives $a + 3 = 0$: the equation becomes $0 = 0$, choice ${l}. With $a = 3$ it becomes $0 = 6$, which has no solution. $9$ and $-9$ confuse $a^2 = 9$ with $a = \\pm 9$.`,
  );
}

for (const add of hardItems) add(s);
s.write();
