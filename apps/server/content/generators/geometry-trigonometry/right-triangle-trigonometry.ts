// Generates questions/geometry-trigonometry/right-triangle-trigonometry.generated.yaml and its
// figures: ratios from sides, complementary ratios, perimeters, angles of depression, similarity.
// Run: npx tsx content/generators/geometry-trigonometry/right-triangle-trigonometry.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check, close } from '../lib/check.ts';
import { frac, fracTex } from '../lib/fraction.ts';
import { add, centroid, pt, type Pt } from '../lib/figure-kit/vector.ts';
import { Figure } from '../lib/figure-kit/figure.ts';
import { fitFrame } from '../lib/figure-kit/frame.ts';
import { SHADE, SHADE_2 } from '../lib/figure-kit/palette.ts';
import { acceptedForms } from '../lib/answer-forms.ts';
import { choicesFrom, finish } from './common.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(31415);
const questions: BankQuestion[] = [];
const C = ['right-triangle-trigonometry'];
const triples = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
] as const;

/** Right triangle figure: right angle at `names[1]`, horizontal leg `h`, vertical leg `v`. */
function triFigure(
  title: string,
  h: number,
  v: number,
  names: [string, string, string],
  labels: [string, string, string],
) {
  const f = new Figure(380, 250, title);
  const { map } = fitFrame([pt(0, 0), pt(h, 0), pt(h, v)], 380, 250, 44);
  const P = [map(pt(0, 0)), map(pt(h, 0)), map(pt(h, v))] as [Pt, Pt, Pt];
  f.poly(P, { fill: SHADE });
  f.rightAngle(P[1], P[0], P[2]);
  const g = centroid(P);
  f.sideLabel(P[0], P[1], labels[0], g, 16);
  f.sideLabel(P[1], P[2], labels[1], g, 16);
  f.sideLabel(P[0], P[2], labels[2], g, 16);
  f.vertexNames(P, names, 17);
  return f;
}

// ---- g001 (d1, MC): a tangent read from the figure.
{
  const [a, b, c] = rng.pick([triples[1], triples[2]]);
  // Triangle J K L: right angle at K, JK = b (horizontal), KL = a (vertical), JL = c.
  const f = triFigure(
    `Right triangle JKL with right angle at K, JK = ${b}, KL = ${a} and JL = ${c}`,
    b,
    a,
    ['J', 'K', 'L'],
    [`${b}`, `${a}`, `${c}`],
  );
  const id = 'right-triangle-trigonometry-g001';
  const tanJ = a / b;
  check(close(tanJ, Math.tan(Math.atan2(a, b))), 'tan J');
  const { choices, answer } = choicesFrom({ tex: `\\frac{${a}}{${b}}`, key: a / b }, [
    { tex: `\\frac{${a}}{${c}}`, key: a / c },
    { tex: `\\frac{${b}}{${c}}`, key: b / c },
    { tex: `\\frac{${b}}{${a}}`, key: b / a },
  ]);
  questions.push({
    id,
    concepts: C,
    difficulty: 1,
    type: 'multiple_choice',
    body: `In right triangle $JKL$ shown, angle $K$ is a right angle. What is the value of $\\tan J$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      'Tangent is $\\frac{\\text{opposite}}{\\text{adjacent}}$.',
      'The hypotenuse is not used for the tangent.',
    ],
    superhints: [
      `From angle $J$, the opposite side is $\\overline{KL}$ and the adjacent leg is $\\overline{JK}$. Divide the first by the second.`,
    ],
    explanation: `From $J$, the opposite side is $KL = ${a}$ and the adjacent side is $JK = ${b}$, so $\\tan J = \\frac{${a}}{${b}}$. The other choices are $\\sin J = \\frac{${a}}{${c}}$, $\\cos J = \\frac{${b}}{${c}}$ and $\\tan L = \\frac{${b}}{${a}}$.`,
  });
}

// ---- g002 (d2, FE): cosine of the other acute angle, with scaled sides.
{
  const [a, b, c] = rng.pick([triples[0], triples[3]]);
  const s = rng.pick([2, 3]);
  const [A, B, Cc] = [a * s, b * s, c * s];
  // Triangle X Y Z: right angle at Y, XY = B (horizontal), YZ = A (vertical), XZ = Cc.
  const f = triFigure(
    `Right triangle XYZ with right angle at Y, XY = ${B}, YZ = ${A} and XZ = ${Cc}`,
    B,
    A,
    ['X', 'Y', 'Z'],
    [`${B}`, `${A}`, `${Cc}`],
  );
  const id = 'right-triangle-trigonometry-g002';
  const { n, d } = frac(A, Cc);
  check(close(n / d, Math.cos(Math.atan2(B, A))), 'cos Z');
  questions.push({
    id,
    concepts: C,
    difficulty: 2,
    type: 'free_entry',
    body: `In right triangle $XYZ$ shown, angle $Y$ is a right angle. What is the value of $\\cos Z$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    accepted: acceptedForms(frac(n, d)),
    hints: [
      'Cosine is $\\frac{\\text{adjacent}}{\\text{hypotenuse}}$.',
      'Stand at vertex $Z$: which leg touches $Z$?',
    ],
    superhints: [
      `The leg adjacent to $Z$ is $\\overline{YZ}$ and the hypotenuse is $\\overline{XZ}$. Write the ratio and reduce it.`,
    ],
    explanation: `From $Z$, the adjacent leg is $YZ = ${A}$ and the hypotenuse is $XZ = ${Cc}$, so $\\cos Z = \\frac{${A}}{${Cc}} = ${fracTex(frac(A, Cc))}$. Any equivalent form, such as the decimal, is also correct.`,
  });
}

