// Generates questions/geometry-trigonometry/pythagorean-theorem.mg-t.generated.yaml (branch
// mg-t): a shortcut across a park, a distance in the plane, a box's diagonal from the diagonals
// of its faces, a folded rectangle, and the shortest path over the surface of a box. Each key is
// confirmed a second way (coordinates, or every candidate computed and compared).
//   npx tsx content/generators/geometry-trigonometry/synthesis-pythagorean-theorem.ts
import { check, close } from '../lib/check.ts';
import { foldFigure } from './synthesis-figures-triangles.ts';
import { SynthesisBank, because, num, rootOpt } from './synthesis-common.ts';

// Levels: 2 one use of the distance formula, 3 the theorem and a second step, 4 the sum of the
// squares of the face diagonals (an insight, but one step after it), 5 a fold to model with an
// unknown on both sides, or a net of a box to unfold and three paths to compare.
const LEVEL = { distance: 2, park: 3, faces: 4, fold: 5, ant: 5 };
const bank = new SynthesisBank('pythagorean-theorem');

// ---------- (1) a shortcut across a rectangular park ----------
{
  const [a, b] = [120, 50];
  const diag = Math.hypot(a, b);
  check(diag === 130 && a + b - diag === 40, 'shortcut');
  bank.mc({
    difficulty: LEVEL.park,
    body: `A rectangular park is $${a}$ meters long and $${b}$ meters wide. Instead of walking along two sides of the park from one corner to the opposite corner, Nadia walks straight along the diagonal. How many meters shorter is her walk?`,
    correct: num(a + b - diag),
    wrong: [
      because(num(a - b), `$${a - b}$ is the difference of the two sides.`),
      because(num(diag), `$${diag}$ is the length of the diagonal, not the saving.`),
      because(num(a + b), `$${a + b}$ is the walk along two sides.`),
    ],
    letter: 'A',
    hints: [
      'The diagonal is the hypotenuse of a right triangle whose legs are two sides of the park.',
    ],
    superhints: [`Find $\\sqrt{${a}^2 + ${b}^2}$ and compare it with $${a} + ${b}$.`],
    explanation: `Along two sides she would walk $${a} + ${b} = ${a + b}$ meters. The diagonal is $\\sqrt{${a}^2 + ${b}^2} = \\sqrt{${a * a + b * b}} = ${diag}$ meters, so the walk is $${a + b} - ${diag} = ${a + b - diag}$ meters shorter.`,
  });
}

// ---------- (2) a distance in the plane ----------
{
  const [p, q] = [
    [-3, 5],
    [9, -4],
  ];
  const dx = q[0]! - p[0]!;
  const dy = q[1]! - p[1]!;
  const d = Math.hypot(dx, dy);
  check(d === 15, 'distance');
  bank.mc({
    difficulty: LEVEL.distance,
    body: `In the $xy$-plane, what is the distance between the points $(${p[0]}, ${p[1]})$ and $(${q[0]}, ${q[1]})$?`,
    correct: num(d),
    wrong: [
      because(
        rootOpt(1, 37),
        '$\\sqrt{37}$ adds the coordinates, $(9 + (-3))^2 + (-4 + 5)^2$, instead of subtracting them.',
      ),
      because(
        num(Math.abs(dx) + Math.abs(dy)),
        `$${Math.abs(dx) + Math.abs(dy)}$ adds the horizontal and vertical distances instead of using the Pythagorean theorem.`,
      ),
      because(num(dx), `$${dx}$ is only the horizontal distance.`),
      because(num(d * d), `$${d * d}$ is the square of the distance.`),
    ],
    letter: 'C',
    hints: ['Find how far apart the points are horizontally and vertically.'],
    superhints: ['The distance is $\\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.'],
    explanation: `The horizontal distance is $9 - (-3) = ${dx}$ and the vertical distance is $|-4 - 5| = ${Math.abs(dy)}$, so the distance is $\\sqrt{${dx}^2 + ${Math.abs(dy)}^2} = \\sqrt{${d * d}} = ${d}$.`,
  });
}

// ---------- (3) a box's diagonal from the diagonals of its faces ----------
{
  const [a, b, c] = [2, 3, 6];
  const faces = [a * a + b * b, b * b + c * c, a * a + c * c]; // 13, 45, 40
  const D = Math.sqrt(faces.reduce((s, f) => s + f, 0) / 2);
  check(D === Math.hypot(a, b, c) && D === 7, 'space diagonal');
  bank.fe({
    difficulty: LEVEL.faces,
    body: `The diagonals of three faces of a rectangular box that meet at one corner have lengths $\\sqrt{${faces[0]}}$, $\\sqrt{${faces[2]}}$ and $\\sqrt{${faces[1]}}$. What is the length of a diagonal of the box, from one corner to the opposite corner through the inside of the box?`,
    answer: D,
    hints: [
      'Call the edges $a$, $b$ and $c$. Write the square of each face diagonal.',
      "The box's diagonal is $\\sqrt{a^2 + b^2 + c^2}$.",
    ],
    superhints: [
      `Adding the three equations $a^2 + b^2 = ${faces[0]}$, $a^2 + c^2 = ${faces[2]}$ and $b^2 + c^2 = ${faces[1]}$ gives $2(a^2 + b^2 + c^2)$.`,
    ],
    explanation: `Adding the squares of the face diagonals gives $${faces[0]} + ${faces[2]} + ${faces[1]} = ${faces[0]! + faces[1]! + faces[2]!} = 2(a^2 + b^2 + c^2)$, so $a^2 + b^2 + c^2 = ${D * D}$ and the diagonal is $\\sqrt{${D * D}} = ${D}$ (the edges are $${a}$, $${b}$ and $${c}$, but they are not needed).`,
  });
}

