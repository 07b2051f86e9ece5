// Generates questions/geometry-trigonometry/right-triangle-trigonometry.mg-t.generated.yaml
// (branch mg-t): ratios from sides, a ramp, complementary angles, a tree's shadow, a sliding
// ladder, a trapezoid from a cosine, similar triangles, a complementary direction in the plane
// and a cofunction equation with a root to reject; the hardest items (an altitude, an angle of
// a triangle given by coordinates, two ships, two angles of elevation, a cut triangle, a tangent
// of 2) live in synthesis-right-triangle-trigonometry-models.ts.
//   npx tsx content/generators/geometry-trigonometry/synthesis-right-triangle-trigonometry.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { createRng } from '../lib/random.ts';
import { addTrigLevel4 } from './synthesis-right-triangle-trigonometry-level4.ts';
import { addTrigModels } from './synthesis-right-triangle-trigonometry-models.ts';
import { SynthesisBank, because, num } from './synthesis-common.ts';

// Levels: 2 one ratio, 3 a ratio and a second routine step, 4 a second fact to bring in (the
// ladder's new position, a trapezoid's height, which side of a similar triangle, a direction at
// the complementary angle, a root that makes an angle not acute). Similar triangles read through
// cos B, first 4, are 3 after the blind solve (solver 2; the rounded-up mean of the two ratings).
const LEVEL = { ratio: 2, ramp: 2, complementary: 3, scaled: 3, shadow: 3, similar: 3 };
const LEVEL4 = { ladder: 4, trapezoid: 4 };
const deg = (d: number) => (d * Math.PI) / 180;

const rng = createRng(77291);
const bank = new SynthesisBank('right-triangle-trigonometry');

// ---------- (1) cos A from two legs ----------
{
  const [a, b, c] = rng.pick([
    [20, 21, 29],
    [9, 40, 41],
    [12, 35, 37],
  ] as const);
  check(a * a + b * b === c * c && close(Math.cos(Math.atan2(b, a)), a / c), 'cos A');
  bank.mc({
    difficulty: LEVEL.ratio,
    body: `In right triangle $ABC$, angle $C$ is the right angle, $AC = ${a}$ and $BC = ${b}$. What is the value of $\\cos A$?`,
    correct: num(frac(a, c)),
    wrong: [
      because(
        num(frac(b, c)),
        `$\\frac{${b}}{${c}}$ is $\\sin A$, the opposite side over the hypotenuse.`,
      ),
      because(
        num(frac(a, b)),
        `$\\frac{${a}}{${b}}$ divides the two legs the wrong way round for $\\tan A$.`,
      ),
      because(num(frac(b, a)), `$\\frac{${b}}{${a}}$ is $\\tan A$.`),
      because(
        num(frac(c, a)),
        `$\\frac{${c}}{${a}}$ is the hypotenuse over the adjacent side, the reciprocal of $\\cos A$.`,
      ),
    ],
    letter: 'A',
    hints: ['Find the hypotenuse first.'],
    superhints: [
      '$\\cos A$ is the side adjacent to angle $A$ (not the hypotenuse) over the hypotenuse.',
    ],
    explanation: `The hypotenuse is $AB = \\sqrt{${a}^2 + ${b}^2} = ${c}$. The leg adjacent to $A$ is $AC = ${a}$, so $\\cos A = \\frac{${a}}{${c}}$.`,
  });
}

// ---------- (2) a ramp: the sine of its angle ----------
{
  const [rise, run] = rng.pick([
    [5, 12],
    [8, 15],
    [7, 24],
  ] as const);
  const len = Math.hypot(rise, run);
  check(Number.isInteger(len) && close(Math.sin(Math.atan2(rise, run)), rise / len), 'ramp');
  bank.fe({
    difficulty: LEVEL.ramp,
    body: `A straight wheelchair ramp rises $${rise}$ feet over a horizontal distance of $${run}$ feet. The ramp makes an angle of $\\theta$ with the horizontal ground. What is the value of $\\sin \\theta$?`,
    answer: frac(rise, len),
    hints: [
      'The ramp, the rise and the horizontal distance form a right triangle. Which side is the ramp?',
    ],
    superhints: [
      "Find the ramp's length with the Pythagorean theorem; $\\sin \\theta$ is the rise over that length.",
    ],
    explanation: `The ramp is the hypotenuse: $\\sqrt{${rise}^2 + ${run}^2} = ${len}$ feet. The side opposite $\\theta$ is the rise, so $\\sin \\theta = \\frac{${rise}}{${len}}$.`,
  });
}