// ---- g003 (d3, MC): sin B from tan A (complementary angles).
{
  const [a, b, c] = rng.pick([triples[2], triples[4]]);
  // tan A = a/b: opposite A is a, adjacent is b. sin B = b/c = cos A.
  check(close(b / c, Math.sin(Math.PI / 2 - Math.atan(a / b))), 'sin B = cos A');
  const { choices, answer } = choicesFrom({ tex: `\\frac{${b}}{${c}}`, key: b / c }, [
    { tex: `\\frac{${a}}{${c}}`, key: a / c },
    { tex: `\\frac{${b}}{${a}}`, key: b / a },
    { tex: `\\frac{${c}}{${b}}`, key: c / b },
  ]);
  questions.push({
    id: 'right-triangle-trigonometry-g003',
    concepts: [...C, 'pythagorean-theorem'],
    difficulty: 3,
    type: 'multiple_choice',
    body: `In triangle $ABC$, angle $C$ is a right angle and $\\tan A = \\frac{${a}}{${b}}$. What is the value of $\\sin B$?`,
    figurePosition: 'top',
    choices,
    answer,
    hints: [
      `Sketch a right triangle with legs that match $\\tan A$: $${a}$ opposite $A$ and $${b}$ adjacent to $A$.`,
      'Find the hypotenuse, then look at the triangle from angle $B$.',
    ],
    superhints: [
      `The hypotenuse is $\\sqrt{${a}^2 + ${b}^2}$. From $B$, the opposite side is the leg that was adjacent to $A$. (Also, $\\sin B = \\cos A$ because $A$ and $B$ are complementary.)`,
    ],
    explanation: `With $BC = ${a}$ and $AC = ${b}$, the hypotenuse is $AB = \\sqrt{${a * a} + ${b * b}} = ${c}$. From $B$, the opposite side is $AC = ${b}$, so $\\sin B = \\frac{${b}}{${c}}$ (which equals $\\cos A$). The value $\\frac{${a}}{${c}}$ is $\\sin A$.`,
  });
}

// ---- g004 (d3, FE): hypotenuse from tan A and the perimeter.
{
  const [a, b, c] = rng.pick([triples[1], triples[2]]);
  const k = rng.pick([2, 3, 4]);
  const per = k * (a + b + c);
  const hyp = k * c;
  check(close(Math.hypot(k * a, k * b), hyp) && k * a + k * b + hyp === per, 'perimeter');
  questions.push({
    id: 'right-triangle-trigonometry-g004',
    concepts: C,
    difficulty: 3,
    type: 'free_entry',
    body: `In right triangle $RST$, angle $T$ is a right angle and $\\tan R = \\frac{${a}}{${b}}$. The perimeter of the triangle is $${per}$. What is the length of the hypotenuse $\\overline{RS}$?`,
    figurePosition: 'top',
    accepted: [String(hyp)],
    hints: [
      '$\\tan R = \\frac{' +
        a +
        '}{' +
        b +
        '}$ fixes the shape of the triangle, not its size: the legs are $' +
        a +
        'k$ and $' +
        b +
        'k$ for some $k > 0$.',
      'Express the hypotenuse in terms of $k$ too.',
    ],
    superhints: [
      `The hypotenuse is $\\sqrt{(${a}k)^2 + (${b}k)^2} = ${c}k$, so the perimeter is $(${a} + ${b} + ${c})k = ${per}$. Solve for $k$, then find $${c}k$.`,
    ],
    explanation: `The legs are $${a}k$ and $${b}k$, and the hypotenuse is $\\sqrt{${a * a}k^2 + ${b * b}k^2} = ${c}k$. The perimeter is $${a + b + c}k = ${per}$, so $k = ${k}$ and $RS = ${c} \\cdot ${k} = ${hyp}$.`,
  });
}

