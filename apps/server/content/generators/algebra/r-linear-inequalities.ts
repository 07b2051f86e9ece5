// Generates questions/algebra/linear-inequalities.mg-r.generated.yaml (issue 39, r series): a
// solution of an inequality with a negative coefficient, the inequality of a load limit, the
// first week one balance passes another (strict), a point in the region of a system, the sum of
// the integer solutions of a compound inequality (levels 2-3); the most boxes two limits allow,
// what must follow from two inequalities (level 4); the hard templates (level 5, one at 4) live
// in r-linear-inequalities-hard.ts.
// Each key is computed by solving the inequalities and confirmed by brute force over whole
// numbers or sample points (each distractor shown to fail or to answer another question).
// Run: cd apps/server && npx tsx content/generators/algebra/r-linear-inequalities.ts
import { check } from '../lib/check.ts';
import { m, range, Series } from './r-kit.ts';
import { hardItems } from './r-linear-inequalities-hard.ts';

const s = new Series('linear-inequalities', 'generators/algebra/r-linear-inequalities.ts');

// 1. A solution of an inequality with a negative coefficient (level 2).
{
  const ok = (x: number) => 7 - 2 * x > 15;
  check(ok(-6) && [-4, -3, 4].every((x) => !ok(x)), 'Q1 only -6');
  s.numeric(
    {
      difficulty: 2,
      body: 'Which of the following values of $x$ satisfies the inequality $7 - 2x > 15$?',
      hints: ['Subtract $7$ from both sides, then divide by $-2$.'],
      superhints: [
        'Dividing both sides of an inequality by a negative number reverses its direction.',
      ],
    },
    -6,
    [-4, -3, 4],
    (l) =>
      `Subtracting $7$: $-2x > 8$. Dividing by $-2$ reverses the inequality: $x < -4$. Only $-6$ is less than $-4$, choice ${l}. $-4$ gives $15 > 15$, which is false; $-3$ and $4$ satisfy $x > -4$, the result of forgetting to reverse the inequality.`,
  );
}

// 2. The inequality of a load limit (level 2, real world).
{
  const fits = (b: number) => 180 + 55 * b <= 1600;
  check(fits(25) && !fits(26), 'Q2 the limit allows 25 boxes');
  s.text(
    {
      difficulty: 2,
      body: 'A freight elevator can carry at most $1{,}600$ pounds. An operator who weighs $180$ pounds rides the elevator with $b$ boxes that weigh $55$ pounds each. Which inequality represents all possible numbers of boxes $b$ for this trip?',
      hints: ['Write the total weight on the elevator, then compare it with the limit.'],
      superhints: [
        'The total weight is the operator plus the boxes: $180 + 55b$. "At most" means less than or equal to.',
      ],
    },
    '$180 + 55b \\le 1{,}600$',
    ['$180 + 55b \\ge 1{,}600$', '$55(180 + b) \\le 1{,}600$', '$180b + 55 \\le 1{,}600$'],
    'D',
    (l) =>
      `The total weight is $180 + 55b$ pounds, and it can be at most $1{,}600$: $180 + 55b \\le 1{,}600$, choice ${l}. The sign $\\ge$ would require at least $1{,}600$ pounds; $55(180 + b)$ multiplies the operator's weight by $55$; $180b + 55$ swaps the two weights.`,
  );
}

// 3. The first whole week one balance passes another: a strict inequality (level 3, typed).
{
  // 640 + 25w > 1000 - 35w: 60w > 360, w > 6.
  const first = range(0, 100).find((w) => 640 + 25 * w > 1000 - 35 * w)!;
  check(first === 7 && 640 + 25 * 6 === 1000 - 35 * 6, 'Q3 equal at 6, more at 7');
  s.choose(
    {
      difficulty: 3,
      body: 'Jon has \\$640 in a savings account and deposits \\$25 at the end of each week. Ana has \\$1,000 in her account and withdraws \\$35 at the end of each week. After how many weeks will Jon have more money in his account than Ana has in hers for the first time?',
      hints: ['Write each balance after $w$ weeks and compare them with $>$.'],
      superhints: [
        'Solve $640 + 25w > 1{,}000 - 35w$. The balances change only at the end of each week, so $w$ is a whole number.',
      ],
    },
    first,
    'After $w$ weeks Jon has $640 + 25w$ and Ana has $1{,}000 - 35w$ dollars. $640 + 25w > 1{,}000 - 35w$ gives $60w > 360$, so $w > 6$. After $6$ weeks they have the same amount, $\\$790$; after $7$ weeks Jon has $\\$815$ and Ana $\\$755$.',
    [6, 11, 15],
    "$6$ is when the balances are equal, not when Jon has more; $11$ ignores Jon's deposits, and $15$ ignores Ana's withdrawals.",
  );
}