// ---------- (3) sin x = cos y with x = 2y - 15 ----------
{
  const [p, q] = rng.pick([
    [2, 15],
    [2, 30],
  ] as const);
  const y = (90 + q) / (p + 1);
  const x = p * y - q;
  check(
    close(Math.sin(deg(x)), Math.cos(deg(y))) && x > 0 && x < 90 && y > 0 && y < 90,
    'cofunction',
  );
  bank.mc({
    difficulty: LEVEL.complementary,
    body: `Angles with measures $x^\\circ$ and $y^\\circ$ are acute, $\\sin(x^\\circ) = \\cos(y^\\circ)$, and $x = ${p}y - ${q}$. What is the value of $x$?`,
    correct: num(x),
    wrong: [
      because(num(y), `$${y}$ is the value of $y$, not $x$.`),
      because(
        num(q),
        `$${q}$ comes from setting $x = y$, as if the sine and cosine of one angle were equal.`,
      ),
      because(
        num(p * ((180 + q) / (p + 1)) - q),
        `$${p * ((180 + q) / (p + 1)) - q}$ comes from $x + y = 180$, and it is not acute.`,
      ),
    ],
    hints: ['For acute angles, when is the sine of one angle equal to the cosine of another?'],
    superhints: [
      '$\\sin(x^\\circ) = \\cos(y^\\circ)$ for acute angles exactly when $x + y = 90$. Substitute $x = ' +
        `${p}y - ${q}$.`,
    ],
    explanation: `The angles are complementary: $x + y = 90$. Then $${p}y - ${q} + y = 90$, so $y = ${y}$ and $x = ${x}$.`,
  });
}

// ---------- (4) a leg from the tangent and the hypotenuse ----------
{
  const [p, q, h, m] = rng.pick([
    [8, 15, 17, 3],
    [7, 24, 25, 2],
  ] as const);
  check(close(m * h * Math.sin(Math.atan(p / q)), m * p), 'scaled leg');
  bank.mc({
    difficulty: LEVEL.scaled,
    body: `In right triangle $PQR$, angle $R$ is the right angle and $\\tan P = \\frac{${p}}{${q}}$. The hypotenuse has length $${m * h}$. What is the length of the shorter leg of the triangle?`,
    correct: num(m * p),
    wrong: [
      because(num(p), `$${p}$ is the leg of the $${p}$-$${q}$-$${h}$ triangle before scaling.`),
      because(num(m * q), `$${m * q}$ is the longer leg.`),
      because(num(m * h), `$${m * h}$ is the hypotenuse itself.`),
    ],
    hints: [
      'The legs are in the ratio given by $\\tan P$. How long is the hypotenuse of that small triangle?',
    ],
    superhints: [
      `A triangle with legs $${p}$ and $${q}$ has hypotenuse $${h}$. Scale it to a hypotenuse of $${m * h}$.`,
    ],
    explanation: `The sides are in the ratio $${p} : ${q} : ${h}$. The hypotenuse $${m * h}$ is $${m}$ times $${h}$, so the shorter leg is $${m} \\cdot ${p} = ${m * p}$.`,
  });
}