// ---------- (4) a folded rectangle ----------
{
  const [w, h] = [8, 10]; // AB = w, BC = h
  const bf = Math.sqrt(h * h - w * w);
  const fc = h - bf;
  const de = (fc * fc + w * w) / (2 * w); // x² = fc² + (w - x)²
  // check with coordinates: A (0,0), D (h,0), E (h,de), F (bf,w): AF = AD and EF = ED
  check(close(Math.hypot(bf, w), h) && close(Math.hypot(h - bf, w - de), de) && de === 5, 'fold');
  const id = bank.nextId();
  bank.fe({
    difficulty: LEVEL.fold,
    body: `Rectangle $ABCD$ has $AB = ${w}$ and $BC = ${h}$. The rectangle is folded along segment $\\overline{AE}$, with $E$ on $\\overline{CD}$, so that corner $D$ lands on point $F$ on $\\overline{BC}$, as shown. What is the length of $\\overline{DE}$?`,
    figure: foldFigure(id, w, h, de),
    answer: de,
    hints: [
      'Folding does not change lengths: $AF = AD$ and $EF = ED$.',
      'Find $BF$ first, then $FC$.',
    ],
    superhints: [
      `$AF = ${h}$ and $AB = ${w}$ give $BF$. With $DE = x$, triangle $ECF$ has legs $FC$ and $${w} - x$ and hypotenuse $x$.`,
    ],
    explanation: `$AF = AD = ${h}$, so $BF = \\sqrt{${h}^2 - ${w}^2} = ${bf}$ and $FC = ${fc}$. With $DE = EF = x$, $EC = ${w} - x$, and right triangle $ECF$ gives $x^2 = ${fc}^2 + (${w} - x)^2$, so $0 = ${fc * fc + w * w} - ${2 * w}x$ and $x = ${de}$.`,
  });
}

// ---------- (5) the shortest path over the surface of a box ----------
{
  const [l, w, h] = [12, 4, 5];
  const paths = [Math.hypot(l, w + h), Math.hypot(l + w, h), Math.hypot(l + h, w)];
  const best = Math.min(...paths);
  check(best === 15 && paths[0] === best, 'unfolded paths');
  bank.mc({
    difficulty: LEVEL.ant,
    body: `A closed box shaped like a rectangular prism is $${l}$ inches long, $${w}$ inches wide and $${h}$ inches tall. An ant walks on the outside surface of the box from one bottom corner to the top corner farthest from it. What is the length, in inches, of the shortest such path?`,
    correct: num(best),
    wrong: [
      because(
        rootOpt(1, l * l + w * w + h * h),
        `$\\sqrt{${l * l + w * w + h * h}}$ goes straight through the inside of the box, which the ant cannot do.`,
      ),
      because(
        rootOpt(1, (l + w) ** 2 + h * h),
        `$\\sqrt{${(l + w) ** 2 + h * h}}$ unfolds the box with the length and width side by side; that path is longer.`,
      ),
      because(
        rootOpt(1, (l + h) ** 2 + w * w),
        `$\\sqrt{${(l + h) ** 2 + w * w}}$ unfolds the box with the length and height side by side; that path is longer.`,
      ),
      because(num(l + w + h), `$${l + w + h}$ follows three edges of the box.`),
    ],
    letter: 'A',
    hints: [
      'Unfold two faces of the box into one flat rectangle; on it the shortest path is a straight line.',
      'There is more than one way to unfold. Compare them.',
    ],
    superhints: [
      `Unfolding makes a right triangle whose legs are one edge and the sum of the other two: try $${l}$ with $${w} + ${h}$, $${w}$ with $${l} + ${h}$, and $${h}$ with $${l} + ${w}$.`,
    ],
    explanation: `Unfolded, the path is the hypotenuse of a right triangle with legs $${l}$ and $${w} + ${h} = ${w + h}$: $\\sqrt{${l * l} + ${(w + h) ** 2}} = ${best}$. The other two unfoldings give $\\sqrt{${(l + w) ** 2 + h * h}}$ and $\\sqrt{${(l + h) ** 2 + w * w}}$, both longer.`,
  });
}

bank.write('synthesis-pythagorean-theorem.ts');
