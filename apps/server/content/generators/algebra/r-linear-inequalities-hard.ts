// The hard templates of r-linear-inequalities.ts (issue 39, r series; rated 5 but the crates,
// rated 4 after the blind solve): the whole numbers of
// minutes for which one of three plans is cheaper than both others (two strict bounds); the
// least final-exam score when a higher final replaces the midterm (a case that changes the
// inequality); the most crates when a ratio ties the two kinds and a weight and a volume limit
// both apply; the fewest sales for a profit goal when the shipping rate drops after 100 items.
// Keys by solving the inequalities; confirmed by brute force over every whole number (in cents
// where money is involved, so the comparisons are exact).
import { check } from '../lib/check.ts';
import { range, type Series } from './r-kit.ts';

export const hardItems: ((s: Series) => void)[] = [
  // Plan A cheaper than both B and C: 100 < m < 375.
  (s) => {
    const [A, B, C] = [
      (m: number) => 2500 + 10 * m,
      (m: number) => 1000 + 25 * m,
      (m: number) => 5500 + 2 * m,
    ];
    const count = range(0, 5000).filter((mm) => A(mm) < B(mm) && A(mm) < C(mm)).length;
    check(count === 374 - 101 + 1 && count === 274, 'QH1 274 whole numbers');
    s.typed(
      {
        difficulty: 5,
        body: 'A phone company offers three monthly plans. Plan A costs \\$25 plus \\$0.10 per minute of calls, Plan B costs \\$10 plus \\$0.25 per minute, and Plan C costs \\$55 plus \\$0.02 per minute. For how many whole numbers of minutes in a month does Plan A cost less than each of the other two plans?',
        hints: [
          'Write one inequality for "A costs less than B" and another for "A costs less than C".',
        ],
        superhints: [
          '$25 + 0.10m < 10 + 0.25m$ gives a lower bound on $m$; $25 + 0.10m < 55 + 0.02m$ gives an upper bound. Count the whole numbers strictly between them.',
        ],
      },
      count,
      'Plan A costs less than Plan B when $25 + 0.10m < 10 + 0.25m$, that is $15 < 0.15m$, or $m > 100$. It costs less than Plan C when $25 + 0.10m < 55 + 0.02m$, that is $0.08m < 30$, or $m < 375$. The whole numbers with $100 < m < 375$ are $101$ through $374$: $374 - 101 + 1 = 274$. At $100$ and $375$ minutes Plan A ties a rival, so those do not count; $375 - 100 = 275$ counts one too many.',
    );
  },

  // A higher final replaces the midterm: the least final score for a course grade of 85.
  (s) => {
    // Weights 20/30/50 (in tenths to stay exact): homework 92, midterm 74.
    const grade10 = (F: number) => 2 * 92 + 3 * Math.max(74, F) + 5 * F; // ten times the grade
    const least = range(0, 100).find((F) => grade10(F) >= 850)!;
    check(least === 84 && grade10(83) < 850, 'QH2 84, not 89');
    check(range(0, 100).find((F) => 2 * 92 + 3 * 74 + 5 * F >= 850) === 89, 'QH2 the trap');
    s.choose(
      {
        difficulty: 5,
        body: "In a course, the final grade is $20\\%$ of the homework average, plus $30\\%$ of the midterm exam score, plus $50\\%$ of the final exam score. If a student's final exam score is higher than the midterm exam score, the final exam score also replaces the midterm exam score. Noor has a homework average of $92$ and a midterm exam score of $74$. What is the least whole-number final exam score that gives Noor a final grade of at least $85$?",
        hints: [
          'Will the final exam score Noor needs be higher than $74$? If so, which rule applies?',
        ],
        superhints: [
          'If the final exam score $F$ is above $74$, it counts for $30\\% + 50\\% = 80\\%$ of the grade: $0.2(92) + 0.8F \\ge 85$. Solve, and check that the answer is indeed above $74$.',
        ],
      },
      least,
      'Without the replacement rule, $0.2(92) + 0.3(74) + 0.5F \\ge 85$ would need $F \\ge 88.8$. But any score above $74$ also replaces the midterm, so the grade is $0.2(92) + 0.8F = 18.4 + 0.8F$, and $18.4 + 0.8F \\ge 85$ gives $F \\ge 83.25$. Since $83.25 > 74$, the rule does apply, and the least whole-number score is $84$ (grade $85.6$; a score of $83$ gives $84.8$).',
      [83, 88, 89],
      '$83$ rounds $83.25$ down and gives only $84.8$; $88$ and $89$ come from ignoring the replacement rule ($F \\ge 88.8$), rounded down and up.',
    );
  },

  // Crates with B = 2A under a weight and a volume limit: the most crates in all (level 4: the
  // blind solver rated it 3, the author 5).
  (s) => {
    // 80a + 30(2a) <= 1200 and 0.5a + 0.4(2a) <= 9 (tenths: 5a + 8a <= 90).
    const ok = (a: number) => 80 * a + 30 * 2 * a <= 1200 && 5 * a + 4 * 2 * a <= 90;
    const a = Math.max(...range(0, 100).filter(ok));
    check(a === 6 && !ok(7) && Math.floor(1200 / 140) === 8, 'QH3 six of A, volume binds');
    s.choose(
      {
        difficulty: 4,
        body: 'A cargo plane can carry at most $1{,}200$ kilograms and at most $9$ cubic meters of freight. Each type A crate has a mass of $80$ kilograms and a volume of $0.5$ cubic meter, and each type B crate has a mass of $30$ kilograms and a volume of $0.4$ cubic meter. On every flight, the plane carries exactly twice as many type B crates as type A crates. What is the greatest total number of crates the plane can carry on one flight?',
        hints: [
          'Let $a$ be the number of type A crates; then there are $2a$ type B crates. Write the mass and the volume in terms of $a$.',
        ],
        superhints: [
          'Mass: $80a + 30(2a) \\le 1{,}200$. Volume: $0.5a + 0.4(2a) \\le 9$. Take the greatest whole number $a$ that satisfies both, then count all the crates.',
        ],
      },
      3 * a,
      'With $a$ type A crates and $2a$ type B crates, the mass is $140a \\le 1{,}200$, so $a \\le 8.57$, and the volume is $1.3a \\le 9$, so $a \\le 6.92$. The greatest whole number satisfying both is $a = 6$: $6$ type A and $12$ type B crates, $18$ in all ($1{,}200 - 840 = 360$ kilograms and $9 - 7.8 = 1.2$ cubic meters to spare, but not enough for another group of three).',
      [6, 21, 24],
      '$6$ counts only the type A crates, $21$ rounds $6.92$ up to $7$ (a volume of $9.1$ cubic meters), and $24$ uses only the mass limit.',
    );
  },

  // A profit goal when the shipping rate drops after the first 100 items.
  (s) => {
    // In cents: profit = 600n - 18000 - shipping, shipping 250 each up to 100 and 175 after.
    const ship = (n: number) => 250 * Math.min(n, 100) + 175 * Math.max(0, n - 100);
    const profit = (n: number) => 600 * n - 18000 - ship(n);
    const least = range(0, 2000).find((n) => profit(n) >= 60000)!;
    check(least === 202 && profit(201) < 60000, 'QH4 202 items');
    check(range(0, 2000).find((n) => 350 * n - 18000 >= 60000) === 223, 'QH4 the trap');
    s.typed(
      {
        difficulty: 5,
        body: 'An online shop sells phone cases for \\$6 each. Each month it pays \\$180 for its website, plus shipping costs of \\$2.50 per case for the first $100$ cases it sells that month and \\$1.75 per case for every case after the first $100$. What is the least number of cases the shop must sell in a month to make a profit of at least \\$600 that month?',
        hints: ['Find the profit from selling exactly $100$ cases. Is the goal reached by then?'],
        superhints: [
          'For $n > 100$ cases, shipping costs $2.50(100) + 1.75(n - 100)$. Solve $6n - 180 - 250 - 1.75(n - 100) \\ge 600$ and round up.',
        ],
      },
      least,
      'Selling $100$ cases earns a profit of only $6(100) - 180 - 250 = 170$ dollars, so $n > 100$. Then the profit is $6n - 180 - 250 - 1.75(n - 100) = 4.25n - 255$, and $4.25n - 255 \\ge 600$ gives $n \\ge 201.2$, so the least number is $202$ (profit $\\$603.50$; $201$ cases give $\\$599.25$). Charging $\\$2.50$ shipping on every case gives $223$.',
    );
  },

  // ax + 3 > 2x - 5 for every x >= 0: the slope (a - 2) cannot be negative; a = 2 works.
  (s) => {
    const xs = range(0, 2000, 0.5);
    const allowed = range(-10, 10, 0.25).filter((a) => xs.every((x) => a * x + 3 > 2 * x - 5));
    check(allowed[0] === 2 && allowed.every((a, i) => a === 2 + i * 0.25), 'QH5 exactly a >= 2');
    s.text(
      {
        difficulty: 5,
        body: 'In the inequality $ax + 3 > 2x - 5$, $a$ is a constant. If every nonnegative number $x$ is a solution of the inequality, which of the following describes all possible values of $a$?',
        hints: [
          'Move everything to one side: the inequality says that a linear expression in $x$ stays positive.',
          'What happens to $(a - 2)x + 8$ for very large $x$ if $a - 2$ is negative?',
        ],
        superhints: [
          'The inequality is $(a - 2)x + 8 > 0$. At $x = 0$ it holds. If $a - 2 < 0$, the left side eventually becomes negative; if $a - 2 > 0$ it only grows. Check $a = 2$ separately.',
        ],
      },
      '$a \\ge 2$',
      ['$a > 2$', '$a > -6$', '$a \\le 2$'],
      'D',
      (l) =>
        `The inequality is $(a - 2)x + 8 > 0$. If $a < 2$, the left side decreases and is negative for every $x > \\frac{8}{2 - a}$, so some nonnegative $x$ fail. If $a > 2$, the left side is at least $8$ for $x \\ge 0$. If $a = 2$, it reads $8 > 0$, true for every $x$. So $a \\ge 2$, choice ${l}. "$a > 2$" leaves out $a = 2$; "$a > -6$" only tests $x = 1$; "$a \\le 2$" reverses the condition.`,
    );
  },
];