// ---------- (5) a tree's shadow ----------
{
  const [ph, ps, ts] = [6, 8, 36];
  const th = (ph * ts) / ps;
  const line = Math.hypot(th, ts);
  check(close(Math.atan2(ph, ps), Math.atan2(th, ts)) && line === 45, 'same sun angle');
  bank.mc({
    difficulty: LEVEL.shadow,
    body: `At the same time of day, a person who is $${ph}$ feet tall casts a shadow $${ps}$ feet long, and a vertical tree casts a shadow $${ts}$ feet long on level ground. What is the distance, in feet, from the top of the tree to the tip of its shadow?`,
    correct: num(line),
    wrong: [
      because(num(th), `$${th}$ is the height of the tree, a leg, not the distance asked for.`),
      because(num(ts), `$${ts}$ is the shadow itself.`),
      because(
        num((ts * ps) / ph),
        `$${(ts * ps) / ph}$ sets up the proportion upside down (height over shadow on one side, shadow over height on the other).`,
      ),
      because(
        num(Math.hypot((ts * ps) / ph, ts)),
        `$${Math.hypot((ts * ps) / ph, ts)}$ uses the tree height from the upside-down proportion.`,
      ),
    ],
    letter: 'C',
    hints: ["The sun's rays make the same angle with the ground for the person and the tree."],
    superhints: [
      "The two right triangles are similar. Find the tree's height, then the hypotenuse of the tree's triangle.",
    ],
    explanation: `The triangles are similar, so $\\frac{h}{${ts}} = \\frac{${ph}}{${ps}}$ and the tree is $${th}$ feet tall. The distance from its top to the tip of the shadow is the hypotenuse: $\\sqrt{${th}^2 + ${ts}^2} = ${line}$ feet (the ratio $${ph} : ${ps} : 10$ scaled by $${ts / ps}$).`,
  });
}

// ---------- (6) a sliding ladder ----------
{
  const [L, foot, move] = [25, 7, 8];
  const top = Math.sqrt(L * L - foot * foot);
  const top2 = Math.sqrt(L * L - (foot + move) ** 2);
  check(top === 24 && top2 === 20, 'ladder positions');
  check(close(Math.sin(Math.acos((foot + move) / L)), top2 / L), 'new sine');
  bank.mc({
    difficulty: LEVEL4.ladder,
    body: `A $${L}$-foot ladder leans against a vertical wall, and the angle $\\theta$ between the ladder and the level ground satisfies $\\cos \\theta = \\frac{${foot}}{${L}}$. The foot of the ladder is then pulled $${move}$ feet farther from the wall, and the top of the ladder slides down the wall. What is the sine of the new angle between the ladder and the ground?`,
    correct: num(frac(top2, L)),
    wrong: [
      because(
        num(frac(foot + move, L)),
        `$\\frac{${foot + move}}{${L}}$ is the cosine of the new angle.`,
      ),
      because(num(frac(top, L)), `$\\frac{${top}}{${L}}$ is the sine of the original angle.`),
      because(
        num(frac(top - move, L)),
        `$\\frac{${top - move}}{${L}}$ assumes the top slides down the same $${move}$ feet that the foot moves out.`,
      ),
      because(num(frac(foot, L)), `$\\frac{${foot}}{${L}}$ is the original cosine.`),
    ],
    letter: 'D',
    hints: ['How far from the wall is the foot at first? How far after it is pulled?'],
    superhints: [
      `After the move the foot is $${foot + move}$ feet from the wall and the ladder is still $${L}$ feet long; find the new height of the top.`,
    ],
    explanation: `At first the foot is $${L} \\cdot \\frac{${foot}}{${L}} = ${foot}$ feet from the wall; then it is $${foot + move}$ feet away. The top is now $\\sqrt{${L}^2 - ${foot + move}^2} = ${top2}$ feet up, so the new sine is $\\frac{${top2}}{${L}} = \\frac{4}{5}$.`,
  });
}

