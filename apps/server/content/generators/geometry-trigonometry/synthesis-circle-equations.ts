// Generates questions/geometry-trigonometry/circle-equations.mg-t.generated.yaml (branch mg-t):
// a radius by completing the square, a circle through the origin, a circle through three
// points, a chord cut by a line, and the level-5 items: a parameter fixed by the radius and the
// center's quadrant, a circle that must stay inside one quadrant, the common chord of two
// circles, a least distance with two cases, and an arc cut off by the x-axis. Keys are exact;
// each is confirmed numerically (points substituted back, scans over the parameter).
//   npx tsx content/generators/geometry-trigonometry/synthesis-circle-equations.ts
import { check, close } from '../lib/check.ts';
import { SynthesisBank, because, num, piOpt, rootOpt } from './synthesis-common.ts';

// Levels: 3 completing the square once, 4 a second fact (a right angle inscribed in the circle,
// a chord's distance from the center), 5 a parameter with a case most solvers miss, a system of
// two circles, or an equation turned into an arc through a special triangle.
const LEVEL = { radius: 3, origin: 3, threePoints: 4, chord: 4, hard: 5 };
const bank = new SynthesisBank('circle-equations');
/** x² + y² + Dx + Ey + F at (x, y). */
const general = (D: number, E: number, F: number) => (x: number, y: number) =>
  x * x + y * y + D * x + E * y + F;

// ---------- (1) a radius by completing the square ----------
{
  const [D, E, F] = [-6, 10, -2];
  const r2 = (D / 2) ** 2 + (E / 2) ** 2 - F;
  check(r2 === 36 && close(general(D, E, F)(3 + 6, -5), 0), 'radius 6');
  bank.mc({
    difficulty: LEVEL.radius,
    body: 'The equation $x^2 + y^2 - 6x + 10y - 2 = 0$ defines a circle in the $xy$-plane. What is the radius of the circle?',
    correct: num(6),
    wrong: [
      because(rootOpt(1, 2), '$\\sqrt{2}$ takes the square root of the constant term.'),
      because(
        rootOpt(4, 2),
        '$4\\sqrt{2}$ comes from $9 + 25 - 2$: the $2$ must be added when it moves to the right side.',
      ),
      because(rootOpt(1, 34), '$\\sqrt{34}$ leaves out the constant term.'),
      because(num(36), '$36$ is the square of the radius.'),
    ],
    letter: 'D',
    hints: ['Complete the square in $x$ and in $y$.'],
    superhints: ['$(x - 3)^2 + (y + 5)^2 = 2 + 9 + 25$; the right side is $r^2$.'],
    explanation:
      'Completing the squares: $(x - 3)^2 - 9 + (y + 5)^2 - 25 - 2 = 0$, so $(x - 3)^2 + (y + 5)^2 = 36$ and the radius is $\\sqrt{36} = 6$.',
  });
}

// ---------- (2) a circle through the origin ----------
{
  const [h, k] = [3, -4];
  const r2 = h * h + k * k;
  const x = 2 * h; // (x - h)² + k² = r² on the x-axis: x = 0 or 2h
  check(close((x - h) ** 2 + k * k, r2) && x === 6, 'second x-intercept');
  bank.fe({
    difficulty: LEVEL.origin,
    body: `A circle in the $xy$-plane has its center at $(${h}, ${k})$ and passes through the origin. The circle also passes through the point $(a, 0)$, where $a \\ne 0$. What is the value of $a$?`,
    answer: x,
    hints: ['Find $r^2$ from the fact that the origin is on the circle.'],
    superhints: [`Substitute $y = 0$ into $(x - ${h})^2 + (y + ${-k})^2 = r^2$ and solve for $x$.`],
    explanation: `$r^2 = ${h}^2 + ${-k}^2 = ${r2}$. On the $x$-axis, $(x - ${h})^2 + ${k * k} = ${r2}$ gives $(x - ${h})^2 = ${h * h}$, so $x = 0$ or $x = ${x}$; thus $a = ${x}$. (The center is on the perpendicular bisector of the two intercepts.)`,
  });
}

