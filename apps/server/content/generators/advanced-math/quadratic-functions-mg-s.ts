// Generates questions/advanced-math/quadratic-functions.mg-s.generated.yaml (issue 39, series s).
// Levels 2 and 3 here (the axis from a factored form, the minimum from intercepts on a graph, a
// launch height by symmetry, a maximum tied to the y-intercept, a shifted vertex, a point on a
// parabola); the templates rated 4 and 5 are in quadratic-functions-mg-s-hard.ts.
// Each key is computed from the vertex form and confirmed another way: a scan of the function on
// a fine grid for its extreme value, substituting back, or testing every choice.
//   npx tsx content/generators/advanced-math/quadratic-functions-mg-s.ts
import { check, close } from '../lib/check.ts';
import { Plot } from '../lib/figure-kit/plot.ts';
import { itemSeries } from '../lib/item-series.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { argMin, quadraticHard } from './quadratic-functions-mg-s-hard.ts';

const LEVEL = {
  axis: 2,
  minFromGraph: 3,
  launchHeight: 3,
  maxAndIntercept: 3,
  shiftedVertex: 3,
  pointOnGraph: 2,
};

const s = itemSeries('quadratic-functions', 's', 3);

// (1) the axis of symmetry of a factored form
{
  const f = (x: number) => 2 * (x - 3) * (x + 5);
  const h = argMin(f, -10, 10);
  check(close(h, -1, 1e-6) && close(f(-1 - 2.5), f(-1 + 2.5)), 'axis x = -1');
  s.mcNumber({
    level: LEVEL.axis,
    body: 'The function $f$ is defined by $f(x) = 2(x - 3)(x + 5)$. The graph of $y = f(x)$ in the $xy$-plane has the line $x = h$ as its axis of symmetry. What is the value of $h$?',
    answer: -1,
    wrong: [1, 3, 4],
    show: (v) => `$${v}$`,
    hints: ['The axis of symmetry passes halfway between the two $x$-intercepts.'],
    superhints: ['The zeros are where a factor is $0$: $x = 3$ and $x = -5$. Average them.'],
    explain: (l) =>
      `The zeros of $f$ are $3$ and $-5$, and the axis of symmetry is halfway between them: $h = \\frac{3 + (-5)}{2} = -1$. $1$ takes the zeros as $-3$ and $5$, $4$ averages $3$ and $5$, and $3$ is one of the zeros, not the point halfway between them. The answer is choice ${l}.`,
  });
}

// (2) the minimum value from the intercepts labeled on a graph
{
  const f = (x: number) => (x + 1) * (x - 5);
  check(f(0) === -5 && close(f(argMin(f, -3, 7)), -9), 'minimum -9');
  const figure = new Plot({
    title:
      'Graph of an upward-opening parabola in the xy-plane with its x-intercepts labeled (-1, 0) and (5, 0) and its y-intercept labeled (0, -5)',
    xMin: -3,
    xMax: 7,
    yMin: -10,
    yMax: 4,
    yLabelEvery: 2,
  })
    .curve(f)
    .point(-1, 0, { label: '(-1, 0)', anchor: 'nw' })
    .point(5, 0, { label: '(5, 0)', anchor: 'ne' })
    .point(0, -5, { label: '(0, -5)', anchor: 'sw' })
    .save('advanced-math', s.upcomingId());
  s.mcNumber({
    level: LEVEL.minFromGraph,
    figure,
    body: 'The graph of the quadratic function $y = f(x)$ is shown, with its intercepts labeled. What is the minimum value of $f(x)$?',
    answer: -9,
    wrong: [-5, 2, 5],
    show: (v) => `$${v}$`,
    hints: ['The minimum is reached on the axis of symmetry, halfway between the $x$-intercepts.'],
    superhints: [
      'Write $f(x) = a(x + 1)(x - 5)$ and use the $y$-intercept to find $a$. Then evaluate $f$ at the midpoint of the $x$-intercepts.',
    ],
    explain: (l) =>
      `$f(x) = a(x + 1)(x - 5)$ and $f(0) = -5a = -5$, so $a = 1$. The axis is $x = 2$, and $f(2) = (3)(-3) = -9$. $-5$ is the $y$-intercept, not the lowest point; $2$ is the $x$-coordinate of the vertex, not the value of $f$; and $5$ is an $x$-intercept. The answer is choice ${l}.`,
  });
}

