// Generates questions/geometry-trigonometry/circles.mg-t.generated.yaml (branch mg-t): an arc of
// a track, a circle from a chord and an inscribed angle, a quadrilateral in a circle, tangents
// and an inscribed angle, and the hardest items: a sector known by its perimeter and area (two
// cases), an equilateral triangle in a circle known by its arcs, parallel chords on opposite
// sides and on the same side of the center, and the region between a chord and its arc beside
// a diameter. Keys are exact; each is confirmed with coordinates or numerically.
//   npx tsx content/generators/geometry-trigonometry/synthesis-circles.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { diameterChordFigure, inscribedTriangleFigure } from './synthesis-figures-lines.ts';
import { SynthesisBank, because, num, piOpt, piTex, type Option } from './synthesis-common.ts';

// Levels: 2 a fraction of the circumference, 3 one circle fact used once, 4 two circle facts
// (tangent radii, then an inscribed angle), 5 a model with a case to reject, an arc turned into a
// radius and then an area, or two chords tied to one radius (a nonlinear system in disguise).
// The equilateral triangle known by its arcs, first 5, is 4 after the blind solve (solver 3; the
// rounded-up mean of the two ratings).
const LEVEL = { track: 2, inscribed: 3, cyclic: 3, tangents: 4, hard: 5, equilateral: 4 };
const bank = new SynthesisBank('circles');
const piMinusRoot = (p: ReturnType<typeof frac>, a: number, r: number): Option => ({
  tex: `${piTex(p)} - ${a === 1 ? '' : a}\\sqrt{${r}}`,
  key: (p.n / p.d) * Math.PI - a * Math.sqrt(r),
});

// ---------- (1) a runner's arc on a circular track ----------
{
  const [r, a] = [50, 72];
  const arc = frac(a * 2 * r, 360);
  check(close(r * ((a * Math.PI) / 180), (arc.n / arc.d) * Math.PI), 'arc');
  bank.mc({
    difficulty: LEVEL.track,
    body: `A circular track has a radius of $${r}$ meters. A runner runs along the track through an arc whose central angle measures $${a}^\\circ$. How many meters does the runner run?`,
    correct: piOpt(arc),
    wrong: [
      because(
        piOpt(frac(a * r, 360)),
        `$${piTex(frac(a * r, 360))}$ uses $\\pi r$ instead of the circumference $2\\pi r$.`,
      ),
      because(piOpt(2 * r), `$${2 * r}\\pi$ is the whole circumference.`),
      because(
        piOpt(frac(a * r * r, 360)),
        `$${piTex(frac(a * r * r, 360))}$ is the area of the sector, not the length of the arc.`,
      ),
    ],
    hints: ['What fraction of the full circle is the central angle?'],
    superhints: [`Multiply the circumference $2\\pi \\cdot ${r}$ by $\\frac{${a}}{360}$.`],
    explanation: `The arc is $\\frac{${a}}{360} = \\frac{1}{5}$ of the circumference $${2 * r}\\pi$: $${piTex(arc)}$ meters.`,
  });
}

// ---------- (2) the circle from a chord and an inscribed angle ----------
{
  const [chord, ang] = [10, 30];
  const R = chord / (2 * Math.sin((ang * Math.PI) / 180)); // chord = 2R sin(inscribed angle)
  check(close(R, 10), 'radius');
  bank.fe({
    difficulty: LEVEL.inscribed,
    body: `Points $A$, $B$ and $C$ lie on a circle. Angle $ACB$ measures $${ang}^\\circ$, and chord $\\overline{AB}$ has length $${chord}$. The area of the circle is $k\\pi$. What is the value of $k$?`,
    answer: Math.round(R * R),
    hints: ['Draw the radii to $A$ and $B$. What is the central angle $AOB$?'],
    superhints: [
      `The central angle is twice the inscribed angle, $${2 * ang}^\\circ$, so triangle $AOB$ has two equal sides and a $${2 * ang}^\\circ$ angle between them.`,
    ],
    explanation: `The central angle $AOB$ is $2 \\cdot ${ang}^\\circ = ${2 * ang}^\\circ$, and $OA = OB$, so triangle $AOB$ is equilateral and the radius is $${chord}$. The area is $\\pi \\cdot ${chord}^2 = ${chord * chord}\\pi$, so $k = ${chord * chord}$.`,
  });
}

