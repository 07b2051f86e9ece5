// Generates questions/algebra/linear-equations-two-variables.mg-r.generated.yaml (issue 39, r
// series): a value from an equation in context, a point on a line, slope from standard form, a
// trade between two quantities at a fixed total, an intercept after finding a coefficient, the
// standard form through two points (levels 1-3); points (p, q) and (q, p) on one line, a
// misprinted gauge's true reading, a horizontal line whose other root leaves no graph (level 4);
// the hard templates (level 5, two at 4) live in r-linear-equations-two-variables-hard.ts.
// Each key is computed by the template's algebra and confirmed a second way (substitution into
// the equation, a search over values, or the line rebuilt from two of its points).
// Run: cd apps/server && npx tsx content/generators/algebra/r-linear-equations-two-variables.ts
import { check } from '../lib/check.ts';
import { frac, fracEq } from '../lib/fraction.ts';
import { m, range, same, Series } from './r-kit.ts';
import { hardItems } from './r-linear-equations-two-variables-hard.ts';

const s = new Series(
  'linear-equations-two-variables',
  'generators/algebra/r-linear-equations-two-variables.ts',
);

// 1. The value of y at a given x, in context (level 1).
{
  const [a, b, c, x] = [3, 4, 48, 8];
  const y = (c - a * x) / b;
  check(a * x + b * y === c && Number.isInteger(y), 'E1 substitution');
  s.numeric(
    {
      difficulty: 1,
      body: `Lena spends exactly \\$${c} on notebooks that cost \\$${a} each and binders that cost \\$${b} each. The equation $${a}x + ${b}y = ${c}$ represents this situation, where $x$ is the number of notebooks and $y$ is the number of binders. If Lena buys $${x}$ notebooks, how many binders does she buy?`,
      hints: [`Substitute $${x}$ for $x$ in the equation.`],
      superhints: [
        `After substituting, subtract the cost of the notebooks from $${c}$, then divide what is left by the price of one binder.`,
      ],
    },
    y,
    [(c - x) / b, c / b, c / a],
    (l) =>
      `With $x = ${x}$, the equation becomes $${a * x} + ${b}y = ${c}$, so $${b}y = ${c - a * x}$ and $y = ${y}$, choice ${l}. Subtracting $${x}$ instead of $${a} \\cdot ${x}$ gives $${(c - x) / b}$; $${c / b}$ and $${c / a}$ are the numbers of binders alone or notebooks alone that $\\$${c}$ would buy.`,
  );
}

// 2. Which point lies on a line (level 2).
{
  const [a, b, c] = [5, -2, 20];
  const on = (p: [number, number]) => a * p[0] + b * p[1] === c;
  const pts: [number, number][] = [
    [2, -5],
    [2, 5],
    [0, 10],
    [4, 10],
  ];
  check(on(pts[0]!) && pts.slice(1).every((p) => !on(p)), 'E2 exactly one point on the line');
  const show = (p: [number, number]) => m(`(${p[0]}, ${p[1]})`);
  s.text(
    {
      difficulty: 2,
      body: 'Which of the following points lies on the graph of $5x - 2y = 20$ in the $xy$-plane?',
      hints: ['A point lies on the graph when its coordinates make the equation true.'],
      superhints: [
        'Substitute the $x$-coordinate and the $y$-coordinate of each point into $5x - 2y$ and see which one gives $20$. Watch the sign when $y$ is negative.',
      ],
    },
    show(pts[0]!),
    pts.slice(1).map(show),
    'C',
    (l) =>
      `For $(2, -5)$: $5(2) - 2(-5) = 10 + 10 = 20$, so it lies on the graph, choice ${l}. For $(2, 5)$: $10 - 10 = 0$. For $(0, 10)$: $0 - 20 = -20$ (the $y$-intercept is $(0, -10)$, not $(0, 10)$). For $(4, 10)$: $20 - 20 = 0$. None of these is $20$.`,
  );
}

