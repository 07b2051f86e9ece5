// Generates questions/algebra/linear-inequalities.l5u.generated.yaml: level 5 linear
// inequalities (series u). Templates: the constants k for which every x of an interval solves
// an inequality with k in the coefficient of x (the endpoints decide, or three cases by the sign
// of the coefficient, the zero case the one most solvers drop: 2 items); the k for which an
// inequality whose coefficient is k^2 - c has no solution (the coefficient must vanish, and then
// 0 > 0 is false but 0 <= 0 is true: 2 items); and the best value of a linear objective over the
// region two constraints allow, found at the corner where both constraints bind (a greatest
// profit and a least cost: 2 items).
// Each key is computed by algebra and confirmed another way: the intervals and the no-solution
// values by testing every k of a grid against every x of a grid (and each wrong choice must fail
// somewhere on it), the optima by listing the corners of the region and by a brute-force search
// over every point of a grid.
// Run: cd apps/server && npx tsx content/generators/algebra/linear-inequalities-l5u.ts
import { check } from '../lib/check.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';

const s = itemSeries('linear-inequalities', 'u', 0);
/** Every k = j/8 with |k| <= 10. */
const kGrid = Array.from({ length: 161 }, (_, j) => (j - 80) / 8);
const money = (v: number, cents = false) => {
  const [whole, dec] = v.toFixed(cents ? 2 : 0).split('.');
  return `\\$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${dec ? `.${dec}` : ''}`;
};