// ---------- (3) the circle through three points ----------
{
  const pts = [
    [1, 2],
    [9, 2],
    [1, 8],
  ];
  const [h, k, r2] = [5, 5, 25]; // the right angle at (1, 2): the hypotenuse is a diameter
  check(
    pts.every(([x, y]) => close((x! - h) ** 2 + (y! - k) ** 2, r2)),
    'three points on the circle',
  );
  bank.mcOrdered({
    difficulty: LEVEL.threePoints,
    body: 'Which of the following is an equation of the circle in the $xy$-plane that passes through the points $(1, 2)$, $(9, 2)$ and $(1, 8)$?',
    options: [
      '$(x - 5)^2 + (y - 5)^2 = 5$',
      '$(x + 5)^2 + (y + 5)^2 = 25$',
      '$(x - 5)^2 + (y - 5)^2 = 100$',
      '$(x - 5)^2 + (y - 5)^2 = 25$',
    ],
    correctIndex: 3,
    hints: [
      'The segments from $(1, 2)$ to the other two points are horizontal and vertical. What angle do they form?',
    ],
    superhints: [
      'An inscribed right angle intercepts a diameter, so the segment from $(9, 2)$ to $(1, 8)$ is a diameter: its midpoint is the center.',
    ],
    explanation:
      'The angle at $(1, 2)$ is a right angle, so the segment from $(9, 2)$ to $(1, 8)$ is a diameter. Its midpoint $(5, 5)$ is the center and its length $\\sqrt{8^2 + 6^2} = 10$ makes the radius $5$: $(x - 5)^2 + (y - 5)^2 = 25$. The equation with $5$ on the right uses the radius instead of its square, the one with $100$ uses the diameter, and $(x + 5)^2 + (y + 5)^2 = 25$ has its center at $(-5, -5)$.',
  });
}

// ---------- (4) the chord cut by a horizontal line ----------
{
  const [D, E, F, yLine] = [-10, 4, -140, 10];
  const [h, k] = [-D / 2, -E / 2];
  const r = Math.sqrt(h * h + k * k - F);
  const half = Math.sqrt(r * r - (yLine - k) ** 2);
  // check: the intersection points satisfy the equation
  check(
    r === 13 &&
      close(general(D, E, F)(h + half, yLine), 0) &&
      close(general(D, E, F)(h - half, yLine), 0),
    'chord',
  );
  bank.mc({
    difficulty: LEVEL.chord,
    body: 'The line $y = 10$ intersects the circle $x^2 + y^2 - 10x + 4y - 140 = 0$ at two points. What is the distance between the two points?',
    correct: num(2 * half),
    wrong: [
      because(num(half), `$${half}$ is half of the chord.`),
      because(num(24), '$24$ is twice the distance from the center to the line.'),
      because(num(26), '$26$ is the diameter, the longest chord.'),
    ],
    hints: ['Find the center and radius of the circle.', 'How far is the center from the line?'],
    superhints: [
      'The distance from the center to the line, half the chord and the radius form a right triangle.',
    ],
    explanation: `$(x - 5)^2 + (y + 2)^2 = 25 + 4 + 140 = 169$: center $(5, -2)$, radius $13$. The center is $10 - (-2) = 12$ below the line, so half the chord is $\\sqrt{13^2 - 12^2} = ${half}$ and the chord is $${2 * half}$ long.`,
  });
}

// ---------- (5) the parameter fixed by the radius and the center's quadrant ----------
{
  // x² + y² + 4x - 2ky + k = 0: center (-2, k), r² = 4 + k² - k = 16 → k = 4 or k = -3
  const ks: number[] = [];
  for (let k = -50; k <= 50; k++) if (4 + k * k - k === 16) ks.push(k);
  const inQ3 = ks.filter((k) => k < 0);
  check(ks.length === 2 && inQ3.length === 1 && inQ3[0] === -3, 'k');
  check(close(general(4, 6, -3)(-2 + 4, -3), 0), 'a point of the circle with k = -3');
  bank.fe({
    difficulty: LEVEL.hard,
    body: 'In the $xy$-plane, the graph of $x^2 + y^2 + 4x - 2ky + k = 0$, where $k$ is a constant, is a circle with radius $4$ whose center lies in Quadrant III. What is the value of $k$?',
    answer: -3,
    hints: [
      'Complete the square in $y$ with $k$ left as a letter.',
      'Which sign must the $y$-coordinate of a point in Quadrant III have?',
    ],
    superhints: [
      '$(x + 2)^2 + (y - k)^2 = 4 + k^2 - k$. Set the right side equal to $16$; of the two solutions, keep the one that puts the center $(-2, k)$ in Quadrant III.',
    ],
    explanation:
      "$(x + 2)^2 + (y - k)^2 = 4 + k^2 - k$, so the center is $(-2, k)$ and $4 + k^2 - k = 16$. Then $k^2 - k - 12 = 0$, $(k - 4)(k + 3) = 0$, and $k = 4$ or $k = -3$. In Quadrant III the center's $y$-coordinate is negative, so $k = -3$.",
  });
}