// ---------- (7) an isosceles trapezoid from the cosine of a base angle ----------
{
  const [b1, b2, c, l] = [10, 26, 8, 17]; // cos = c / l
  const overhang = (b2 - b1) / 2;
  const leg = (overhang * l) / c;
  const h = Math.sqrt(leg * leg - overhang * overhang);
  const area = ((b1 + b2) / 2) * h;
  // check with coordinates: the shoelace formula on (0,0), (26,0), (18,h), (8,h)
  const P = [
    [0, 0],
    [b2, 0],
    [overhang + b1, h],
    [overhang, h],
  ];
  const shoelace =
    Math.abs(
      P.reduce((s, p, i) => s + p[0]! * P[(i + 1) % 4]![1]! - P[(i + 1) % 4]![0]! * p[1]!, 0),
    ) / 2;
  check(
    close(shoelace, area) && area === 270 && close(Math.cos(Math.atan2(h, overhang)), c / l),
    'trapezoid',
  );
  bank.mc({
    difficulty: LEVEL4.trapezoid,
    body: `An isosceles trapezoid has parallel sides of lengths $${b1}$ and $${b2}$. Each of the two acute angles of the trapezoid has a cosine of $\\frac{${c}}{${l}}$. What is the area of the trapezoid?`,
    correct: num(area),
    wrong: [
      because(
        num(((b1 + b2) / 2) * overhang),
        `$${((b1 + b2) / 2) * overhang}$ uses the end piece $${overhang}$ as the height.`,
      ),
      because(num(b1 * h), `$${b1 * h}$ is only the rectangle between the perpendiculars.`),
      because(num(area / 2), `$${area / 2}$ takes an extra $\\frac{1}{2}$.`),
    ],
    letter: 'D',
    hints: [
      'Drop perpendiculars from the ends of the shorter base to the longer base.',
      'How long is each piece of the longer base outside the shorter one?',
    ],
    superhints: [
      `Each end piece is $\\frac{${b2} - ${b1}}{2}$ long and is the side adjacent to the acute angle; the cosine then gives the leg, and the Pythagorean theorem the height.`,
    ],
    explanation: `The end pieces are $${overhang}$ long each. In the right triangle at each end, $\\cos = \\frac{${overhang}}{\\text{leg}} = \\frac{${c}}{${l}}$, so the leg is $${leg}$ and the height is $\\sqrt{${leg}^2 - ${overhang}^2} = ${h}$. The area is $\\frac{${b1} + ${b2}}{2} \\cdot ${h} = ${area}$.`,
  });
}

// ---------- (8) similar triangles read through a cosine ----------
{
  const [a, b, c, m] = [5, 12, 13, 3]; // cos B = a / c: BC = a, AC = b
  const DE = c * m;
  const DF = b * m;
  check(close(DE * Math.sin(Math.acos(a / c)), DF), 'DF through the sine of E');
  bank.mc({
    difficulty: LEVEL.similar,
    body: `In right triangle $ABC$, angle $C$ is the right angle and $\\cos B = \\frac{${a}}{${c}}$. Triangle $DEF$ is similar to triangle $ABC$, with vertices $D$, $E$ and $F$ corresponding to $A$, $B$ and $C$, respectively. If $DE = ${DE}$, what is the length of $\\overline{DF}$?`,
    correct: num(DF),
    wrong: [
      because(num(a * m), `$${a * m}$ is $EF$, the side adjacent to angle $E$.`),
      because(
        num(b),
        `$${b}$ is the side of the $${a}$-$${b}$-$${c}$ triangle before scaling to $DE = ${DE}$.`,
      ),
      because(
        num(frac(DE * b, a)),
        `$${(DE * b) / a}$ multiplies $DE$ by $\\tan B$, treating the hypotenuse as a leg.`,
      ),
      because(
        num(frac(DE * c, a)),
        `$${(DE * c) / a}$ divides $DE$ by $\\cos B$, as if $DE$ were the side adjacent to the angle.`,
      ),
    ],
    letter: 'B',
    hints: [
      'Corresponding angles are equal: $\\cos E = \\cos B$.',
      'Which side of triangle $DEF$ is the hypotenuse, and which is opposite angle $E$?',
    ],
    superhints: [
      `$\\overline{DE}$ is the hypotenuse and $\\overline{DF}$ is opposite $E$, so $DF = DE \\sin E$; find $\\sin B$ from the cosine.`,
    ],
    explanation: `$\\cos B = \\frac{${a}}{${c}}$ gives $\\sin B = \\frac{${b}}{${c}}$. In triangle $DEF$, $\\overline{DE}$ corresponds to the hypotenuse $\\overline{AB}$ and $\\overline{DF}$ to $\\overline{AC}$, the side opposite $B$. So $DF = ${DE} \\cdot \\frac{${b}}{${c}} = ${DF}$.`,
  });
}

addTrigLevel4(bank);
addTrigModels(bank, rng);

bank.write('synthesis-right-triangle-trigonometry.ts');