// 4. A point in the solution region of a system (level 3).
{
  const inRegion = ([x, y]: [number, number]) => y > 2 * x - 3 && x + y < 4;
  const pts: [number, number][] = [
    [-1, 3],
    [2, 1],
    [1, 4],
    [3, 2],
  ];
  check(inRegion(pts[0]!) && pts.slice(1).every((p) => !inRegion(p)), 'Q4 only (-1, 3)');
  const show = (p: [number, number]) => m(`(${p[0]}, ${p[1]})`);
  s.text(
    {
      difficulty: 3,
      body: 'Which of the following points $(x, y)$ satisfies both $y > 2x - 3$ and $x + y < 4$?',
      hints: [
        'Test each point in both inequalities. A point on a boundary line does not satisfy a strict inequality.',
      ],
      superhints: [
        'For each point compute $2x - 3$ and compare it with $y$, then compute $x + y$ and compare it with $4$.',
      ],
    },
    show(pts[0]!),
    pts.slice(1).map(show),
    'A',
    (l) =>
      `For $(-1, 3)$: $3 > -5$ and $-1 + 3 = 2 < 4$, so both hold, choice ${l}. For $(2, 1)$: $1 > 1$ is false (the point is on the line $y = 2x - 3$). For $(1, 4)$: $1 + 4 = 5$, not less than $4$. For $(3, 2)$: $2 > 3$ is false.`,
  );
}

// 5. The sum of the integer solutions of a compound inequality (level 3).
{
  const xs = range(-20, 20).filter((x) => -4 <= 3 - 2 * x && 3 - 2 * x < 9);
  const sum = xs.reduce((t, x) => t + x, 0);
  check(xs.join() === '-2,-1,0,1,2,3' && sum === 3, 'Q5 the integers');
  s.numeric(
    {
      difficulty: 3,
      body: 'What is the sum of all integers $x$ that satisfy $-4 \\le 3 - 2x < 9$?',
      hints: ['Subtract $3$ from all three parts, then divide all three parts by $-2$.'],
      superhints: [
        'Dividing by $-2$ reverses both inequality signs; keep track of which end is strict. Then list the integers in the interval.',
      ],
    },
    sum,
    [0, 6, 7],
    (l) =>
      `Subtracting $3$: $-7 \\le -2x < 6$. Dividing by $-2$ reverses both signs: $3.5 \\ge x > -3$, that is $-3 < x \\le 3.5$. The integers are $-2, -1, 0, 1, 2, 3$, with sum $3$, choice ${l}. Including $-3$ gives $0$; including $4$ gives $7$; $6$ is the number of integers, not their sum.`,
  );
}

// 6. The most boxes that both a weight limit and a volume limit allow (level 4, typed).
{
  const allowed = range(0, 100).filter((w) => 540 + 35 * w <= 2000 && 3 + 1.2 * w <= 30 + 1e-9);
  const most = Math.max(...allowed);
  check(most === 22 && Math.floor((2000 - 540) / 35) === 41, 'Q6 volume binds at 22');
  s.choose(
    {
      difficulty: 4,
      body: 'A moving truck can carry at most $2{,}000$ kilograms and at most $30$ cubic meters of cargo. It is already loaded with $12$ boxes of books, each with a mass of $45$ kilograms and a volume of $0.25$ cubic meter. Each wardrobe box has a mass of $35$ kilograms and a volume of $1.2$ cubic meters. What is the greatest number of wardrobe boxes that can be added to the truck?',
      hints: ['Write one inequality for the mass and one for the volume. Both must hold.'],
      superhints: [
        'Mass: $540 + 35w \\le 2{,}000$. Volume: $3 + 1.2w \\le 30$. Solve each for $w$ and take the whole number that satisfies both.',
      ],
    },
    most,
    'The books have a mass of $12(45) = 540$ kilograms and a volume of $12(0.25) = 3$ cubic meters. Mass: $540 + 35w \\le 2{,}000$ gives $w \\le 41.7$. Volume: $3 + 1.2w \\le 30$ gives $w \\le 22.5$. Both hold for whole numbers up to $22$.',
    [23, 25, 41],
    '$23$ rounds $22.5$ up, which overfills the truck; $25$ ignores the space the books take; $41$ uses only the mass limit.',
  );
}

// 7. What must follow from two inequalities (level 4).
{
  const grid = range(-10, 10, 0.25).flatMap((a) =>
    range(-10, 10, 0.25).map((b) => [a, b] as const),
  );
  const sat = grid.filter(([a, b]) => 3 * a - 2 > 7 && a - 2 * b < 1);
  const always = (p: (b: number) => boolean) => sat.every(([, b]) => p(b));
  check(
    always((b) => b > 1),
    'Q7 b > 1 always',
  );
  check(
    !always((b) => b > 2) && !always((b) => b < 1) && !always((b) => b < 2),
    'Q7 the others can fail',
  );
  s.text(
    {
      difficulty: 4,
      body: 'The numbers $a$ and $b$ satisfy $3a - 2 > 7$ and $a - 2b < 1$. Which of the following must be true?',
      hints: [
        'Solve the first inequality for $a$.',
        'Rewrite the second as a lower bound on $2b$.',
      ],
      superhints: [
        'The first gives $a > 3$. The second gives $2b > a - 1$, and $a - 1 > 2$. Chain them.',
      ],
    },
    '$b > 1$',
    ['$b > 2$', '$b < 1$', '$b < 2$'],
    'C',
    (l) =>
      `From $3a - 2 > 7$, $a > 3$. From $a - 2b < 1$, $2b > a - 1 > 2$, so $b > 1$, choice ${l}. $b > 2$ need not hold ($a = 4$, $b = 1.6$ satisfies both inequalities), $b < 1$ never holds, and $b < 2$ need not hold ($a = 4$, $b = 5$).`,
  );
}

for (const add of hardItems) add(s);
s.write();