// ---------- (6) a circle that must stay inside Quadrant IV ----------
{
  // x² + y² - 4x + 6y + k = 0: center (2, -3), r² = 13 - k; inside Q IV needs 0 < r < 2
  const ok: number[] = [];
  for (let k = -100; k <= 100; k++) {
    const r2 = 13 - k;
    if (r2 <= 0) continue;
    const r = Math.sqrt(r2);
    // every point of the circle has x > 0 and y < 0: its leftmost x and top y
    if (2 - r > 0 && -3 + r < 0) ok.push(k);
  }
  check(ok.length === 3 && ok.join() === '10,11,12', 'integer k');
  bank.fe({
    difficulty: LEVEL.hard,
    body: 'In the $xy$-plane, the graph of $x^2 + y^2 - 4x + 6y + k = 0$ is a circle, and every point of the circle lies in Quadrant IV. How many integer values of $k$ are possible?',
    answer: ok.length,
    hints: [
      'Find the center and write $r^2$ in terms of $k$.',
      'How close is the center to each axis? The circle must not reach either axis.',
    ],
    superhints: [
      'The center is $(2, -3)$ and $r^2 = 13 - k$. The circle stays off the $y$-axis only if $r < 2$, and it is a circle only if $r^2 > 0$.',
    ],
    explanation:
      '$(x - 2)^2 + (y + 3)^2 = 13 - k$. The center $(2, -3)$ is $2$ from the $y$-axis and $3$ from the $x$-axis, so the circle stays in Quadrant IV when $0 < r < 2$, that is $0 < 13 - k < 4$, or $9 < k < 13$. The integers are $10$, $11$ and $12$: three values. ($k = 13$ gives a single point, not a circle.)',
  });
}

// ---------- (7) the common chord of two circles ----------
{
  // x² + y² = 25 and x² + y² - 12x - 6y + 35 = 0 meet at (3, 4) and (5, 0)
  const pts = [
    [3, 4],
    [5, 0],
  ];
  check(
    pts.every(
      ([x, y]) => close(general(0, 0, -25)(x!, y!), 0) && close(general(-12, -6, 35)(x!, y!), 0),
    ),
    'both points on both circles',
  );
  // check: subtracting gives 12x + 6y = 60, i.e. y = 10 - 2x; substituting gives exactly these two x
  const xs = [3, 5].filter((x) => close(x * x + (10 - 2 * x) ** 2, 25));
  check(xs.length === 2, 'line of the chord');
  const len = Math.hypot(2, 4);
  check(close(len, 2 * Math.sqrt(5)), 'chord length');
  bank.mc({
    difficulty: LEVEL.hard,
    also: ['circles'],
    body: 'In the $xy$-plane, the circles $x^2 + y^2 = 25$ and $x^2 + y^2 - 12x - 6y + 35 = 0$ intersect at two points. What is the distance between the two points?',
    correct: rootOpt(2, 5),
    wrong: [
      because(rootOpt(1, 10), '$\\sqrt{10}$ is the radius of the second circle.'),
      because(num(5), '$5$ is the radius of the first circle.'),
      because(
        rootOpt(3, 5),
        '$3\\sqrt{5}$ is the distance between the centers $(0, 0)$ and $(6, 3)$.',
      ),
      because(
        rootOpt(4, 5),
        "$4\\sqrt{5}$ doubles the distance, as if the points were a radius apart from the chord's midpoint in each direction.",
      ),
    ],
    letter: 'A',
    hints: [
      'Subtract one equation from the other: the squared terms cancel.',
      'The line you get passes through both intersection points.',
    ],
    superhints: [
      'Subtracting gives $12x + 6y - 35 = 25$, so $y = 10 - 2x$. Substitute into $x^2 + y^2 = 25$.',
    ],
    explanation:
      'Subtracting the equations gives $12x + 6y = 60$, so $y = 10 - 2x$. Then $x^2 + (10 - 2x)^2 = 25$ gives $5x^2 - 40x + 75 = 0$, $x^2 - 8x + 15 = 0$, so $x = 3$ or $x = 5$: the points are $(3, 4)$ and $(5, 0)$. Their distance is $\\sqrt{2^2 + 4^2} = \\sqrt{20} = 2\\sqrt{5}$.',
  });
}

