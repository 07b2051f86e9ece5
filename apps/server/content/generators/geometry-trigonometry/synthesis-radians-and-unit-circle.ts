// Generates questions/geometry-trigonometry/radians-and-unit-circle.mg-t.generated.yaml (branch
// mg-t): degrees to radians, a clock's minute hand, a chord from an arc length, a point of the
// unit circle known by its distance to (1, 0), a sine equal to a cosine with a second family of
// solutions, and an equation whose division by sin θ would lose solutions. Keys are exact; each
// is confirmed numerically (a scan of the interval finds exactly the solutions listed).
//   npx tsx content/generators/geometry-trigonometry/synthesis-radians-and-unit-circle.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { SynthesisBank, because, num, piOpt, piTex, rootOpt } from './synthesis-common.ts';

// Levels: 2 one conversion, 3 a fraction of a turn, 4 the central angle from an arc and a special
// triangle, 5 an equation with a case most solvers miss (sin u = sin v also when u = π - v;
// solutions lost by dividing). The unit-circle point with a quadrant condition, first 5, is 4
// after the blind solve (solver 3; the rounded-up mean of the two ratings).
const LEVEL = { convert: 2, clock: 3, chord: 4, distance: 4, sineCosine: 5, lost: 5 };
const bank = new SynthesisBank('radians-and-unit-circle');

/** Zeros of f on (a, b): sign changes on a fine grid, refined by bisection. */
function zeros(f: (x: number) => number, a: number, b: number, n = 200000): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    let [lo, hi] = [a + ((b - a) * i) / n, a + ((b - a) * (i + 1)) / n];
    if (f(lo) === 0) out.push(lo);
    else if (f(lo) * f(hi) < 0) {
      for (let k = 0; k < 60; k++) {
        const m = (lo + hi) / 2;
        if (f(lo) * f(m) <= 0) hi = m;
        else lo = m;
      }
      out.push(lo);
    }
  }
  return out;
}

// ---------- (1) degrees to radians ----------
{
  const d = 225;
  const r = frac(d, 180);
  check(close((d * Math.PI) / 180, (r.n / r.d) * Math.PI), 'conversion');
  bank.mc({
    difficulty: LEVEL.convert,
    body: `What is the measure, in radians, of an angle of $${d}^\\circ$?`,
    correct: piOpt(r),
    wrong: [
      because(piOpt(frac(d, 360)), '$\\frac{5\\pi}{8}$ divides by $360$ instead of $180$.'),
      because(piOpt(frac(3, 4)), '$\\frac{3\\pi}{4}$ is $135^\\circ$.'),
      because(piOpt(frac(7, 4)), '$\\frac{7\\pi}{4}$ is $315^\\circ$.'),
      because(
        piOpt(frac(180, d)),
        `$\\frac{4\\pi}{5}$ uses the ratio $\\frac{180}{${d}}$ upside down.`,
      ),
    ],
    letter: 'D',
    hints: ['$180^\\circ$ is $\\pi$ radians.'],
    superhints: [`Multiply $${d}$ by $\\frac{\\pi}{180}$ and simplify.`],
    explanation: `$${d} \\cdot \\frac{\\pi}{180} = \\frac{${d}\\pi}{180} = \\frac{5\\pi}{4}$.`,
  });
}

// ---------- (2) a clock's minute hand ----------
{
  const [len, minutes] = [6, 35];
  const k = frac(minutes * 2 * len, 60);
  check(close(len * ((minutes / 60) * 2 * Math.PI), (k.n / k.d) * Math.PI) && k.n === 7, 'arc');
  bank.mc({
    difficulty: LEVEL.clock,
    body: `The minute hand of a clock is $${len}$ inches long. From 12:10 to 12:45, the tip of the minute hand travels along an arc. What is the length of the arc, in inches?`,
    correct: piOpt(k),
    wrong: [
      because(
        piOpt(frac(k.n, 2 * k.d)),
        `$${piTex(frac(k.n, 2 * k.d))}$ uses $\\pi r$ instead of $2\\pi r$.`,
      ),
      because(piOpt(2 * len), `$${2 * len}\\pi$ is the whole circumference.`),
      because(
        piOpt(frac(minutes * len * len, 60)),
        `$${piTex(frac(minutes * len * len, 60))}$ is the area of the sector the hand sweeps.`,
      ),
    ],
    hints: ['What fraction of a full turn does the minute hand make in that time?'],
    superhints: [
      `The hand turns $\\frac{${minutes}}{60}$ of a turn; the full circle has circumference $2\\pi \\cdot ${len}$.`,
    ],
    explanation: `From 12:10 to 12:45 is $${minutes}$ minutes, $\\frac{${minutes}}{60}$ of a turn. The arc is $\\frac{${minutes}}{60} \\cdot ${2 * len}\\pi = ${k.n}\\pi$ inches.`,
  });
}