// (1) every x of [lo, hi] solves F(k, x) >= 0 (or > 0), with F linear in x.
{
  interface Case {
    body: string;
    F: (k: number, x: number) => number;
    strict: boolean;
    lo: number;
    hi: number;
    key: (k: number) => boolean;
    answer: string;
    wrong: [string, string, string];
    wrongAs: ((k: number) => boolean)[];
    hint: string;
    superhint: string;
    explain: (l: string) => string;
  }
  const cases: Case[] = [
    {
      body: 'In the inequality $(k - 3)x \\ge 2k - 10$, $k$ is a constant. If every number $x$ with $0 \\le x \\le 4$ is a solution of the inequality, which of the following describes all possible values of $k$?',
      F: (k, x) => (k - 3) * x - (2 * k - 10),
      strict: false,
      lo: 0,
      hi: 4,
      key: (k) => 1 <= k && k <= 5,
      answer: '$1 \\le k \\le 5$',
      wrong: ['$3 < k \\le 5$', '$1 \\le k \\le 5$, except $k = 3$', '$k \\le 5$'],
      wrongAs: [(k) => 3 < k && k <= 5, (k) => 1 <= k && k <= 5 && k !== 3, (k) => k <= 5],
      hint: 'Write the inequality as $(k - 3)x - (2k - 10) \\ge 0$. For a fixed $k$, the left side is a linear function of $x$.',
      superhint:
        'A linear function of $x$ is nonnegative for every $x$ from $0$ to $4$ exactly when it is nonnegative at $x = 0$ and at $x = 4$. Write those two conditions as inequalities in $k$.',
      explain: (l) =>
        `Write the inequality as $(k - 3)x - 2k + 10 \\ge 0$. For a fixed $k$ the left side is a linear function of $x$ (its graph is a line), so it is nonnegative on the whole interval $0 \\le x \\le 4$ exactly when it is nonnegative at both ends. At $x = 0$: $10 - 2k \\ge 0$, so $k \\le 5$. At $x = 4$: $4k - 12 - 2k + 10 = 2k - 2 \\ge 0$, so $k \\ge 1$. Hence $1 \\le k \\le 5$, choice ${l}. Dividing by $k - 3$ instead needs three cases: for $k > 3$ the solutions are $x \\ge \\frac{2k - 10}{k - 3}$, which contains the interval when $3 < k \\le 5$; for $k < 3$ they are $x \\le \\frac{2k - 10}{k - 3}$ (the inequality flips), which contains the interval when $1 \\le k < 3$; and for $k = 3$ the inequality reads $0 \\ge -4$, true for every $x$. "$3 < k \\le 5$" keeps only the first case, the choice that leaves out $k = 3$ forgets the case in which there is nothing to divide by, and "$k \\le 5$" checks only $x = 0$.`,
    },
    {
      body: 'In the inequality $kx + 4 > 2x + k$, $k$ is a constant. If every number $x$ with $1 \\le x \\le 3$ is a solution of the inequality, which of the following describes all possible values of $k$?',
      F: (k, x) => (k - 2) * x + 4 - k,
      strict: true,
      lo: 1,
      hi: 3,
      key: (k) => k > 1,
      answer: '$k > 1$',
      wrong: ['$k > 2$', '$k > 1$, except $k = 2$', '$1 < k < 2$'],
      wrongAs: [(k) => k > 2, (k) => k > 1 && k !== 2, (k) => 1 < k && k < 2],
      hint: 'Write the inequality as $(k - 2)x + 4 - k > 0$. For a fixed $k$, the left side is a linear function of $x$.',
      superhint:
        'A linear function of $x$ is positive for every $x$ from $1$ to $3$ exactly when it is positive at $x = 1$ and at $x = 3$. Write those two conditions as inequalities in $k$.',
      explain: (l) =>
        `Write the inequality as $(k - 2)x + 4 - k > 0$. For a fixed $k$ the left side is a linear function of $x$, so it is positive on the whole interval $1 \\le x \\le 3$ exactly when it is positive at both ends. At $x = 1$: $k - 2 + 4 - k = 2 > 0$, true for every $k$. At $x = 3$: $3k - 6 + 4 - k = 2k - 2 > 0$, so $k > 1$. Hence $k > 1$, choice ${l}. Dividing by $k - 2$ instead needs three cases: for $k > 2$ the solutions are $x > \\frac{k - 4}{k - 2}$, and $\\frac{k - 4}{k - 2} < 1$ always holds; for $k < 2$ they are $x < \\frac{k - 4}{k - 2}$ (the inequality flips), which contains the interval when $1 < k < 2$; and for $k = 2$ the inequality reads $4 > 2$, true for every $x$. "$k > 2$" keeps only the first case, "$1 < k < 2$" only the second, and the choice that leaves out $k = 2$ forgets the case in which there is nothing to divide by.`,
    },
  ];
  for (const c of cases) {
    const xs = Array.from({ length: (c.hi - c.lo) * 16 + 1 }, (_, i) => c.lo + i / 16);
    const holds = (k: number) => xs.every((x) => (c.strict ? c.F(k, x) > 0 : c.F(k, x) >= 0));
    // First way, the endpoints: F is linear in x, so the interval is inside the solution set
    // exactly when both endpoints are.
    const ends = (k: number) =>
      [c.lo, c.hi].every((x) => (c.strict ? c.F(k, x) > 0 : c.F(k, x) >= 0));
    for (const k of kGrid) {
      check(holds(k) === c.key(k) && ends(k) === c.key(k), `interval at k = ${k}`);
    }
    for (const w of c.wrongAs)
      check(
        kGrid.some((k) => w(k) !== holds(k)),
        'a wrong choice fails',
      );
    s.mcText({
      level: 5,
      body: c.body,
      answer: c.answer,
      wrong: c.wrong,
      hints: [
        c.hint,
        'Dividing by the coefficient of $x$ means splitting into cases by its sign, and it may be zero. You can avoid dividing altogether.',
      ],
      superhints: [c.superhint],
      explain: c.explain,
    });
  }
}