// 3. Slope from standard form (level 2, typed).
{
  // Two points on 6x - 4y = 9: x = 0 gives y = -9/4, x = 2 gives y = 3/4.
  const slope = frac(3 / 4 + 9 / 4, 2);
  check(fracEq(slope, frac(6, 4)), 'E3 the rise over the run equals -a/b');
  s.choose(
    {
      difficulty: 2,
      body: 'What is the slope of the graph of $6x - 4y = 9$ in the $xy$-plane?',
      hints: ['Solve the equation for $y$.'],
      superhints: [
        'Subtract $6x$ from both sides, then divide every term by $-4$. The coefficient of $x$ is the slope.',
      ],
    },
    slope,
    'Solving for $y$: $-4y = -6x + 9$, so $y = \\frac{3}{2}x - \\frac{9}{4}$. The slope is $\\frac{3}{2}$ (for $ax + by = c$ it is $-\\frac{a}{b} = -\\frac{6}{-4}$).',
    [frac(-3, 2), frac(2, 3), 6],
    '$-\\frac{3}{2}$ loses the sign of $-4$, $\\frac{2}{3}$ is the reciprocal, and $6$ is the coefficient of $x$.',
  );
}

// 4. A trade at a fixed total: more of one item means fewer of the other (level 3, typed).
{
  const [pa, pc, total, more] = [14, 8, 392, 4];
  const fewer = (pa * more) / pc;
  // Second way: two actual solutions of the equation, 4 adults apart.
  const c1 = (total - pa * 12) / pc;
  const c2 = (total - pa * (12 + more)) / pc;
  check(Number.isInteger(c1) && Number.isInteger(c2) && c1 - c2 === fewer, 'E4 two solutions');
  s.choose(
    {
      difficulty: 3,
      body: `A museum charges \\$${pa} for each adult and \\$${pc} for each child. A school group paid a total of \\$${total}, so $${pa}a + ${pc}c = ${total}$, where $a$ is the number of adults and $c$ is the number of children. If the group had included $${more}$ more adults and paid the same total, how many fewer children would it have included?`,
      hints: [`How much more would $${more}$ more adults cost?`],
      superhints: [
        `$${more}$ more adults cost $${more} \\times \\$${pa}$ more. For the total to stay the same, the children's cost must drop by the same amount; divide by the price of one child.`,
      ],
      also: ['interpreting-linear-models'],
    },
    fewer,
    `Adding $${more}$ adults adds $${more}(${pa}) = ${pa * more}$ dollars. To keep the total at $\\$${total}$, the children's cost must fall by $\\$${pa * more}$, which is $\\frac{${pa * more}}{${pc}} = ${fewer}$ children. (For example, $12$ adults and $${c1}$ children, or $16$ adults and $${c2}$ children.)`,
    [4, 8, 56],
    "$4$ assumes one child fewer for each adult, $8$ is the price of a child's ticket, and $56$ is the number of dollars, not children.",
  );
}

// 5. A coefficient from a point, then the y-intercept (level 3, typed).
{
  const [a, c, px, py] = [2, 18, 3, -4];
  const k = (c - a * px) / py;
  const yInt = c / k;
  check(
    a * px + k * py === c && a * 0 + k * yInt === c && Number.isInteger(yInt),
    'E5 both points',
  );
  s.choose(
    {
      difficulty: 3,
      body: `In the $xy$-plane, the graph of $${a}x + ky = ${c}$, where $k$ is a constant, passes through the point $(${px}, ${py})$. What is the $y$-coordinate of the $y$-intercept of the graph?`,
      hints: ['Use the point to find $k$ first.', 'The $y$-intercept is where $x = 0$.'],
      superhints: [
        `Substituting the point gives $${a}(${px}) + k(${py}) = ${c}$. Solve for $k$, then put $x = 0$ into $${a}x + ky = ${c}$.`,
      ],
    },
    yInt,
    `Substituting $(${px}, ${py})$: $${a * px} ${py < 0 ? '-' : '+'} ${Math.abs(py)}k = ${c}$, so $k = ${k}$. The equation is $${a}x - ${-k}y = ${c}$; with $x = 0$, $${k}y = ${c}$ and $y = ${yInt}$.`,
    [-3, 6, 9],
    '$-3$ is the value of $k$, $6$ has the wrong sign, and $9$ is the $x$-intercept.',
  );
}