// ---------- (3) a chord from the length of its arc ----------
{
  const r = 8;
  const arc = frac(2 * r, 3); // × π: central angle 2π/3
  const chord = r * Math.sqrt(3);
  check(close(2 * r * Math.sin(((arc.n / arc.d) * Math.PI) / r / 2), chord), 'chord');
  bank.mc({
    difficulty: LEVEL.chord,
    body: `Points $A$ and $B$ lie on a circle with radius $${r}$, and the minor arc $AB$ has length $\\frac{${arc.n}\\pi}{${arc.d}}$. What is the length of chord $\\overline{AB}$?`,
    correct: rootOpt(r, 3),
    wrong: [
      because(num(r), `$${r}$ is the chord when the central angle is $\\frac{\\pi}{3}$.`),
      because(
        rootOpt(r, 2),
        `$${r}\\sqrt{2}$ is the chord when the central angle is $\\frac{\\pi}{2}$.`,
      ),
      because(
        piOpt(arc),
        `$\\frac{${arc.n}\\pi}{${arc.d}}$ is the arc itself; a chord is shorter than its arc.`,
      ),
      because(num(2 * r), `$${2 * r}$ is a diameter.`),
    ],
    letter: 'C',
    hints: ['The arc length is the radius times the central angle in radians.'],
    superhints: ['Find the central angle, then split triangle $AOB$ into two right triangles.'],
    explanation: `The central angle is $\\frac{${arc.n}\\pi / ${arc.d}}{${r}} = \\frac{2\\pi}{3}$ ($120^\\circ$). Triangle $AOB$ splits into two $30^\\circ$-$60^\\circ$-$90^\\circ$ triangles with hypotenuse $${r}$, so half the chord is $${r / 2}\\sqrt{3}$ and the chord is $${r}\\sqrt{3}$.`,
  });
}

// ---------- (4) a point of the unit circle known by its distance to (1, 0) ----------
{
  // (cos θ - 1)² + sin² θ = 2 - 2 cos θ = 3 → cos θ = -1/2; quadrant II → θ = 2π/3
  const found = zeros(
    (t) => Math.hypot(Math.cos(t) - 1, Math.sin(t)) - Math.sqrt(3),
    0,
    2 * Math.PI,
  );
  const inQ2 = found.filter((t) => Math.cos(t) < 0 && Math.sin(t) > 0);
  check(found.length === 2 && inQ2.length === 1 && close(inQ2[0]!, (2 * Math.PI) / 3, 1e-9), 'θ');
  bank.mc({
    difficulty: LEVEL.distance,
    body: 'In the $xy$-plane, point $P$ lies on the unit circle and in Quadrant II, and $P$ is the terminal point of an angle $\\theta$ in standard position, where $0 < \\theta < 2\\pi$. The distance from $P$ to the point $(1, 0)$ is $\\sqrt{3}$. What is the value of $\\theta$?',
    correct: piOpt(frac(2, 3)),
    wrong: [
      because(
        piOpt(frac(1, 3)),
        '$\\frac{\\pi}{3}$ has $\\cos \\theta = \\frac{1}{2}$, the sign lost; its point is $1$ from $(1, 0)$.',
      ),
      because(
        piOpt(frac(5, 6)),
        '$\\frac{5\\pi}{6}$ has $\\sin \\theta = \\frac{1}{2}$, mixing up sine and cosine.',
      ),
      because(
        piOpt(frac(4, 3)),
        '$\\frac{4\\pi}{3}$ is also $\\sqrt{3}$ from $(1, 0)$, but its point is in Quadrant III.',
      ),
      because(
        piOpt(frac(3, 4)),
        '$\\frac{3\\pi}{4}$ gives a distance of $\\sqrt{2 + \\sqrt{2}}$, not $\\sqrt{3}$.',
      ),
    ],
    letter: 'A',
    hints: [
      'Write $P$ as $(\\cos \\theta, \\sin \\theta)$ and use the distance formula.',
      'Use $\\sin^2 \\theta + \\cos^2 \\theta = 1$ to simplify.',
    ],
    superhints: [
      'The squared distance is $(\\cos \\theta - 1)^2 + \\sin^2 \\theta = 2 - 2\\cos \\theta$. Set it equal to $3$ and use the quadrant.',
    ],
    explanation:
      '$(\\cos \\theta - 1)^2 + \\sin^2 \\theta = \\cos^2 \\theta + \\sin^2 \\theta - 2\\cos \\theta + 1 = 2 - 2\\cos \\theta$. Setting this equal to $(\\sqrt{3})^2 = 3$ gives $\\cos \\theta = -\\frac{1}{2}$, so $\\theta = \\frac{2\\pi}{3}$ or $\\frac{4\\pi}{3}$. In Quadrant II, $\\theta = \\frac{2\\pi}{3}$.',
  });
}