// (3) the launch height from the time of the maximum and one later height (symmetry)
{
  const peak = 1.5;
  const k = 40 + 16 * (3 - peak) ** 2;
  const h = (t: number) => -16 * (t - peak) ** 2 + k;
  check(
    h(3) === 40 &&
      h(0) === 40 &&
      close(
        argMin((t) => -h(t), 0, 4),
        peak,
      ),
    'h(0) = h(3)',
  );
  s.mcNumber({
    level: LEVEL.launchHeight,
    body: 'A ball is thrown upward from the top of a wall. Its height, in feet, $t$ seconds after it is thrown is $h(t) = -16t^2 + bt + c$, where $b$ and $c$ are constants. The ball reaches its greatest height $1.5$ seconds after it is thrown, and $3$ seconds after it is thrown its height is $40$ feet. How high is the top of the wall, in feet?',
    answer: 40,
    wrong: [0, 36, k],
    show: (v) => `$${v}$`,
    hints: [
      'The top of the wall is the height at $t = 0$.',
      'A parabola is symmetric about the time of its maximum.',
    ],
    superhints: [
      '$t = 0$ and $t = 3$ are the same distance from $t = 1.5$, so the ball has the same height at both times.',
    ],
    explain: (l) =>
      `The graph is symmetric about $t = 1.5$, and $t = 0$ and $t = 3$ are both $1.5$ seconds from it, so $h(0) = h(3) = 40$ feet. (In vertex form, $h(t) = -16(t - 1.5)^2 + ${k}$, and $h(0) = -36 + ${k} = 40$.) $${k}$ is the greatest height, $36$ is how far the ball falls from its peak in $1.5$ seconds, and $0$ would mean it was thrown from the ground. The answer is choice ${l}.`,
  });
}

// (4) a maximum value tied to the y-intercept
{
  const cs = [...Array(401).keys()]
    .map((i) => i / 20 - 10)
    .filter((c) => {
      const f = (x: number) => -(x ** 2) + 6 * x + c;
      return close(f(argMin((x) => -f(x), -10, 10)), 4 * f(0), 1e-6);
    });
  check(cs.length === 1 && cs[0] === 3, 'c = 3');
  const max = 9 + cs[0]!;
  s.mcNumber({
    level: LEVEL.maxAndIntercept,
    body: 'The function $f$ is defined by $f(x) = -x^2 + 6x + c$, where $c$ is a constant. The maximum value of $f$ is $4$ times the $y$-coordinate of the $y$-intercept of the graph of $y = f(x)$. What is the maximum value of $f$?',
    answer: max,
    wrong: [3, 9, 15],
    show: (v) => `$${v}$`,
    hints: ['The maximum is at the vertex, $x = 3$; the $y$-intercept is $f(0) = c$.'],
    superhints: ['$f(3) = 9 + c$. Set $9 + c = 4c$.'],
    explain: (l) =>
      `The vertex is at $x = -\\frac{6}{2(-1)} = 3$, and $f(3) = 9 + c$. The $y$-intercept is $c$, so $9 + c = 4c$, $c = 3$, and the maximum is $9 + 3 = ${max}$. $3$ is $c$, the $y$-intercept; $9$ is the maximum of $-x^2 + 6x$ without $c$; and $15$ adds $2c$. The answer is choice ${l}.`,
  });
}

// (5) the vertex of a horizontal shift
{
  const f = (x: number) => x ** 2 - 10 * x + 21;
  const g = (x: number) => f(x + 3);
  const v = argMin(g, -10, 10);
  check(close(v, 2, 1e-6) && close(g(v), -4), 'vertex (2, -4)');
  s.mcText({
    level: LEVEL.shiftedVertex,
    body: 'The function $f$ is defined by $f(x) = x^2 - 10x + 21$, and the function $g$ is defined by $g(x) = f(x + 3)$. What is the vertex of the graph of $y = g(x)$ in the $xy$-plane?',
    answer: '$(2, -4)$',
    wrong: ['$(8, -4)$', '$(5, -4)$', '$(2, 5)$'],
    hints: ['Find the vertex of the graph of $f$ first.'],
    superhints: [
      'The vertex of $f$ is at $x = 5$. Replacing $x$ with $x + 3$ shifts the graph $3$ units to the left.',
    ],
    explain: (l) =>
      `$f(x) = (x - 5)^2 - 4$, with vertex $(5, -4)$. Then $g(x) = (x + 3 - 5)^2 - 4 = (x - 2)^2 - 4$, so the vertex of $g$ is $(2, -4)$. $(8, -4)$ shifts the wrong way, $(5, -4)$ is the vertex of $f$, and $(2, 5)$ takes $f(2)$ as the $y$-coordinate. The answer is choice ${l}.`,
  });
}

// (6) a point on a parabola in vertex form
{
  const f = (x: number) => -2 * (x - 4) ** 2 + 7;
  check(f(6) === -1, 'f(6)');
  s.mcNumber({
    level: LEVEL.pointOnGraph,
    body: 'The graph of $y = -2(x - 4)^2 + 7$ in the $xy$-plane passes through the point $(6, k)$. What is the value of $k$?',
    answer: f(6),
    wrong: [3, 15, 23],
    show: (v) => `$${v}$`,
    hints: ['Substitute $x = 6$ and follow the order of operations.'],
    superhints: ['$(6 - 4)^2 = 4$; multiply by $-2$, then add $7$.'],
    explain: (l) =>
      `$k = -2(6 - 4)^2 + 7 = -2(4) + 7 = -1$. $3$ forgets to square ($-2 \\cdot 2 + 7$), $15$ drops the negative sign of $-2$, and $23$ squares $-2 \\cdot 2$. The answer is choice ${l}.`,
  });
}

quadraticHard(s);

writeGeneratedQuestions(
  'advanced-math',
  'quadratic-functions.mg-s',
  'generators/advanced-math/quadratic-functions-mg-s.ts',
  s.questions,
);