// 6. The standard form of the line through two points (level 3).
{
  const P: [number, number] = [-2, 7];
  const Q: [number, number] = [4, -2];
  const forms: [number, number, number, string][] = [
    [3, 2, 8, '3x + 2y = 8'],
    [3, -2, -20, '3x - 2y = -20'],
    [2, 3, 17, '2x + 3y = 17'],
    [3, 2, -8, '3x + 2y = -8'],
  ];
  const holds = (e: (typeof forms)[number], p: [number, number]) =>
    e[0] * p[0] + e[1] * p[1] === e[2];
  check(holds(forms[0]!, P) && holds(forms[0]!, Q), 'E6 the key passes through both points');
  for (const e of forms.slice(1))
    check(!(holds(e, P) && holds(e, Q)), 'E6 a distractor misses one');
  s.text(
    {
      difficulty: 3,
      body: 'In the $xy$-plane, a line passes through the points $(-2, 7)$ and $(4, -2)$. Which of the following is an equation of the line?',
      hints: ['Find the slope first, then write the line and rearrange it.'],
      superhints: [
        'The slope is $\\frac{-2 - 7}{4 - (-2)}$. Write $y - 7 = (\\text{slope})(x + 2)$, clear the fraction, and move the $x$-term to the left. Or test both points in each choice.',
      ],
    },
    m(forms[0]![3]),
    forms.slice(1).map((e) => m(e[3])),
    'D',
    (l) =>
      `The slope is $\\frac{-9}{6} = -\\frac{3}{2}$, so $y - 7 = -\\frac{3}{2}(x + 2)$. Multiplying by $2$: $2y - 14 = -3x - 6$, that is $3x + 2y = 8$, choice ${l}; check: $3(-2) + 2(7) = 8$ and $3(4) + 2(-2) = 8$. $3x - 2y = -20$ has slope $\\frac{3}{2}$ and misses $(4, -2)$; $2x + 3y = 17$ uses the reciprocal slope and misses $(4, -2)$; $3x + 2y = -8$ has the right slope but the wrong constant and misses both points.`,
  );
}

// 7. The points (p, q) and (q, p) on one line force the slope -1 (level 4).
{
  const [a, c] = [4, 36];
  // The two points give a(p - q) = k(p - q), so k = a; then p + q = c / a with p = 2q.
  const k = a;
  const q = c / a / 3;
  // Second way: scan k and solve the first condition for q; keep the k where the second holds.
  const fits = range(-50, 50, 0.5).filter((t) => {
    if (t === -8) return false;
    const qq = c / (8 + t); // from a(2q) + t q = c with a = 4
    return qq !== 0 && same(a * qq + t * 2 * qq, c);
  });
  check(fits.length === 1 && fits[0] === k && same(c / (8 + k), q), 'E7 one k, the same q');
  s.choose(
    {
      difficulty: 4,
      body: `In the $xy$-plane, the points $(p, q)$ and $(q, p)$, where $p \\ne q$, both lie on the graph of $${a}x + ky = ${c}$, where $k$ is a constant. If $p = 2q$, what is the value of $q$?`,
      hints: [
        'Substitute both points into the equation, and subtract one resulting equation from the other.',
      ],
      superhints: [
        `Subtracting gives $${a}(p - q) - k(p - q) = 0$, and $p - q \\ne 0$, so $k = ${a}$. Then $${a}p + ${a}q = ${c}$; use $p = 2q$.`,
      ],
    },
    q,
    `The points give $${a}p + kq = ${c}$ and $${a}q + kp = ${c}$. Subtracting: $(${a} - k)(p - q) = 0$, and since $p \\ne q$, $k = ${a}$. Then $${a}(p + q) = ${c}$, so $p + q = ${c / a}$, and $p = 2q$ gives $3q = ${c / a}$, $q = ${q}$.`,
    [k, 2 * q, c / a],
    `$${k}$ is the value of $k$, $${2 * q}$ is $p$ rather than $q$, and $${c / a}$ is $p + q$.`,
  );
}