// ---------- (5) sin(3x) = cos(x + π/10): two families of solutions ----------
{
  // sin(3x) = sin(2π/5 - x): 3x = 2π/5 - x → x = π/10, or 3x = π - (2π/5 - x) → x = 3π/10
  const sols = zeros((x) => Math.sin(3 * x) - Math.cos(x + Math.PI / 10), 1e-9, Math.PI / 2 - 1e-9);
  check(
    sols.length === 2 &&
      close(sols[0]!, Math.PI / 10, 1e-9) &&
      close(sols[1]!, (3 * Math.PI) / 10, 1e-9),
    'two solutions',
  );
  const k = frac(2, 5);
  check(close(sols[0]! + sols[1]!, (k.n / k.d) * Math.PI, 1e-9), 'sum');
  bank.fe({
    difficulty: LEVEL.sineCosine,
    body: 'The sum of all solutions of the equation $\\sin(3x) = \\cos\\left(x + \\frac{\\pi}{10}\\right)$ with $0 < x < \\frac{\\pi}{2}$ is $k\\pi$. What is the value of $k$?',
    answer: k,
    hints: [
      'Rewrite the cosine as a sine: $\\cos u = \\sin\\left(\\frac{\\pi}{2} - u\\right)$.',
      'Two angles have the same sine when they are equal, and also when they add up to $\\pi$.',
    ],
    superhints: [
      'The equation becomes $\\sin(3x) = \\sin\\left(\\frac{2\\pi}{5} - x\\right)$. Solve $3x = \\frac{2\\pi}{5} - x$ and $3x = \\pi - \\left(\\frac{2\\pi}{5} - x\\right)$, keeping the solutions between $0$ and $\\frac{\\pi}{2}$.',
    ],
    explanation:
      '$\\cos\\left(x + \\frac{\\pi}{10}\\right) = \\sin\\left(\\frac{\\pi}{2} - x - \\frac{\\pi}{10}\\right) = \\sin\\left(\\frac{2\\pi}{5} - x\\right)$. Equal angles: $3x = \\frac{2\\pi}{5} - x$ gives $x = \\frac{\\pi}{10}$. Supplementary angles: $3x = \\pi - \\frac{2\\pi}{5} + x$ gives $x = \\frac{3\\pi}{10}$, also in the interval (check: $\\sin\\frac{9\\pi}{10} = \\sin\\frac{\\pi}{10} = \\cos\\frac{2\\pi}{5}$). Adding $2\\pi$ to either angle leaves the interval. The sum is $\\frac{4\\pi}{10} = \\frac{2\\pi}{5}$, so $k = \\frac{2}{5}$, which may be entered as 2/5 or .4.',
  });
}

// ---------- (6) tan θ = 2 sin θ: solutions lost by dividing ----------
{
  // sin θ (1 - 2 cos θ) = 0 with cos θ ≠ 0: θ = 0, π, π/3, 5π/3 on [0, 2π)
  const g = (t: number) => Math.sin(t) * (1 - 2 * Math.cos(t));
  const inside = zeros(g, 1e-7, 2 * Math.PI - 1e-7); // interior zeros: π/3, π, 5π/3
  const all = [0, ...inside];
  check(
    all.length === 4 &&
      all.every((t) => Math.abs(Math.cos(t)) > 0.1 && close(Math.tan(t), 2 * Math.sin(t), 1e-7)),
    'four solutions',
  );
  bank.fe({
    difficulty: LEVEL.lost,
    body: 'How many values of $\\theta$ with $0 \\le \\theta < 2\\pi$ satisfy $\\tan \\theta = 2\\sin \\theta$?',
    answer: all.length,
    hints: [
      'Write $\\tan \\theta$ as $\\frac{\\sin \\theta}{\\cos \\theta}$ and move everything to one side.',
      'Do not divide both sides by $\\sin \\theta$: it can be $0$.',
    ],
    superhints: [
      'Multiplying by $\\cos \\theta$ (which is not $0$ where $\\tan \\theta$ exists) gives $\\sin \\theta(1 - 2\\cos \\theta) = 0$. Count the solutions of each factor.',
    ],
    explanation:
      '$\\frac{\\sin \\theta}{\\cos \\theta} = 2\\sin \\theta$ gives $\\sin \\theta (1 - 2\\cos \\theta) = 0$ (where $\\cos \\theta \\ne 0$). $\\sin \\theta = 0$ gives $\\theta = 0$ and $\\pi$; $\\cos \\theta = \\frac{1}{2}$ gives $\\frac{\\pi}{3}$ and $\\frac{5\\pi}{3}$. None makes $\\cos \\theta = 0$, so there are $4$ solutions; dividing by $\\sin \\theta$ would find only $2$.',
  });
}

bank.write('synthesis-radians-and-unit-circle.ts');