// ---- g005 (d3, FE): an angle of depression.
{
  const ctx = rng.pick([
    { from: 'the top of a vertical cliff', high: 'cliff', obj: 'a boat on the water' },
    { from: 'a lighthouse window', high: 'window', obj: 'a buoy on the water' },
  ]);
  const [p, q] = rng.pick([
    [3, 4],
    [5, 12],
    [4, 3],
  ] as const);
  const H = p * rng.pick([15, 20]);
  const dist = (H * q) / p;
  check(close(H / dist, p / q) && Number.isInteger(dist), 'angle of depression');
  questions.push({
    id: 'right-triangle-trigonometry-g005',
    concepts: C,
    difficulty: 3,
    type: 'free_entry',
    body: `From ${ctx.from}, $${H}$ meters above the water, the angle of depression to ${ctx.obj} is $\\theta$, where $\\tan\\theta = \\frac{${p}}{${q}}$. What is the horizontal distance, in meters, from the base of the ${ctx.high} to the ${ctx.obj.split(' ')[1]}?`,
    figurePosition: 'top',
    accepted: [String(dist)],
    hints: [
      'The angle of depression is measured down from the horizontal. By alternate interior angles it equals the angle of elevation from the water looking up.',
      'In that right triangle, the height is opposite the angle and the horizontal distance is adjacent.',
    ],
    superhints: [`Write $\\tan\\theta = \\frac{${H}}{d} = \\frac{${p}}{${q}}$ and solve for $d$.`],
    explanation: `The angle of elevation from the ${ctx.obj.split(' ')[1]} is also $\\theta$, with the height $${H}$ opposite and the distance $d$ adjacent. So $\\frac{${H}}{d} = \\frac{${p}}{${q}}$ and $d = \\frac{${H} \\cdot ${q}}{${p}} = ${dist}$ meters.`,
  });
}

// ---- g006 (d4, FE): angle DBC congruent to angle A inside a right triangle.
{
  const s = rng.pick([4, 5, 8]);
  const [BC, AC] = [3 * s, 4 * s];
  const DC = (BC * BC) / AC;
  const AD = AC - DC;
  // Independent check with coordinates: C = (0,0), A = (AC, 0), B = (0, BC), D = (DC, 0).
  const angA = Math.atan2(BC, AC);
  const angDBC = Math.atan2(DC, BC);
  check(close(angA, angDBC) && close(AD, AC - BC * Math.tan(angA)), 'angle DBC equals angle A');
  const f = new Figure(
    400,
    260,
    `Right triangle ABC with right angle at C and point D on AC; angle DBC and angle A marked congruent`,
  );
  const { map } = fitFrame([pt(0, 0), pt(AC, 0), pt(0, BC)], 400, 260, 40);
  const [Cp, Ap, Bp, Dp] = [map(pt(0, 0)), map(pt(AC, 0)), map(pt(0, BC)), map(pt(DC, 0))];
  f.poly([Cp, Ap, Bp], { fill: SHADE });
  f.poly([Cp, Dp, Bp], { fill: SHADE_2 });
  f.rightAngle(Cp, Ap, Bp);
  f.angleArc(Ap, Cp, Bp, 30);
  f.angleArc(Bp, Cp, Dp, 30);
  f.text(add(Cp, pt(-14, 8)), 'C', { italic: true });
  f.text(add(Ap, pt(14, 8)), 'A', { italic: true });
  f.text(add(Bp, pt(-14, -4)), 'B', { italic: true });
  f.text(add(Dp, pt(0, 16)), 'D', { italic: true });
  const id = 'right-triangle-trigonometry-g006';
  const { n, d } = frac(AD * 4, 4);
  questions.push({
    id,
    concepts: [...C, 'triangles'],
    difficulty: 4,
    type: 'free_entry',
    body: `In triangle $ABC$ shown, angle $C$ is a right angle, $AC = ${AC}$ and $\\tan A = \\frac{3}{4}$. Point $D$ lies on $\\overline{AC}$ so that angle $DBC$ is congruent to angle $A$. What is the length of $\\overline{AD}$?`,
    figure: f.save('geometry-trigonometry', id),
    figurePosition: 'top',
    accepted: acceptedForms(frac(n, d)),
    hints: [
      'Use $\\tan A$ to find $BC$ first.',
      'In right triangle $DBC$, the angle at $B$ has the same tangent as angle $A$.',
    ],
    superhints: [
      `$BC = ${AC} \\tan A$. In triangle $DBC$, $\\tan(\\angle DBC) = \\frac{DC}{BC} = \\frac{3}{4}$, which gives $DC$. Then $AD = AC - DC$.`,
    ],
    explanation: `$BC = AC \\tan A = ${AC} \\cdot \\frac{3}{4} = ${BC}$. In right triangle $DBC$, the side opposite angle $DBC$ is $DC$ and the adjacent side is $BC$, so $\\frac{DC}{${BC}} = \\frac{3}{4}$ and $DC = ${fracTex(frac(DC * 4, 4))}$. Therefore $AD = ${AC} - ${fracTex(frac(DC * 4, 4))} = ${fracTex(frac(AD * 4, 4))}$.`,
  });
}

writeGeneratedQuestions(
  'geometry-trigonometry',
  'right-triangle-trigonometry',
  'generators/geometry-trigonometry/right-triangle-trigonometry.ts',
  finish(questions),
);