// 8. A misprinted gauge: the reading is linear in the true depth; when is it right? (level 4)
{
  const [t1, r1, t2, r2] = [10, 12, 35, 32];
  const slope = frac(r2 - r1, t2 - t1);
  const icpt = r1 - (slope.n / slope.d) * t1;
  const fixed = Math.round(icpt / (1 - slope.n / slope.d));
  check(same(fixed, icpt / (1 - slope.n / slope.d)), 'E8 a whole number');
  // Second way: walk the true depth in steps of 0.5 mm and find where reading = depth.
  const hits = range(0, 100, 0.5).filter((t) => same(r1 + ((r2 - r1) / (t2 - t1)) * (t - t1), t));
  check(hits.length === 1 && same(hits[0]!, fixed) && Number.isInteger(fixed), 'E8 fixed point');
  // The slope turned upside down (true depth over reading): R = 1.25d + b through (10, 12).
  const flipped = (t2 - t1) / (r2 - r1);
  const flippedIcpt = r1 - flipped * t1;
  const flippedFixed = flippedIcpt / (1 - flipped);
  check(same(flippedFixed, 2), 'E8 the upside-down slope');
  s.choose(
    {
      difficulty: 4,
      body: `A rain gauge has a misprinted scale. When the true depth of water in it is $${t1}$ millimeters, the gauge reads $${r1}$ millimeters, and when the true depth is $${t2}$ millimeters, it reads $${r2}$ millimeters. The reading is a linear function of the true depth. For what true depth, in millimeters, is the gauge's reading exactly correct?`,
      hints: ['Write the reading $R$ as a linear function of the true depth $d$.'],
      superhints: [
        `The slope is $\\frac{${r2} - ${r1}}{${t2} - ${t1}}$. Find the intercept from one of the pairs, then solve $R = d$.`,
      ],
      also: ['interpreting-linear-models'],
    },
    fixed,
    `The slope is $\\frac{${r2 - r1}}{${t2 - t1}} = 0.8$, and $${r1} = 0.8(${t1}) + b$ gives $b = ${icpt}$, so $R = 0.8d + ${icpt}$. The reading is correct when $0.8d + ${icpt} = d$: $0.2d = ${icpt}$ and $d = ${fixed}$.`,
    [flippedFixed, icpt, icpt / (slope.n / slope.d)],
    `$${flippedFixed}$ turns the slope upside down ($\\frac{${t2 - t1}}{${r2 - r1}} = 1.25$); $${icpt}$ is the intercept, the reading at a true depth of $0$; and $${icpt / (slope.n / slope.d)}$ divides the intercept by the slope instead of by $1 - 0.8$.`,
  );
}

// 9. A horizontal line where one root of the condition leaves no graph at all (level 4).
{
  // (k^2 - 4)x + (k - 2)y = k + 6: horizontal needs k^2 - 4 = 0 and k - 2 != 0.
  const k = -2;
  const y = (k + 6) / (k - 2);
  // Second way: scan k and keep those that give a horizontal line (x-coefficient 0, y one not).
  const ks = range(-20, 20, 0.25).filter((t) => t * t - 4 === 0 && t - 2 !== 0);
  check(ks.length === 1 && ks[0] === k && y === -1, 'E9 only k = -2 gives a line');
  s.numeric(
    {
      difficulty: 4,
      body: 'In the $xy$-plane, the graph of $(k^2 - 4)x + (k - 2)y = k + 6$, where $k$ is a constant, is a horizontal line. What is the $y$-coordinate of every point on this line?',
      hints: ['A horizontal line has an equation of the form $y = c$: the $x$-term must vanish.'],
      superhints: [
        'The coefficient of $x$ is $0$ for two values of $k$. Substitute each into the whole equation; one of them also removes the $y$-term.',
      ],
    },
    y,
    [1, -2, 2],
    (l) =>
      `The $x$-term vanishes when $k^2 = 4$, so $k = 2$ or $k = -2$. With $k = 2$ the equation becomes $0x + 0y = 8$, which no point satisfies, so there is no line. With $k = -2$ it becomes $-4y = 4$, the horizontal line $y = -1$, choice ${l}. $1$ comes from a sign slip, and $-2$ and $2$ are the values of $k$, not of $y$.`,
  );
}

for (const add of hardItems) add(s);
s.write();
