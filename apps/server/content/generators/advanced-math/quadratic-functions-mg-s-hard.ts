// The templates rated 4 and 5 of quadratic-functions-mg-s.ts. Levels after the blind solve of
// 2026-11-29 (the rounded-up mean of the author's and the solver's rating). Rated 4: a rocket's
// greatest height from three values (two of them equal); the vertex of g(x) = f(2x - 4) + 3; the
// leading coefficient from the distance between the zeros; the shift that leaves one x-intercept
// (a from a point, then the vertex); a horizontal chord of given length of the parabola through
// three points (two at the same height put the third on the axis). Rated 5: a pen along a wall
// whose best shape is not allowed (the maximum sits at the end of the allowed lengths); the sum of
// the k for which the parabola x^2 + kx + k is tangent to a line (the tangency condition is a
// quadratic in k with irrational roots, summed without finding them); the greatest of the minimum
// values of a family; the greatest profit at a whole-dollar price (the vertex is at a half dollar).
// Each key is computed by the algebra and confirmed another way: a scan of the function on a
// fine grid, a search over the parameter that counts zeros, or a loop over every whole price.
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import type { Series } from '../lib/item-series.ts';

/** The x at which f is least on a grid of step 1/1000 (for a greatest value, pass -f). */
export function argMin(f: (x: number) => number, from: number, to: number): number {
  let best = from;
  for (let i = 0; i <= (to - from) * 1000; i++) {
    const x = from + i / 1000;
    if (f(x) < f(best)) best = x;
  }
  return best;
}

/** How many distinct zeros f has on [-50, 50]: sign changes and exact zeros on a grid. */
function zeroCount(f: (x: number) => number): number {
  let n = 0;
  for (let i = -50000; i < 50000; i++) {
    const [a, b] = [f(i / 1000), f((i + 1) / 1000)];
    if (a === 0) n++;
    else if (b !== 0 && Math.sign(a) !== Math.sign(b)) n++;
  }
  return n;
}

