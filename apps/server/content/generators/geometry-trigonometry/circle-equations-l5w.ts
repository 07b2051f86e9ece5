// Generates questions/geometry-trigonometry/circle-equations.l5w.generated.yaml (series l5w,
// level 5): a circle with a parameter that meets the two axes at exactly three points (two items:
// the circle through the origin is the case nothing names, and a tangency that looks right
// misses the other axis); the horizontal lines that cut a circle at two points with positive
// x-coordinates (both roots under a condition); the circles about the origin that touch a given
// circle once (inside as well as outside); and the shortest chord through a point inside a
// circle (an optimization).
// Every key is computed by completing the square and confirmed another way: the three-point
// circles by counting the axis points for every k of a fine grid, the lines by Vieta's
// conditions on a grid of k, the tangent circles from the least and greatest distances from the
// origin to a sampled circle, the chord by a scan over every direction through the point.
//   npx tsx content/generators/geometry-trigonometry/circle-equations-l5w.ts
import { check, close } from '../lib/check.ts';
import { L5wSeries, quadRoots, rootOpt, num } from './l5w-kit.ts';

// Level 5 for every template: a case most solvers miss (the circle through the origin, the
// internal tangency, the left intersection point) or an optimization nothing in the question
// sets up (the chord perpendicular to the line from the center).
const LEVEL = { threePoints: 5, positiveRoots: 5, tangentCircles: 5, shortestChord: 5 };
const s = new L5wSeries('circle-equations');
const term = (c: number, v: string) => (c === 0 ? '' : ` ${c < 0 ? '-' : '+'} ${Math.abs(c)}${v}`);
const list = (ks: number[]) => {
  const t = [...ks].sort((a, b) => a - b).map((k) => `$${k}$`);
  return t.length === 1 ? `${t[0]} only` : `${t.slice(0, -1).join(', ')} and ${t.at(-1)}`;
};