// ---------- (3) a quadrilateral inscribed in a circle ----------
{
  const x = (180 - 10 - 20) / 5;
  const A = 3 * x + 10;
  check(A + (2 * x + 20) === 180 && A === 100, 'opposite angles');
  bank.mc({
    difficulty: LEVEL.cyclic,
    body: 'Quadrilateral $ABCD$ is inscribed in a circle. Angle $A$ measures $(3x + 10)^\\circ$ and angle $C$ measures $(2x + 20)^\\circ$. What is the measure, in degrees, of angle $A$?',
    correct: num(A),
    wrong: [
      because(num(x), `$${x}$ is the value of $x$.`),
      because(
        num(40),
        '$40$ sets the two angles equal; opposite angles of an inscribed quadrilateral are supplementary, not equal.',
      ),
      because(num(2 * x + 20), `$${2 * x + 20}$ is angle $C$.`),
    ],
    hints: ['Angles $A$ and $C$ are opposite angles of the inscribed quadrilateral.'],
    superhints: [
      'Each of them is half of the arc it intercepts, and together the two arcs make the whole circle.',
    ],
    explanation: `Opposite angles of an inscribed quadrilateral add to $180^\\circ$: $3x + 10 + 2x + 20 = 180$, so $x = ${x}$ and angle $A = ${A}^\\circ$.`,
  });
}

// ---------- (4) two tangents, then an inscribed angle ----------
{
  const P = 70;
  const central = 180 - P;
  const C = central / 2;
  check(C === 55 && close(360 - 90 - 90 - P, central), 'tangents');
  bank.mc({
    difficulty: LEVEL.tangents,
    body: `Segments $\\overline{PA}$ and $\\overline{PB}$ are tangent to a circle at points $A$ and $B$, and angle $APB$ measures $${P}^\\circ$. Point $C$ lies on the major arc $AB$. What is the measure, in degrees, of angle $ACB$?`,
    correct: num(C),
    wrong: [
      because(num(P / 2), `$${P / 2}$ halves angle $APB$ instead of the central angle.`),
      because(num(P), `$${P}$ takes angle $ACB$ to equal angle $APB$.`),
      because(num(central), `$${central}$ is the central angle $AOB$, not the inscribed angle.`),
      because(num(180 - C), `$${180 - C}$ is the inscribed angle from a point on the minor arc.`),
    ],
    letter: 'A',
    hints: ['Draw the radii to $A$ and $B$; each meets its tangent at a right angle.'],
    superhints: [
      'Quadrilateral $OAPB$ has angles $90^\\circ$, $90^\\circ$ and $' +
        `${P}` +
        '^\\circ$; find angle $AOB$, then halve it.',
    ],
    explanation: `With center $O$, the angles at $A$ and $B$ of quadrilateral $OAPB$ are right angles, so angle $AOB = 360 - 90 - 90 - ${P} = ${central}^\\circ$. The inscribed angle $ACB$ intercepts the minor arc $AB$, so it is half of that: $${C}^\\circ$.`,
  });
}

// ---------- (5) a sector known by its perimeter and its area ----------
{
  const [P, A] = [20, 24];
  // r(P - 2r)/2 = A → r² - (P/2) r + A = 0
  const roots = [4, 6].filter((r) => r * r - (P / 2) * r + A === 0);
  const fits = roots.filter((r) => (P - 2 * r) / r < Math.PI / 2);
  check(roots.length === 2 && fits.length === 1 && fits[0] === 6, 'one radius fits');
  check(close(0.5 * 6 * 6 * ((P - 12) / 6), A), 'area from the angle');
  bank.fe({
    difficulty: LEVEL.hard,
    body: `A flower bed is shaped like a sector of a circle. The border of the bed (two radii and the arc) is $${P}$ meters long, the area of the bed is $${A}$ square meters, and the central angle of the sector is less than $90^\\circ$. What is the radius of the sector, in meters?`,
    answer: fits[0]!,
    hints: [
      'Write the arc length in terms of the radius $r$.',
      "A sector's area is $\\frac{1}{2} \\cdot r \\cdot (\\text{arc length})$.",
    ],
    superhints: [
      `The arc is $${P} - 2r$, so $\\frac{1}{2}r(${P} - 2r) = ${A}$. This quadratic has two solutions; find the central angle (arc ÷ radius, in radians) for each.`,
    ],
    explanation: `The arc is $${P} - 2r$, and $\\frac{1}{2}r(${P} - 2r) = ${A}$ gives $r^2 - 10r + 24 = 0$, so $r = 4$ or $r = 6$. For $r = 4$ the arc is $12$ and the angle is $\\frac{12}{4} = 3$ radians, about $172^\\circ$. For $r = 6$ the arc is $8$ and the angle is $\\frac{4}{3}$ radians, about $76^\\circ$, less than $90^\\circ$ (which is about $1.57$ radians).`,
  });
}