// ---------- (8) a least distance with two cases ----------
{
  // x² + y² - 4x - 2y = k: center (2, 1), r² = 5 + k; the point (14, 10) is 15 from the center
  const dCenter = Math.hypot(14 - 2, 10 - 1);
  const found: number[] = [];
  for (let k = -4; k <= 2000; k++) {
    const r = Math.sqrt(5 + k);
    if (close(Math.abs(dCenter - r), 10)) found.push(k);
  }
  check(dCenter === 15 && found.join() === '20,620', 'two circles');
  bank.fe({
    difficulty: LEVEL.hard,
    body: 'In the $xy$-plane, the graph of $x^2 + y^2 - 4x - 2y = k$ is a circle, where $k$ is a constant. The least distance between the point $(14, 10)$ and a point on the circle is $10$. What is the sum of all possible values of $k$?',
    answer: found[0]! + found[1]!,
    hints: [
      'Find the center and write the radius in terms of $k$.',
      'The point $(14, 10)$ could be outside the circle, or inside it.',
    ],
    superhints: [
      'The center $(2, 1)$ is $15$ from $(14, 10)$. Outside: the least distance is $15 - r$. Inside: it is $r - 15$. Each gives a radius, and $r^2 = 5 + k$.',
    ],
    explanation:
      '$(x - 2)^2 + (y - 1)^2 = 5 + k$, so $r^2 = 5 + k$, and the center is $\\sqrt{12^2 + 9^2} = 15$ from $(14, 10)$. If the point is outside the circle, $15 - r = 10$, $r = 5$ and $k = 20$. If it is inside, $r - 15 = 10$, $r = 25$ and $k = 620$. The sum is $640$.',
  });
}

// ---------- (9) the arc cut off by the x-axis ----------
{
  // x² + y² - 6y = 27: center (0, 3), r = 6; the x-axis is 3 from the center
  const r = 6;
  const half = Math.sqrt(r * r - 9);
  const central = 2 * Math.acos(3 / r); // angle AOB
  check(
    close(central, (2 * Math.PI) / 3) && close(general(0, -6, -27)(half, 0), 0),
    'central angle 120°',
  );
  bank.mc({
    difficulty: LEVEL.hard,
    also: ['circles'],
    body: 'In the $xy$-plane, the circle $x^2 + y^2 - 6y = 27$ intersects the $x$-axis at points $A$ and $B$. What is the length of the minor arc $AB$ of the circle?',
    correct: piOpt(4),
    wrong: [
      because(piOpt(2), '$2\\pi$ uses a central angle of $60^\\circ$.'),
      because(
        rootOpt(6, 3),
        '$6\\sqrt{3}$ is the length of the chord $\\overline{AB}$, not of the arc.',
      ),
      because(piOpt(8), '$8\\pi$ is the major arc.'),
      because(piOpt(12), '$12\\pi$ is the whole circumference.'),
      because(piOpt(36), '$36\\pi$ is the area of the circle, not a length.'),
    ],
    letter: 'A',
    hints: [
      'Complete the square to find the center and radius.',
      'Draw the radii to $A$ and $B$ and the perpendicular from the center to the $x$-axis.',
    ],
    superhints: [
      'The center $(0, 3)$ is $3$ from the $x$-axis and the radius is $6$: each half of angle $AOB$ has cosine $\\frac{3}{6}$.',
    ],
    explanation:
      '$x^2 + (y - 3)^2 = 36$: center $(0, 3)$, radius $6$. The $x$-axis meets it where $x^2 = 27$, at $(\\pm 3\\sqrt{3}, 0)$. In the right triangle from the center, the leg to the axis is $3$ and the hypotenuse is $6$, so each half of angle $AOB$ is $60^\\circ$ and angle $AOB = 120^\\circ$. The minor arc is $\\frac{120}{360} \\cdot 12\\pi = 4\\pi$.',
  });
}

bank.write('synthesis-circle-equations.ts');