// ---------- (1, 2) a circle that meets the coordinate axes at exactly three points ----------
function threePoints(h: number, v: number, kOnRight: boolean, keyAt: number) {
  const [D, E] = [-2 * h, -2 * v];
  // F is the constant on the left of x^2 + y^2 + Dx + Ey + F = 0; r^2 = h^2 + v^2 - F
  const kOf = (F: number) => (kOnRight ? -F : F);
  const [near, far] =
    Math.abs(v) < Math.abs(h) ? [Math.abs(v), Math.abs(h)] : [Math.abs(h), Math.abs(v)];
  check(near < far && h !== 0 && v !== 0, 'a center off the axes, nearer to one axis');
  const nearAxis = Math.abs(v) < Math.abs(h) ? 'x' : 'y';
  const farAxis = nearAxis === 'x' ? 'y' : 'x';
  const rr = h * h + v * v;
  // tangent to the farther axis (r = far): it crosses the nearer one twice; through the origin
  const keyF = [0, rr - far * far];
  const trapF = rr - near * near; // tangent to the nearer axis: r = near misses the farther one
  // second way: count the distinct points on the axes for every F = j / 4 that gives a circle
  const found: number[] = [];
  for (let j = -4 * 200; j < 4 * rr; j++) {
    const F = j / 4;
    const pts = new Set<string>();
    for (const x of quadRoots(1, D, F)) pts.add(`${Math.round(x * 1e9) / 1e9 + 0},0`);
    for (const y of quadRoots(1, E, F)) pts.add(`0,${Math.round(y * 1e9) / 1e9 + 0}`);
    if (pts.size === 3) found.push(F);
  }
  check(found.length === 2 && found.every((F) => keyF.includes(F)), `three points at ${found}`);
  const [k0, kFar, kNear] = [kOf(0), kOf(keyF[1]!), kOf(trapF)];
  const eq = kOnRight
    ? `x^2 + y^2${term(D, 'x')}${term(E, 'y')} = k`
    : `x^2 + y^2${term(D, 'x')}${term(E, 'y')} + k = 0`;
  const rTex = kOnRight ? `${rr} + k` : `${rr} - k`;
  const key = list([k0, kFar]);
  const options = [list([kFar]), list([kFar, kNear]), list([k0, kFar, kNear])];
  options.splice(keyAt, 0, key);
  // the x-intercepts when the circle is tangent to the farther axis (there it crosses the nearer)
  const cross = nearAxis === 'x' ? quadRoots(1, D, keyF[1]!) : quadRoots(1, E, keyF[1]!);
  check(cross.length === 2, 'it crosses the nearer axis twice');
  s.mcText({
    level: LEVEL.threePoints,
    body: `In the $xy$-plane, the graph of $${eq}$, where $k$ is a constant, is a circle. The circle and the two coordinate axes have exactly three points in common. Which of the following gives all possible values of $k$?`,
    options: options as [string, string, string, string],
    keyIndex: keyAt,
    hints: [
      'Complete the square to find the center, and write the square of the radius in terms of $k$.',
      'A circle meets a line at $0$, $1$ or $2$ points. In what ways can the two axes together give exactly three points?',
    ],
    superhints: [
      `The center is $(${h}, ${v})$ and $r^2 = ${rTex}$. The $x$-axis is $${Math.abs(v)}$ units from the center and the $y$-axis is $${Math.abs(h)}$ units from it. A circle tangent to one axis must still cross the other one, and a point on both axes is counted once.`,
    ],
    explanation: `Completing the square gives center $(${h}, ${v})$ and $r^2 = ${rTex}$; the nearer axis, the $${nearAxis}$-axis, is $${near}$ from the center, and the $${farAxis}$-axis is $${far}$ from it. Tangent to the $${farAxis}$-axis, $r = ${far}$ and $k = ${kFar}$: the circle then crosses the $${nearAxis}$-axis twice, three points in all. Tangent to the $${nearAxis}$-axis, $r = ${near}$ and $k = ${kNear}$: the circle does not reach the $${farAxis}$-axis, one point in all. Through the origin, which is on both axes, $k = ${k0}$: the axis points are $(0, 0)$, $(${-D}, 0)$ and $(0, ${-E})$, three in all. Any other $k$ gives four, two, one or no points, so the possible values are ${key}.`,
    whys: [
      `${list([kFar])} misses the circle through the origin.`,
      `${list([kFar, kNear])} keeps $k = ${kNear}$, where the circle touches the $${nearAxis}$-axis but misses the $${farAxis}$-axis, and misses the circle through the origin.`,
      `${list([k0, kFar, kNear])} keeps $k = ${kNear}$, which gives one point only.`,
    ],
  });
}

threePoints(5, 4, false, 2);
threePoints(-4, 3, true, 3);

// ---------- (3) horizontal lines meeting a circle at two points with positive x ----------
{
  const [h, v, r] = [4, 3, 5]; // x^2 + y^2 - 8x - 6y = 0 passes through the origin
  check(h * h + v * v === r * r, 'through the origin');
  // two points: |k - v| < r; left point x = h - sqrt(r^2 - (k - v)^2) > 0: (k - v)^2 > r^2 - h^2
  const gap = Math.sqrt(r * r - h * h);
  const [lo, a, b, hi] = [v - r, v - gap, v + gap, v + r];
  check(lo === -2 && a === 0 && b === 6 && hi === 8, 'the interval ends');
  const inKey = (k: number) => (k > lo && k < a) || (k > b && k < hi);
  // second way: Vieta on x^2 - 8x + (k^2 - 6k) = 0 for k on a grid, ends included
  for (let j = -600; j <= 1200; j++) {
    const k = j / 100;
    const c = k * k - 2 * v * k;
    const disc = 4 * h * h - 4 * c;
    const both = disc > 1e-12 && 2 * h > 0 && c > 1e-12;
    check(both === inKey(k), `positive roots at k = ${k}`);
  }
  s.mcText({
    level: LEVEL.positiveRoots,
    body: `In the $xy$-plane, the line $y = k$, where $k$ is a constant, intersects the circle $x^2 + y^2 - ${2 * h}x - ${2 * v}y = 0$ at two points, and both points have positive $x$-coordinates. Which of the following describes all possible values of $k$?`,
    options: [
      `$${lo} < k < ${hi}$`,
      `$${lo} < k < ${a}$ or $${b} < k < ${hi}$`,
      `$k < ${a}$ or $k > ${b}$`,
      `$${b} < k < ${hi}$`,
    ],
    keyIndex: 1,
    hints: [
      'Complete the square to find the center and the radius of the circle.',
      'The two intersection points are symmetric about the vertical line through the center. Which of them could fail to have a positive $x$-coordinate?',
    ],
    superhints: [
      `The circle passes through the origin. For $y = k$, the two points are $x = ${h} \\pm \\sqrt{${r * r} - (k - ${v})^2}$. Require two points, and the smaller $x$ to be positive.`,
    ],
    explanation: `The circle is $(x - ${h})^2 + (y - ${v})^2 = ${r * r}$. The line $y = k$ meets it at two points when $|k - ${v}| < ${r}$, that is, $${lo} < k < ${hi}$, and the points are $x = ${h} \\pm \\sqrt{${r * r} - (k - ${v})^2}$. The larger is positive; the smaller is positive when $\\sqrt{${r * r} - (k - ${v})^2} < ${h}$, that is, $(k - ${v})^2 > ${r * r - h * h}$: $k < ${a}$ or $k > ${b}$. (The circle passes through $(0, ${a})$ and $(0, ${b})$, where the left point lies on the $y$-axis.) Both conditions together: $${lo} < k < ${a}$ or $${b} < k < ${hi}$.`,
    whys: [
      `$${lo} < k < ${hi}$ only asks for two points; for $${a} < k < ${b}$ the left point has a negative $x$-coordinate.`,
      `$k < ${a}$ or $k > ${b}$ forgets that the line must meet the circle at all.`,
      `$${b} < k < ${hi}$ misses the lines below the origin.`,
    ],
  });
}