// ---------- (6) an equilateral triangle in a circle, known by its arcs ----------
{
  const arc = 4; // × π, each arc is a third of the circumference
  const r = (3 * arc) / 2;
  const tri = frac(3 * r * r, 4); // (3√3/4) r², × √3
  check(
    r === 6 && close((Math.sqrt(3) / 4) * (r * Math.sqrt(3)) ** 2, (tri.n / tri.d) * Math.sqrt(3)),
    'triangle',
  );
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.equilateral,
    body: `Equilateral triangle $ABC$ is inscribed in a circle with center $O$, as shown. Each of the three arcs between consecutive vertices has length $${arc}\\pi$. What is the area of the shaded region, which lies inside the circle and outside the triangle?`,
    figure: inscribedTriangleFigure(id, `${arc}π`),
    correct: piMinusRoot(frac(r * r), tri.n / tri.d, 3),
    wrong: [
      because(
        piMinusRoot(frac(r * r), (r * r) / 4, 3),
        `$${r * r}\\pi - ${(r * r) / 4}\\sqrt{3}$ takes the side of the triangle to be the radius.`,
      ),
      because(
        piMinusRoot(frac(r * r), r * r, 3),
        `$${r * r}\\pi - ${r * r}\\sqrt{3}$ takes the side of the triangle to be a diameter.`,
      ),
      because(
        piMinusRoot(frac(r * r, 3), tri.n / tri.d / 3, 3),
        `$${piTex(frac(r * r, 3))} - ${tri.n / tri.d / 3}\\sqrt{3}$ is only one of the three shaded pieces.`,
      ),
      because(
        piMinusRoot(frac(4 * r * r), tri.n / tri.d, 3),
        `$${4 * r * r}\\pi - ${tri.n / tri.d}\\sqrt{3}$ takes the radius to be $${2 * r}$.`,
      ),
    ],
    letter: 'C',
    hints: [
      'The three arcs make up the whole circle. What is the circumference, and so the radius?',
      'Split the triangle into three triangles from $O$, or find its side.',
    ],
    superhints: [
      `The circumference is $${3 * arc}\\pi$, so the radius is $${r}$. Each central angle is $120^\\circ$; the side of the triangle is $${r}\\sqrt{3}$.`,
    ],
    explanation: `The circumference is $3 \\cdot ${arc}\\pi = ${3 * arc}\\pi$, so $r = ${r}$ and the circle's area is $${r * r}\\pi$. Triangle $AOB$ has two sides $${r}$ and a $120^\\circ$ angle, so the side of the equilateral triangle is $${r}\\sqrt{3}$ and its area is $\\frac{\\sqrt{3}}{4}(${r}\\sqrt{3})^2 = ${tri.n / tri.d}\\sqrt{3}$. The shaded area is $${r * r}\\pi - ${tri.n / tri.d}\\sqrt{3}$.`,
  });
}

// ---------- (7) parallel chords on opposite sides of the center ----------
{
  const [c1, c2, gap] = [16, 30, 23];
  // d1 + d2 = gap, (c1/2)² + d1² = (c2/2)² + d2² → d1 - d2 = ((c2/2)² - (c1/2)²) / gap
  const diff = ((c2 / 2) ** 2 - (c1 / 2) ** 2) / gap;
  const [d1, d2] = [(gap + diff) / 2, (gap - diff) / 2];
  const r = Math.hypot(c1 / 2, d1);
  check(close(Math.hypot(c2 / 2, d2), r) && r === 17 && d2 > 0, 'both chords on one circle');
  bank.fe({
    difficulty: LEVEL.hard,
    body: `Two parallel chords of a circle have lengths $${c1}$ and $${c2}$ and lie on opposite sides of the center. The distance between the chords is $${gap}$. What is the radius of the circle?`,
    answer: r,
    hints: [
      'Let the distances from the center to the chords be $d$ and $' + `${gap} - d$.`,
      'The radius to an endpoint of each chord makes a right triangle with half the chord.',
    ],
    superhints: [
      `$${c1 / 2}^2 + d^2 = r^2$ and $${c2 / 2}^2 + (${gap} - d)^2 = r^2$. Set the two expressions for $r^2$ equal; the $d^2$ terms cancel.`,
    ],
    explanation: `With $d$ the distance to the chord of length $${c1}$: $${(c1 / 2) ** 2} + d^2 = ${(c2 / 2) ** 2} + (${gap} - d)^2$, so $${(c1 / 2) ** 2} = ${(c2 / 2) ** 2} + ${gap * gap} - ${2 * gap}d$ and $d = ${d1}$. Then $r = \\sqrt{${c1 / 2}^2 + ${d1}^2} = ${r}$ (check: the other chord is $${d2}$ from the center and $\\sqrt{${c2 / 2}^2 + ${d2}^2} = ${r}$).`,
  });
}