export function quadraticHard(s: Series): void {
  // (7) the greatest height from h(0) and h(1) = h(3)
  {
    // c = 15, a + b = 48, 9a + 3b = 48
    const [c, a] = [15, (48 - 3 * 48) / 6];
    const b = 48 - a;
    const h = (t: number) => a * t * t + b * t + c;
    check(h(0) === 15 && h(1) === 63 && h(3) === 63, 'the three values');
    const top = h(argMin((t) => -h(t), 0, 5));
    check(close(top, 79) && h(2) === 79, 'greatest height');
    s.typed({
      level: 4,
      body: 'The height, in feet, of a model rocket $t$ seconds after it is launched from a platform is given by $h(t) = at^2 + bt + c$, where $a$, $b$ and $c$ are constants. The rocket is $15$ feet high at launch, and it is $63$ feet high both $1$ second and $3$ seconds after launch. What is the greatest height, in feet, that the rocket reaches?',
      answer: 79,
      hints: [
        'The two times with the same height are symmetric about the time of the greatest height.',
        'Write $h(t) = a(t - 2)^2 + k$ and use the other two facts.',
      ],
      superhints: [
        'The vertex is at $t = 2$, halfway between $1$ and $3$. With $h(t) = a(t - 2)^2 + k$: $h(1) = a + k = 63$ and $h(0) = 4a + k = 15$.',
      ],
      explanation:
        'Since $h(1) = h(3)$, the vertex is at $t = 2$, so $h(t) = a(t - 2)^2 + k$. Then $a + k = 63$ and $4a + k = 15$, so $3a = -48$, $a = -16$ and $k = 79$. The greatest height is $79$ feet, at $t = 2$ seconds. The value $63$ is the height at $1$ and $3$ seconds, not the greatest height; $64$ is the coefficient $b$ of $h(t) = -16t^2 + 64t + 15$.',
    });
  }

  // (8) the vertex of g(x) = f(2x - 4) + 3
  {
    for (const f of [(x: number) => (x - 6) ** 2 - 1, (x: number) => -3 * (x - 6) ** 2 - 1]) {
      const g = (x: number) => f(2 * x - 4) + 3;
      const up = f(7) > f(6);
      const x = argMin(up ? g : (t) => -g(t), -10, 10);
      check(close(x, 5, 1e-6) && close(g(x), 2), 'vertex (5, 2) for either f');
    }
    s.mcText({
      level: 4,
      body: 'The graph of the quadratic function $y = f(x)$ in the $xy$-plane has its vertex at $(6, -1)$. The function $g$ is defined by $g(x) = f(2x - 4) + 3$. What is the vertex of the graph of $y = g(x)$?',
      answer: '$(5, 2)$',
      wrong: ['$(8, 2)$', '$(1, 2)$', '$(5, -4)$'],
      hints: [
        'The vertex of $g$ is where the input of $f$, $2x - 4$, equals the $x$-coordinate of the vertex of $f$.',
      ],
      superhints: ['Solve $2x - 4 = 6$. At that $x$, $g(x) = f(6) + 3$.'],
      explain: (l) =>
        `$f$ has its vertex where its input is $6$. The input of $f$ in $g$ is $2x - 4$, which equals $6$ when $x = 5$, and there $g(5) = f(6) + 3 = -1 + 3 = 2$. So the vertex of $g$ is $(5, 2)$. $(8, 2)$ applies $2x - 4$ to $6$ instead of solving for $x$, $(1, 2)$ undoes the steps in the wrong order ($\\frac{6 - 4}{2}$), and $(5, -4)$ subtracts $3$. The answer is choice ${l}.`,
    });
  }

  // (9) the leading coefficient from the distance between the zeros
  {
    const as = [...Array(201).keys()]
      .map((i) => i / 20)
      .filter((a) => a > 0 && close(2 * Math.sqrt(18 / a), 6));
    check(as.length === 1 && as[0] === 2, 'a = 2');
    const f = (x: number) => 2 * (x - 3) ** 2 - 18;
    check(f(0) === 0 && f(6) === 0 && zeroCount(f) === 2, 'zeros 0 and 6');
    s.mcNumber({
      level: 4,
      body: 'The function $f$ is defined by $f(x) = a(x - 3)^2 - 18$, where $a$ is a positive constant. The two $x$-intercepts of the graph of $y = f(x)$ in the $xy$-plane are $6$ units apart. What is the value of $a$?',
      answer: 2,
      wrong: [3, 6, 9],
      show: (v) => `$${v}$`,
      hints: ['The two $x$-intercepts are equally far from the axis of symmetry, $x = 3$.'],
      superhints: [
        'Each $x$-intercept is $3$ units from $x = 3$, so $(x - 3)^2 = 9$ at both. Substitute into $a(x - 3)^2 - 18 = 0$.',
      ],
      explain: (l) =>
        `The intercepts are $3$ units on each side of $x = 3$, at $x = 0$ and $x = 6$, where $(x - 3)^2 = 9$. So $9a - 18 = 0$ and $a = 2$. $3$ divides $18$ by the distance $6$, $6$ divides it by the half-distance $3$, and $9$ is the value of $(x - 3)^2$ at the intercepts. The answer is choice ${l}.`,
    });
  }

  // (10) a pen along a wall whose best shape is not allowed
  {
    const [fence, limit] = [120, 40];
    let best = 0;
    for (let i = 1; i <= limit * 100; i++) {
      const p = i / 100; // the side parallel to the wall
      best = Math.max(best, (p * (fence - p)) / 2);
    }
    check(close(best, 1600) && close((60 * 60) / 2, 1800), 'the end of the allowed lengths');
    s.typed({
      level: 5,
      body: `A farmer will use $${fence}$ feet of fencing to enclose a rectangular pen beside a long barn wall. The wall forms one side of the pen, and the fencing forms the other three sides. Because of a door in the wall, the side of the pen parallel to the wall can be at most $${limit}$ feet long. What is the greatest possible area, in square feet, of the pen?`,
      answer: best,
      hints: [
        'Call the side parallel to the wall $p$; the two other sides share the rest of the fencing.',
        'The area is a quadratic function of $p$, but $p$ cannot be more than $' + limit + '$.',
      ],
      superhints: [
        `The two sides perpendicular to the wall are each $\\frac{${fence} - p}{2}$, so the area is $\\frac{p(${fence} - p)}{2}$. Its vertex is at $p = 60$. Where is the area greatest when $0 < p \\le ${limit}$?`,
      ],
      explanation: `With the side parallel to the wall $p$ feet long, the other two sides are $\\frac{${fence} - p}{2}$ each, and the area is $A(p) = \\frac{p(${fence} - p)}{2}$, a parabola opening downward with its vertex at $p = 60$. But $p \\le ${limit}$, and on that interval $A$ is increasing (it is to the left of the vertex), so the greatest area is at $p = ${limit}$: $\\frac{${limit}(${fence - limit})}{2} = 1{,}600$ square feet, a $40$ by $40$ square. The vertex value, $1{,}800$, needs $p = 60$, which the door does not allow.`,
    });
  }

  // (11) the sum of the k for which y = x^2 + kx + k meets y = 2x - 3 at exactly one point
  {
    // x^2 + (k - 2)x + k + 3 = 0 has one solution when k^2 - 8k - 8 = 0: k = 4 -+ 2 sqrt(6)
    const gap = (k: number) => (x: number) => x * x + k * x + k - (2 * x - 3);
    const meets = (k: number) => zeroCount(gap(k)) > 0;
    // the k where the graphs stop meeting: a scan in steps of 1/2, then bisection on each change
    const edges: number[] = [];
    for (let i = -40; i < 60; i++) {
      let [lo, hi] = [i / 2, (i + 1) / 2];
      const loMeets = meets(lo);
      if (loMeets === meets(hi)) continue;
      for (let n = 0; n < 30; n++) {
        const mid = (lo + hi) / 2;
        if (meets(mid) === loMeets) lo = mid;
        else hi = mid;
      }
      edges.push((lo + hi) / 2);
    }
    const roots = [4 - 2 * Math.sqrt(6), 4 + 2 * Math.sqrt(6)];
    check(
      edges.length === 2 &&
        edges.every((e, i) => close(e, roots[i]!, 1e-4)) &&
        roots.every((k) => close(gap(k)((2 - k) / 2), 0, 1e-9)) &&
        close(edges[0]! + edges[1]!, 8, 1e-4),
      'two tangent k, summing to 8',
    );
    s.typed({
      level: 5,
      body: 'The function $f$ is defined by $f(x) = x^2 + kx + k$, where $k$ is a constant. In the $xy$-plane, the graph of $y = f(x)$ and the line $y = 2x - 3$ intersect at exactly one point. What is the sum of all possible values of $k$?',
      answer: 8,
      hints: [
        'At an intersection point, $f(x) = 2x - 3$. Collect every term on one side to get a quadratic equation in $x$.',
        'Exactly one intersection point means that equation has exactly one solution. The condition on $k$ is itself a quadratic equation.',
      ],
      superhints: [
        '$x^2 + (k - 2)x + (k + 3) = 0$ has exactly one solution when $(k - 2)^2 - 4(k + 3) = 0$. Simplify; you need the sum of the solutions of this equation in $k$, not the solutions themselves.',
      ],
      explanation:
        'The graphs meet where $x^2 + kx + k = 2x - 3$, that is $x^2 + (k - 2)x + (k + 3) = 0$. They meet at exactly one point when this equation has exactly one solution, that is when its discriminant is $0$: $(k - 2)^2 - 4(k + 3) = k^2 - 8k - 8 = 0$. This equation in $k$ has the discriminant $64 + 32 = 96 > 0$, so there are two values of $k$, $4 - 2\\sqrt{6}$ and $4 + 2\\sqrt{6}$, and their sum is $8$ (the solutions of $k^2 + bk + c = 0$ add up to $-b$). For each value $f$ stays quadratic, since its $x^2$ coefficient is always $1$, and the parabola touches the line at one point. Setting $f(x) = 0$ instead of $f(x) = 2x - 3$ gives $k^2 - 4k = 0$ and the sum $4$; $-8$ takes the sum of the solutions as $b$ instead of $-b$.',
    });
  }

  // (12) the greatest of the minimum values of a family of parabolas
  {
    let best = -Infinity;
    for (let i = 0; i <= 200; i++) {
      const k = i / 20 - 5;
      const f = (x: number) => x * x - 2 * k * x + 3 * k + 4;
      best = Math.max(best, f(argMin(f, -10, 10)));
    }
    check(close(best, 25 / 4, 1e-6), 'the greatest minimum');
    s.typed({
      level: 5,
      body: 'The function $f$ is defined by $f(x) = x^2 - 2kx + 3k + 4$, where $k$ is a constant. For each value of $k$, let $m$ be the minimum value of $f$. What is the greatest possible value of $m$?',
      answer: frac(25, 4),
      hints: [
        'First find the minimum value of $f$ in terms of $k$ by completing the square.',
        'That minimum is itself a quadratic expression in $k$, with a greatest value.',
      ],
      superhints: [
        '$f(x) = (x - k)^2 - k^2 + 3k + 4$, so $m = -k^2 + 3k + 4$. Find the vertex of this parabola in $k$.',
      ],
      explanation:
        'Completing the square, $f(x) = (x - k)^2 - k^2 + 3k + 4$, so $m = -k^2 + 3k + 4$. This opens downward in $k$, with its greatest value at $k = \\frac{3}{2}$: $m = -\\frac{9}{4} + \\frac{9}{2} + 4 = \\frac{25}{4}$. The value $4$ is $m$ when $k = 0$ (or $k = 3$), and $\\frac{3}{2}$ is the $k$ that gives the greatest $m$, not $m$ itself.',
    });
  }

  // (13) the shift that leaves exactly one x-intercept
  {
    const a = -8 / (2 * -8); // f(0) = a(2)(-8) = -8
    const f = (x: number) => a * (x + 2) * (x - 8);
    const ks = [...Array(121).keys()]
      .map((i) => i / 4)
      .filter((k) => zeroCount((x) => f(x) + k) === 1);
    check(a === 0.5 && ks.join() === '12.5', 'k = 12.5');
    s.mcNumber({
      level: 4,
      body: 'The graph of the quadratic function $y = f(x)$ in the $xy$-plane has $x$-intercepts at $(-2, 0)$ and $(8, 0)$ and passes through the point $(0, -8)$. For what value of $k$ does the graph of $y = f(x) + k$ intersect the $x$-axis at exactly one point?',
      answer: 12.5,
      wrong: [3, 8, 25],
      show: (v) => `$${v}$`,
      hints: [
        'Write $f(x) = a(x + 2)(x - 8)$ and use the point $(0, -8)$ to find $a$.',
        'Adding $k$ moves the graph up; it touches the $x$-axis once when the vertex lands on it.',
      ],
      superhints: [
        'The vertex is at $x = 3$, halfway between the intercepts. Find $f(3)$; the needed $k$ is its opposite.',
      ],
      explain: (l) =>
        `$f(0) = a(2)(-8) = -16a = -8$, so $a = \\frac{1}{2}$. The vertex is at $x = 3$, and $f(3) = \\frac{1}{2}(5)(-5) = -12.5$. Raising the graph by $12.5$ puts the vertex on the $x$-axis, so $k = 12.5$. $25$ assumes $a = 1$, $8$ uses the $y$-intercept, and $3$ is the $x$-coordinate of the vertex. The answer is choice ${l}.`,
    });
  }

  // (14) the greatest profit at a whole-dollar price
  {
    const profit = (p: number) => (p - 15) * (400 - 8 * p);
    let best = -Infinity;
    for (let p = 15; p <= 50; p++) best = Math.max(best, profit(p));
    check(best === 2448 && profit(32.5) === 2450 && profit(32) === profit(33), 'whole dollars');
    s.mcNumber({
      level: 5,
      body: 'A store sells candles. When the price is $p$ dollars per candle, the store sells $400 - 8p$ candles per week. Each candle costs the store \\$15 to make. The store sets a price that is a whole number of dollars. What is the greatest possible weekly profit, in dollars, that the store can make from candles?',
      answer: best,
      wrong: [2000, 2450, 5000],
      show: (v) => `$${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '{,}')}$`,
      hints: [
        'Profit per candle is $p - 15$ dollars; multiply by the number sold.',
        'The profit is a quadratic in $p$. Where is its vertex, and is that price allowed?',
      ],
      superhints: [
        'The zeros of $(p - 15)(400 - 8p)$ are $p = 15$ and $p = 50$, so the vertex is at $p = 32.5$. Compare the profits at the nearest whole-dollar prices.',
      ],
      explain: (l) =>
        `The profit is $P(p) = (p - 15)(400 - 8p)$, with zeros $15$ and $50$ and its vertex at $p = 32.5$, where it would be $\\$2{,}450$. But the price must be whole dollars: $P(32) = 17 \\times 144 = 2{,}448$ and $P(33) = 18 \\times 136 = 2{,}448$, and the profit only falls farther from the vertex. So the greatest profit is $\\$2{,}448$. $\\$2{,}450$ needs a price of $\\$32.50$; $\\$5{,}000$ is the greatest revenue, not profit; and $\\$2{,}000$ is the profit at $p = 25$, the price that maximizes revenue. The answer is choice ${l}.`,
    });
  }

  // (15) a horizontal chord of a given length, from three points of the parabola
  {
    // through (1, 5), (5, 5) and (3, -3): ax^2 + bx + c by Cramer's rule on the 3-by-3 system
    const pts = [
      [1, 5],
      [5, 5],
      [3, -3],
    ] as const;
    const det3 = (m: number[][]) =>
      m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
      m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
      m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
    const M = pts.map(([x]) => [x * x, x, 1]);
    const D = det3(M);
    const [qa, qb, qc] = [0, 1, 2].map(
      (j) => det3(M.map((row, i) => row.map((v, k) => (k === j ? pts[i]![1] : v)))) / D,
    );
    const A = 2;
    const f = (x: number) => A * (x - 3) ** 2 - 3;
    check(qa === A && qb === -12 && qc === 15, 'the parabola through the points is 2(x - 3)^2 - 3');
    const ms = [...Array(401).keys()]
      .map((i) => i / 2 - 50)
      .filter((m) => {
        if (m <= -3) return false;
        const half = Math.sqrt((m + 3) / A);
        return close(2 * half, 6);
      });
    check(ms.length === 1 && ms[0] === 15 && f(0) === 15 && f(6) === 15, 'm = 15');
    s.typed({
      level: 4,
      body: 'The graph of the quadratic function $y = f(x)$ in the $xy$-plane passes through the points $(1, 5)$, $(5, 5)$ and $(3, -3)$. The horizontal line $y = m$ intersects the graph at two points that are $6$ units apart. What is the value of $m$?',
      answer: ms[0]!,
      hints: [
        'Two of the points have the same $y$-value. What does that say about the axis of symmetry, and about the third point?',
        'Two points of the graph at the same height are equally far from the axis of symmetry.',
      ],
      superhints: [
        'The axis is $x = 3$, so $(3, -3)$ is the vertex and $f(x) = a(x - 3)^2 - 3$; the point $(1, 5)$ gives $a$. Points $6$ units apart at the same height are $3$ units on each side of $x = 3$.',
      ],
      explanation:
        'The points $(1, 5)$ and $(5, 5)$ are at the same height, so the axis of symmetry is $x = 3$, and $(3, -3)$, on the axis, is the vertex: $f(x) = a(x - 3)^2 - 3$. Then $f(1) = 4a - 3 = 5$ gives $a = 2$. Two points of the graph $6$ units apart on a horizontal line are $3$ units on each side of the axis, at $x = 0$ and $x = 6$, so $m = f(0) = 2(9) - 3 = 15$. Taking $6$ as the distance from the axis gives $f(9) = 69$, and $5$ is the height of the chord from $x = 1$ to $x = 5$, which is only $4$ units long.',
    });
  }
}