// ---------- (4) circles about the origin tangent to a given circle, outside or inside ----------
{
  const [h, v, r2] = [6, 8, 5];
  const d = Math.hypot(h, v);
  const key = [d - r2, d + r2]; // tangent from outside, and with the given circle inside
  check(d === 10 && key[0] === 5 && key[1] === 15, 'distances');
  // second way: the least and greatest distances from the origin to the given circle, sampled
  let [least, most] = [Infinity, 0];
  const n = 720000;
  for (let i = 0; i < n; i++) {
    const t = (2 * Math.PI * i) / n;
    const dist = Math.hypot(h + r2 * Math.cos(t), v + r2 * Math.sin(t));
    least = Math.min(least, dist);
    most = Math.max(most, dist);
  }
  check(close(least, key[0]!, 1e-9) && close(most, key[1]!, 1e-9), 'extreme distances');
  // a radius between them meets the circle at two points (the distance crosses it twice)
  let crossings = 0;
  const mid = (key[0]! + key[1]!) / 2 + 0.3;
  for (let i = 0; i < n; i++) {
    const f = (j: number) =>
      Math.hypot(
        h + r2 * Math.cos((2 * Math.PI * j) / n),
        v + r2 * Math.sin((2 * Math.PI * j) / n),
      ) - mid;
    if (f(i) * f(i + 1) < 0) crossings++;
  }
  check(crossings === 2, 'two solutions in between');
  const c = h * h + v * v - r2 * r2;
  s.mcText({
    level: LEVEL.tangentCircles,
    body: `In the $xy$-plane, the system of equations $x^2 + y^2 = r^2$ and $x^2 + y^2 - ${2 * h}x - ${2 * v}y + ${c} = 0$, where $r$ is a positive constant, has exactly one real solution $(x, y)$. Which of the following gives all possible values of $r$?`,
    options: ['$5$ only', '$10$ only', '$15$ only', '$5$ and $15$'],
    keyIndex: 3,
    hints: [
      'Each equation is a circle. Find the center and the radius of the second one.',
      'Two circles have exactly one common point when they are tangent. In how many ways can two circles be tangent?',
    ],
    superhints: [
      `The second circle has center $(${h}, ${v})$ and radius $${r2}$, and its center is $${d}$ from the origin. The circle about the origin can touch it from outside, or it can enclose it and touch it at one point.`,
    ],
    explanation: `The second equation is $(x - ${h})^2 + (y - ${v})^2 = ${r2 * r2}$: center $(${h}, ${v})$, radius $${r2}$, and its center is $\\sqrt{${h}^2 + ${v}^2} = ${d}$ from the origin, the center of the first circle. One common point means the circles are tangent. Touching from outside: $r + ${r2} = ${d}$, so $r = ${key[0]}$. With the second circle inside the first: $r - ${r2} = ${d}$, so $r = ${key[1]}$. (The points of the second circle are between $${key[0]}$ and $${key[1]}$ from the origin, so any $r$ strictly between gives two solutions.) So $r$ is $5$ or $15$.`,
    whys: [
      '$5$ only misses the larger circle that encloses the second one.',
      `$10$ only is the distance between the centers: that circle passes through the center $(${h}, ${v})$ and crosses the second circle twice.`,
      '$15$ only misses the circle that touches the second one from outside.',
    ],
  });
}