// (2) (k^2 - c)x > or <= a linear expression in k: no solution only where the coefficient is 0.
{
  interface Case {
    body: string;
    coef: (k: number) => number;
    rhs: (k: number) => number;
    strict: boolean;
    key: number[];
    answer: string;
    wrong: [string, string, string];
    hints: string[];
    superhint: string;
    explain: (l: string) => string;
  }
  const cases: Case[] = [
    {
      body: 'In the inequality $(k^2 - 9)x > 2k + 6$, $k$ is a constant. For which values of $k$ does the inequality have no solution?',
      coef: (k) => k * k - 9,
      rhs: (k) => 2 * k + 6,
      strict: true,
      key: [-3, 3],
      answer: '$-3$ and $3$',
      wrong: ['$3$ only', '$-3 < k < 3$', 'There is no such value of $k$.'],
      hints: [
        'If $k^2 - 9$ is not zero, you can divide by it (flipping the inequality if it is negative). Are there solutions then?',
        'Test, in the original inequality, each value of $k$ that makes the coefficient of $x$ zero.',
      ],
      superhint:
        'For $k^2 \\ne 9$ the solutions form a ray, so there are always solutions. For $k = 3$ and for $k = -3$ the inequality no longer involves $x$: is the statement that is left true or false?',
      explain: (l) =>
        `If $k^2 - 9 \\ne 0$, dividing by it gives $x > \\frac{2k + 6}{k^2 - 9}$ or (when $k^2 - 9 < 0$) $x < \\frac{2k + 6}{k^2 - 9}$, and either way infinitely many numbers are solutions. So the inequality can have no solution only when $k^2 = 9$. For $k = 3$ it reads $0 \\cdot x > 12$, that is $0 > 12$: false for every $x$. For $k = -3$ it reads $0 \\cdot x > 0$, that is $0 > 0$: also false for every $x$, since $0$ is not greater than $0$. So the values are $-3$ and $3$, choice ${l}. "$3$ only" treats $0 > 0$ as true; "$-3 < k < 3$" confuses a negative coefficient, which only flips the inequality, with having no solution; and "There is no such value of $k$" forgets that an inequality whose coefficient of $x$ is zero can be false for every $x$.`,
    },
    {
      body: 'In the inequality $(k^2 - 16)x \\le k - 4$, $k$ is a constant. For which values of $k$ does the inequality have no solution?',
      coef: (k) => k * k - 16,
      rhs: (k) => k - 4,
      strict: false,
      key: [-4],
      answer: '$-4$ only',
      wrong: ['$-4$ and $4$', '$4$ only', '$-4 < k < 4$'],
      hints: [
        'If $k^2 - 16$ is not zero, you can divide by it (flipping the inequality if it is negative). Are there solutions then?',
        'Test, in the original inequality, each value of $k$ that makes the coefficient of $x$ zero.',
      ],
      superhint:
        'For $k^2 \\ne 16$ the solutions form a ray, so there are always solutions. For $k = 4$ and for $k = -4$ the inequality no longer involves $x$: is the statement that is left true or false?',
      explain: (l) =>
        `If $k^2 - 16 \\ne 0$, dividing by it gives $x \\le \\frac{k - 4}{k^2 - 16}$ or (when $k^2 - 16 < 0$) $x \\ge \\frac{k - 4}{k^2 - 16}$, and either way infinitely many numbers are solutions. So the inequality can have no solution only when $k^2 = 16$. For $k = 4$ it reads $0 \\cdot x \\le 0$, that is $0 \\le 0$: true for every $x$, so every number is a solution. For $k = -4$ it reads $0 \\cdot x \\le -8$, that is $0 \\le -8$: false for every $x$. So the only value is $-4$, choice ${l}. "$-4$ and $4$" stops at making the coefficient zero without checking the statement that is left, "$4$ only" takes the wrong one of the two statements as false, and "$-4 < k < 4$" confuses a negative coefficient, which only flips the inequality, with having no solution.`,
    },
  ];
  const xs = Array.from({ length: 16_001 }, (_, i) => -2000 + i / 4);
  for (const c of cases) {
    const none = (k: number) =>
      xs.every((x) => !(c.strict ? c.coef(k) * x > c.rhs(k) : c.coef(k) * x <= c.rhs(k)));
    const found = kGrid.filter(none);
    check(
      found.length === c.key.length && found.every((k, i) => k === c.key[i]),
      `no solution exactly for ${c.key.join(', ')}`,
    );
    // First way: the coefficient vanishes and the constant statement left is false.
    const byAlgebra = kGrid.filter(
      (k) => c.coef(k) === 0 && !(c.strict ? 0 > c.rhs(k) : 0 <= c.rhs(k)),
    );
    check(byAlgebra.join() === c.key.join(), 'by the zero coefficient');
    s.mcText({
      level: 5,
      body: c.body,
      answer: c.answer,
      wrong: c.wrong,
      hints: c.hints,
      superhints: [c.superhint],
      explain: c.explain,
    });
  }
}