// ---------- (8) parallel chords on the same side of the center ----------
{
  const [c1, c2, gap] = [14, 48, 17];
  const diff = ((c2 / 2) ** 2 - (c1 / 2) ** 2) / gap; // d1² - d2² over d1 - d2 = d1 + d2
  const [d1, d2] = [(diff + gap) / 2, (diff - gap) / 2];
  const r = Math.hypot(c1 / 2, d1);
  check(close(Math.hypot(c2 / 2, d2), r) && r === 25 && d2 > 0, 'same side');
  bank.mc({
    difficulty: LEVEL.hard,
    body: `Two parallel chords of a circle have lengths $${c1}$ and $${c2}$ and lie on the same side of the center. The distance between the chords is $${gap}$. What is the circumference of the circle?`,
    correct: piOpt(2 * r),
    wrong: [
      because(piOpt(r), `$${r}\\pi$ is half the circumference (the radius times $\\pi$).`),
      because(piOpt(c2), `$${c2}\\pi$ takes the longer chord to be a diameter.`),
      because(
        piOpt(2 * gap),
        `$${2 * gap}\\pi$ takes the distance between the chords to be the radius.`,
      ),
      because(piOpt(r * r), `$${r * r}\\pi$ is the area of the circle.`),
    ],
    letter: 'D',
    hints: [
      'The longer chord is closer to the center. Let its distance from the center be $d$.',
      'Both chords give an expression for $r^2$.',
    ],
    superhints: [
      `$${c2 / 2}^2 + d^2 = ${c1 / 2}^2 + (d + ${gap})^2$. The $d^2$ terms cancel, leaving a linear equation.`,
    ],
    explanation: `With $d$ the distance from the center to the chord of length $${c2}$: $${(c2 / 2) ** 2} + d^2 = ${(c1 / 2) ** 2} + (d + ${gap})^2$, so $${(c2 / 2) ** 2} = ${(c1 / 2) ** 2} + ${2 * gap}d + ${gap * gap}$ and $d = ${d2}$. The radius is $\\sqrt{${c2 / 2}^2 + ${d2}^2} = ${r}$ (and $\\sqrt{${c1 / 2}^2 + ${d1}^2} = ${r}$), so the circumference is $${2 * r}\\pi$.`,
  });
}

// ---------- (9) the region between a chord and its arc, beside a diameter ----------
{
  const [r, a] = [10, 30];
  const central = 180 - 2 * a; // angle AOC
  const sector = frac(central * r * r, 360); // × π
  const triangle = (r * r) / 4; // (1/2) r² sin 120° = (r²/4)√3, × √3
  // check with coordinates: A (-r, 0), C at angle 2a from B; the segment by the shoelace formula
  const C = [r * Math.cos((2 * a * Math.PI) / 180), r * Math.sin((2 * a * Math.PI) / 180)];
  const tri = Math.abs(-r * C[1]!) / 2; // triangle O, A, C
  check(close(tri, triangle * Math.sqrt(3)) && central === 120, 'triangle AOC');
  const id = bank.nextId();
  bank.mc({
    difficulty: LEVEL.hard,
    body: `In the figure, $\\overline{AB}$ is a diameter of a circle with center $O$ and radius $${r}$, point $C$ lies on the circle, and angle $CAB$ measures $${a}^\\circ$. What is the area of the shaded region between chord $\\overline{AC}$ and minor arc $AC$?`,
    figure: diameterChordFigure(id, r, a),
    correct: piMinusRoot(sector, triangle, 3),
    wrong: [
      because(
        piMinusRoot(sector, 2 * triangle, 3),
        `$${piTex(sector)} - ${2 * triangle}\\sqrt{3}$ subtracts triangle $ABC$, not triangle $AOC$.`,
      ),
      because(
        piMinusRoot(frac(2 * a * r * r, 360), triangle, 3),
        `$${piTex(frac(2 * a * r * r, 360))} - ${triangle}\\sqrt{3}$ uses the $${2 * a}^\\circ$ sector $BOC$.`,
      ),
      because(piOpt(sector), `$${piTex(sector)}$ is the whole sector $AOC$, triangle included.`),
    ],
    hints: [
      'Draw $\\overline{OC}$. Triangle $AOC$ is isosceles; what is angle $AOC$?',
      'The shaded region is a sector minus a triangle.',
    ],
    superhints: [
      `Angle $OCA$ = angle $OAC = ${a}^\\circ$, so angle $AOC = ${central}^\\circ$. Subtract the area of triangle $AOC$ from the area of sector $AOC$.`,
    ],
    explanation: `$OA = OC$, so angle $OCA = ${a}^\\circ$ and angle $AOC = ${central}^\\circ$. Sector $AOC$ has area $\\frac{${central}}{360} \\cdot ${r * r}\\pi = ${piTex(sector)}$. Triangle $AOC$ has area $\\frac{1}{2} \\cdot ${r} \\cdot ${r} \\cdot \\sin ${central}^\\circ = ${triangle}\\sqrt{3}$ (base $${r}$ on the diameter, height $${r / 2}\\sqrt{3}$ from $C$). The shaded area is $${piTex(sector)} - ${triangle}\\sqrt{3}$.`,
  });
}

bank.write('synthesis-circles.ts');