// ---------- (5) the shortest chord through a point inside the circle ----------
{
  const [h, v, rhs] = [4, 3, 25]; // x^2 + y^2 - 8x - 6y = 25
  const r2 = rhs + h * h + v * v; // 50
  const d2 = h * h + v * v; // the origin is sqrt(25) = 5 from the center
  check(d2 < r2, 'the origin is inside');
  const shortest = 2 * Math.sqrt(r2 - d2);
  check(shortest === 10, 'shortest chord');
  // second way: every direction through the origin; the chord is the gap between the two roots
  // of |t u - c|^2 = r^2, t^2 - 2 (u . c) t + |c|^2 - r^2 = 0
  let least = Infinity;
  let at = 0;
  const n = 360000;
  for (let i = 0; i < n; i++) {
    const th = (Math.PI * i) / n;
    const [ux, uy] = [Math.cos(th), Math.sin(th)];
    const roots = quadRoots(1, -2 * (ux * h + uy * v), d2 - r2);
    const len = roots[1]! - roots[0]!;
    if (len < least) [least, at] = [len, th];
  }
  check(close(least, shortest, 1e-9), 'scan minimum');
  check(
    Math.abs(Math.cos(at) * h + Math.sin(at) * v) < 1e-3,
    'perpendicular to the line to the center',
  );
  const yAxis = quadRoots(1, -2 * v, -rhs); // the chord on the y-axis
  check(close(yAxis[1]! - yAxis[0]!, 2 * Math.sqrt(34)), 'y-axis chord');
  s.mc({
    level: LEVEL.shortestChord,
    body: `In the $xy$-plane, the origin lies inside the circle $x^2 + y^2 - ${2 * h}x - ${2 * v}y = ${rhs}$. Of all the chords of the circle that pass through the origin, what is the length of the shortest one?`,
    key: num(shortest),
    wrong: [
      num(
        shortest / 2,
        `$${shortest / 2}$ is half of the shortest chord, the leg of the right triangle.`,
      ),
      rootOpt(
        2,
        34,
        '$2\\sqrt{34}$ is the chord along the $y$-axis, shorter than the one along the $x$-axis but not the shortest.',
      ),
      rootOpt(10, 2, '$10\\sqrt{2}$ is the diameter, the longest chord through the origin.'),
    ],
    hints: [
      'Complete the square to find the center and the radius.',
      'A chord whose midpoint is $M$ is perpendicular to the radius through $M$. How far from the center can such a midpoint be?',
    ],
    superhints: [
      `The center is $(${h}, ${v})$ and $r^2 = ${r2}$. Half a chord is $\\sqrt{r^2 - m^2}$, where $m$ is the distance from the center to the chord, and that distance can be at most the distance from the center to the origin.`,
    ],
    explanation: `The circle is $(x - ${h})^2 + (y - ${v})^2 = ${r2}$. A chord at distance $m$ from the center has length $2\\sqrt{${r2} - m^2}$, so the shortest chord through the origin is the one farthest from the center. The distance from the center to a chord through the origin is at most the distance from the center to the origin, $\\sqrt{${h}^2 + ${v}^2} = 5$, reached when the chord is perpendicular to the segment from the center to the origin. Then the chord is $2\\sqrt{${r2} - 25} = 2 \\cdot 5 = ${shortest}$.`,
  });
}

s.write('circle-equations-l5w.ts');