// (3) a linear objective over the region of two constraints: the corners, then a grid search.
{
  type Pt = [number, number];
  /** The corners of {x, y >= 0} cut by two lines p1 x + q1 y = r1 and p2 x + q2 y = r2. */
  const corners = (l1: number[], l2: number[]): Pt[] => {
    const [p1, q1, r1] = l1 as [number, number, number];
    const [p2, q2, r2] = l2 as [number, number, number];
    const det = p1 * q2 - p2 * q1;
    const both: Pt = [(r1 * q2 - r2 * q1) / det, (p1 * r2 - p2 * r1) / det];
    return [[0, 0], [r1 / p1, 0], [r2 / p2, 0], [0, r1 / q1], [0, r2 / q2], both];
  };

  // Greatest profit: c + s <= 240 (acres), 3c + s <= 480 (hours), profit 200c + 120s.
  {
    const land = [1, 1, 240];
    const labor = [3, 1, 480];
    const fits = ([c, s2]: Pt) => c >= 0 && s2 >= 0 && c + s2 <= 240 && 3 * c + s2 <= 480;
    const profit = ([c, s2]: Pt) => 200 * c + 120 * s2;
    const best = Math.max(...corners(land, labor).filter(fits).map(profit));
    let brute = 0;
    for (let c = 0; c <= 240; c++)
      for (let s2 = 0; s2 <= 240; s2++) if (fits([c, s2])) brute = Math.max(brute, profit([c, s2]));
    check(best === 38_400 && brute === best, 'the greatest profit');
    const cornOnly = profit([160, 0]);
    const soyOnly = profit([0, 240]);
    const allCorn = profit([240, 0]);
    check(!fits([240, 0]) && fits([160, 0]) && fits([0, 240]), 'the one-crop plans');
    s.mcNumber({
      level: 5,
      body: 'A farmer has at most $240$ acres of land to plant with corn and soybeans. Each acre of corn needs $3$ hours of labor and each acre of soybeans needs $1$ hour of labor, and at most $480$ hours of labor are available. The farmer earns a profit of \\$200 per acre of corn and \\$120 per acre of soybeans. What is the greatest possible profit the farmer can earn?',
      answer: best,
      wrong: [cornOnly, soyOnly, allCorn],
      show: (v) => money(v),
      hints: [
        'With $c$ acres of corn and $s$ acres of soybeans, write one inequality for the land and one for the labor.',
        'The crop with the higher profit per acre is not the one with the higher profit per hour of labor. Where in the region can the profit be greatest?',
      ],
      superhints: [
        'The region is $c + s \\le 240$, $3c + s \\le 480$, $c \\ge 0$, $s \\ge 0$. The greatest value of $200c + 120s$ is at one of its corners; find the corner where both limits are reached at once, and compare.',
      ],
      explain: (l) =>
        `With $c$ acres of corn and $s$ acres of soybeans, $c + s \\le 240$ (land) and $3c + s \\le 480$ (labor), with $c \\ge 0$ and $s \\ge 0$. The profit $200c + 120s$ is greatest at a corner of this region. At $(0, 240)$ it is ${money(soyOnly)}; at $(160, 0)$ it is ${money(cornOnly)}; and where both limits are reached, subtracting $c + s = 240$ from $3c + s = 480$ gives $2c = 240$, so $c = 120$ and $s = 120$, and the profit is $200(120) + 120(120) = 38{,}400$ dollars. The greatest profit is ${money(best)}, choice ${l}. ${money(cornOnly)} plants only corn, the crop with the higher profit per acre, but labor then stops it at $160$ acres and leaves $80$ acres unused; ${money(soyOnly)} plants only soybeans; and ${money(allCorn)} plants all $240$ acres with corn, which would need $720$ hours of labor.`,
    });
  }

  // Least cost: 3a + b >= 90 (protein), a + 2b >= 60 (fat), cost 0.40a + 0.30b.
  {
    const fits = ([a, b]: Pt) => a >= 0 && b >= 0 && 3 * a + b >= 90 && a + 2 * b >= 60;
    const cost = ([a, b]: Pt) => (40 * a + 30 * b) / 100;
    const least = Math.min(...corners([3, 1, 90], [1, 2, 60]).filter(fits).map(cost));
    let brute = Infinity;
    for (let i = 0; i <= 400; i++)
      for (let j = 0; j <= 400; j++)
        if (fits([i / 4, j / 4])) brute = Math.min(brute, cost([i / 4, j / 4]));
    check(least === 15 && Math.abs(brute - least) < 1e-9, 'the least cost');
    const onlyA = cost([60, 0]);
    const onlyB = cost([0, 90]);
    const separately = cost([30, 30]); // 30 kg of A for the protein, 30 kg of B for the fat
    check(fits([30, 30]) && separately > least, 'the separate purchase is a mix that costs more');
    s.mcNumber({
      level: 5,
      body: 'A farm mixes two feeds. Each kilogram of feed A contains $3$ units of protein and $1$ unit of fat and costs \\$0.40. Each kilogram of feed B contains $1$ unit of protein and $2$ units of fat and costs \\$0.30. The mix must contain at least $90$ units of protein and at least $60$ units of fat. What is the least possible cost of the mix?',
      answer: least,
      wrong: [separately, onlyA, onlyB],
      show: (v) => money(v, true),
      hints: [
        'With $a$ kilograms of feed A and $b$ kilograms of feed B, write one inequality for the protein and one for the fat.',
        'Each feed supplies both nutrients. Where in the region of allowed mixes can the cost be least?',
      ],
      superhints: [
        'The region is $3a + b \\ge 90$, $a + 2b \\ge 60$, $a \\ge 0$, $b \\ge 0$. The least value of $0.40a + 0.30b$ is at one of its corners; find the corner where both requirements are met exactly, and compare.',
      ],
      explain: (l) =>
        `With $a$ kilograms of feed A and $b$ kilograms of feed B, $3a + b \\ge 90$ (protein) and $a + 2b \\ge 60$ (fat), with $a \\ge 0$ and $b \\ge 0$. The cost $0.40a + 0.30b$ is least at a corner of this region. At $(0, 90)$ it is ${money(onlyB, true)}; at $(60, 0)$ it is ${money(onlyA, true)}; and where both requirements are met exactly, $3a + b = 90$ and $a + 2b = 60$ give $a = 24$ and $b = 18$, and the cost is $0.40(24) + 0.30(18) = 9.60 + 5.40 = 15$ dollars. The least cost is ${money(least, true)}, choice ${l}. ${money(separately, true)} buys $30$ kilograms of A for the protein and $30$ kilograms of B for the fat, forgetting that each feed supplies both nutrients; ${money(onlyA, true)} and ${money(onlyB, true)} use only one feed.`,
    });
  }
}

writeGeneratedQuestions(
  'algebra',
  'linear-inequalities.l5u',
  'generators/algebra/linear-inequalities-l5u.ts',
  s.questions,
);
