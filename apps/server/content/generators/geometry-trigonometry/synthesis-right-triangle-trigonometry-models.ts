// The hardest templates of synthesis-right-triangle-trigonometry.ts (5, or 4): the altitude to
// the hypotenuse known through the sine of an angle it makes, an angle of a triangle given by
// coordinates, the distance between two ships, two angles of elevation, a triangle cut by a
// perpendicular known by areas, and a right triangle with sin A = 2 cos A. Keys are exact; each is
// confirmed with coordinates or numerical trigonometry.
import { check, close } from '../lib/check.ts';
import { frac, fracValue } from '../lib/fraction.ts';
import type { Rng } from '../lib/random.ts';
import { altitudeFigure } from './synthesis-figures-triangles.ts';
import type { SynthesisBank } from './synthesis-common.ts';
import { because, num, rootOpt } from './synthesis-common.ts';

// Level 5: two or more facts chained (complementary angles split by an altitude; an area used
// twice; a perpendicular dropped to make right triangles; the isosceles triangle hidden in two
// angles of elevation; similar triangles scaled through areas; legs found without their values).
// The blind solver rated the two angles of elevation (a classic) and sin A = 2 cos A 3, so they
// take 4, the rounded-up mean of the two ratings.
const LEVEL = {
  altitude: 5,
  coordinates: 5,
  ships: 5,
  elevation: 4,
  areas: 5,
  sinTwiceCos: 4,
};
const deg = (d: number) => (d * Math.PI) / 180;
const angle = (v: number[], a: number[], b: number[]) =>
  Math.abs(Math.atan2(a[1]! - v[1]!, a[0]! - v[0]!) - Math.atan2(b[1]! - v[1]!, b[0]! - v[0]!));

export function addTrigModels(bank: SynthesisBank, rng: Rng) {
  // ---------- (11) right angle at B, altitude BD, sin(ABD) given: find DC ----------
  {
    const [s, c, AB] = [3, 5, 20]; // sin(ABD) = s / c
    const AD = (AB * s) / c;
    const BD = Math.sqrt(AB * AB - AD * AD);
    const DC = frac(BD * BD, AD); // triangle BDC ~ ADB
    // check with coordinates: B (0, 0), A (0, AB), C on the x-axis with angle C = angle ABD
    const BC = AB / Math.tan(Math.asin(s / c));
    const t = (AB * AB) / (AB * AB + BC * BC); // D = A + t (C - A) is the foot from B
    const D = [t * BC, AB - t * AB];
    check(close(Math.sin(angle([0, 0], [0, AB], D)), s / c), 'sin ABD');
    check(close(Math.hypot(BC - D[0]!, D[1]!), fracValue(DC)), 'DC');
    const id = bank.nextId();
    const AC = frac(AB * c, s);
    bank.mc({
      difficulty: LEVEL.altitude,
      body: `In triangle $ABC$, angle $ABC$ is a right angle, and $\\overline{BD}$ is perpendicular to $\\overline{AC}$ with $D$ on $\\overline{AC}$, as shown. If $AB = ${AB}$ and $\\sin(\\angle ABD) = \\frac{${s}}{${c}}$, what is the length of $\\overline{DC}$?`,
      figure: altitudeFigure(id, AB, s, c),
      correct: num(DC),
      wrong: [
        because(num(AD), `$${AD}$ is $AD$, the other piece of the hypotenuse.`),
        because(num(BD), `$${BD}$ is the altitude $BD$.`),
        because(num(AC), `$\\frac{${AC.n}}{${AC.d}}$ is the whole hypotenuse $AC$.`),
        because(
          num(frac(AB * 4, 3)),
          `$\\frac{${AB * 4}}{3}$ is $BC$, a leg, not part of $\\overline{AC}$.`,
        ),
      ],
      letter: 'C',
      hints: [
        'In right triangle $ABD$, which side is opposite angle $ABD$?',
        'Angle $DBC$ and angle $A$ are both complementary to angle $ABD$.',
      ],
      superhints: [
        `$AD = AB \\sin(\\angle ABD)$ and $BD = AB \\cos(\\angle ABD)$. Triangle $BDC$ has $\\tan(\\angle DBC) = \\tan A = \\frac{BD}{AD}$.`,
      ],
      explanation: `In right triangle $ABD$ the side opposite angle $ABD$ is $AD$: $AD = ${AB} \\cdot \\frac{${s}}{${c}} = ${AD}$, and $BD = \\sqrt{${AB}^2 - ${AD}^2} = ${BD}$. Angle $DBC = 90^\\circ - \\angle ABD = \\angle A$, so $DC = BD \\tan(\\angle DBC) = ${BD} \\cdot \\frac{${BD}}{${AD}} = \\frac{${DC.n}}{${DC.d}}$.`,
    });
  }

  // ---------- (12) an angle of a triangle given by coordinates ----------
  {
    const [A, B, C] = [
      [0, 0],
      [14, 0],
      [5, 12],
    ];
    const area = (B[0]! * C[1]!) / 2; // base AB on the x-axis, height 12
    const CA = Math.hypot(C[0]!, C[1]!);
    const CB = Math.hypot(B[0]! - C[0]!, C[1]!);
    const sinC = frac(2 * area, CA * CB);
    check(CA === 13 && CB === 15 && close(Math.sin(angle(C, A, B)), fracValue(sinC)), 'sin C');
    bank.mc({
      difficulty: LEVEL.coordinates,
      body: `In the $xy$-plane, triangle $ABC$ has vertices $A(${A[0]}, ${A[1]})$, $B(${B[0]}, ${B[1]})$ and $C(${C[0]}, ${C[1]})$. What is the value of $\\sin(\\angle ACB)$?`,
      correct: num(sinC),
      wrong: [
        because(num(frac(12, 13)), '$\\frac{12}{13}$ is $\\sin A$.'),
        because(num(frac(4, 5)), '$\\frac{4}{5}$ is $\\sin B$.'),
        because(num(frac(33, 65)), '$\\frac{33}{65}$ is $\\cos(\\angle ACB)$.'),
        because(num(frac(3, 5)), '$\\frac{3}{5}$ is $\\cos B$.'),
      ],
      letter: 'D',
      hints: [
        'Find the lengths $CA$ and $CB$.',
        'Angle $C$ is not in a right triangle yet: drop a perpendicular from $A$ to line $BC$.',
      ],
      superhints: [
        `The area is $\\frac{1}{2} \\cdot ${B[0]} \\cdot ${C[1]} = ${area}$. The same area is $\\frac{1}{2} \\cdot CB \\cdot h$, where $h$ is the distance from $A$ to line $BC$; then $\\sin C = \\frac{h}{CA}$.`,
      ],
      explanation: `$CA = \\sqrt{5^2 + 12^2} = ${CA}$ and $CB = \\sqrt{9^2 + 12^2} = ${CB}$. With base $\\overline{AB}$ the area is $\\frac{1}{2} \\cdot 14 \\cdot 12 = ${area}$. The perpendicular from $A$ to line $BC$ has length $h = \\frac{2 \\cdot ${area}}{${CB}} = \\frac{56}{5}$, and in the right triangle it makes with $\\overline{CA}$, $\\sin C = \\frac{h}{CA} = \\frac{56}{5 \\cdot 13} = \\frac{56}{65}$.`,
    });
  }

  // ---------- (13) two ships seen from a lighthouse ----------
  {
    const [a, b, s, c] = [10, 16, 3, 5]; // sin L = s / c, L acute
    const h = (a * s) / c;
    const foot = (a * 4) / c;
    const d = Math.hypot(h, b - foot);
    // check: the law of cosines with the angle from asin
    const L = Math.asin(s / c);
    check(close(Math.sqrt(a * a + b * b - 2 * a * b * Math.cos(L)), d) && d === 10, 'ships');
    bank.fe({
      difficulty: LEVEL.ships,
      body: `From a lighthouse $L$, ship $A$ is $${a}$ kilometers away and ship $B$ is $${b}$ kilometers away. Angle $ALB$ is acute, and $\\sin(\\angle ALB) = \\frac{${s}}{${c}}$. What is the distance, in kilometers, between the two ships?`,
      answer: d,
      hints: [
        'Drop a perpendicular from $A$ to segment $\\overline{LB}$ to make two right triangles.',
        'Since the angle is acute, its cosine is positive; find it from the sine.',
      ],
      superhints: [
        `The perpendicular has length $${a} \\sin L$ and meets $\\overline{LB}$ at a distance $${a} \\cos L$ from $L$. The rest of $\\overline{LB}$ and the perpendicular are the legs of a right triangle with hypotenuse $AB$.`,
      ],
      explanation: `$\\cos L = \\frac{4}{5}$. The perpendicular from $A$ to $\\overline{LB}$ is $${a} \\cdot \\frac{3}{5} = ${h}$ long and meets $\\overline{LB}$ $${a} \\cdot \\frac{4}{5} = ${foot}$ kilometers from $L$, leaving $${b} - ${foot} = ${b - foot}$. So $AB = \\sqrt{${h}^2 + ${b - foot}^2} = ${d}$ kilometers (the triangle is isosceles).`,
    });
  }

  // ---------- (14) two angles of elevation ----------
  {
    const w = 40;
    const x = w / 2; // h = x tan 60 = (x + w) tan 30
    const h = x * Math.sqrt(3);
    check(close(h, (x + w) * Math.tan(deg(30))) && close(h, 20 * Math.sqrt(3)), 'elevations');
    bank.mc({
      difficulty: LEVEL.elevation,
      body: `From a point on level ground, the angle of elevation to the top of a tower is $30^\\circ$. After walking $${w}$ meters straight toward the tower, the angle of elevation to the top is $60^\\circ$. What is the height of the tower, in meters?`,
      correct: rootOpt(x, 3),
      wrong: [
        because(
          num(x),
          `$${x}$ is $${w} \\sin 30^\\circ$, the height only if the $${w}$ meters were the line of sight from the first point.`,
        ),
        because(
          num(w),
          `$${w}$ is the line of sight from the second point to the top, not the height.`,
        ),
        because(
          rootOpt(w, 3),
          `$${w}\\sqrt{3}$ treats $${w}$ meters as the distance from the second point to the tower.`,
        ),
        because(num(60), '$60$ is the distance from the first point to the tower.'),
      ],
      letter: 'A',
      hints: [
        'Look at the triangle formed by the two points and the top of the tower. What are its angles?',
      ],
      superhints: [
        'The angle at the top in that triangle is $60^\\circ - 30^\\circ = 30^\\circ$, so the triangle is isosceles; the line of sight from the second point is as long as the walk.',
      ],
      explanation: `In the triangle formed by the two points and the top $T$, the angle at the first point is $30^\\circ$ and the angle at the second point is $180^\\circ - 60^\\circ = 120^\\circ$, so the angle at $T$ is $30^\\circ$. The triangle is isosceles: the line of sight from the second point is $${w}$ meters. The height is $${w} \\sin 60^\\circ = ${x}\\sqrt{3}$ meters. (Also: $h = x\\sqrt{3} = \\frac{x + ${w}}{\\sqrt{3}}$ gives $x = ${x}$.)`,
    });
  }

  // ---------- (15) a right triangle cut by a perpendicular, known by areas ----------
  {
    const [p, q, r] = [3, 4, 5]; // tan A = p / q
    const [small, big] = [24, 150];
    const k = Math.sqrt(small / ((p * q) / 2)); // ADE has legs pk (DE) and qk (AE)
    const AD = r * k;
    const AB = AD * Math.sqrt(big / small);
    const BD = AB - AD;
    // check with coordinates: A (0, 0), C (AC, 0), B (AC, BC)
    const AC = (AB * q) / r;
    const BC = (AB * p) / r;
    check(
      close((AC * BC) / 2, big) && close((q * k * p * k) / 2, small) && BD === 15,
      'cut triangle',
    );
    bank.fe({
      difficulty: LEVEL.areas,
      body: `In right triangle $ABC$, angle $C$ is the right angle and $\\tan A = \\frac{${p}}{${q}}$. Point $D$ lies on $\\overline{AB}$ and point $E$ lies on $\\overline{AC}$ so that $\\overline{DE}$ is perpendicular to $\\overline{AC}$. The area of triangle $ADE$ is $${small}$, and the area of triangle $ABC$ is $${big}$. What is the length of $\\overline{BD}$?`,
      answer: BD,
      hints: [
        'Write the legs of triangle $ADE$ as multiples of one number using $\\tan A$.',
        'Triangles $ADE$ and $ABC$ are similar. How do their areas compare?',
      ],
      superhints: [
        `With $DE = ${p}k$ and $AE = ${q}k$, the area is $${(p * q) / 2}k^2$. The area ratio $\\frac{${big}}{${small}}$ is the square of the ratio of lengths.`,
      ],
      explanation: `Triangle $ADE$ has legs $${p}k$ and $${q}k$, so $${(p * q) / 2}k^2 = ${small}$, $k = ${k}$ and $AD = ${r}k = ${AD}$. The triangles are similar with area ratio $\\frac{${big}}{${small}} = \\frac{25}{4}$, so lengths scale by $\\frac{5}{2}$ and $AB = ${AB}$. Then $BD = ${AB} - ${AD} = ${BD}$.`,
    });
  }

  // ---------- (16) sin A = 2 cos A and the hypotenuse ----------
  {
    const c = 10;
    const b2 = (c * c) / 5; // legs b and 2b
    const area = b2; // (1/2) b (2b)
    check(close(Math.sin(Math.atan(2)), 2 * Math.cos(Math.atan(2))), 'tan A = 2');
    check(close(0.5 * c * Math.sin(Math.atan(2)) * c * Math.cos(Math.atan(2)), area), 'area');
    bank.mc({
      difficulty: LEVEL.sinTwiceCos,
      body: `In right triangle $ABC$, angle $C$ is the right angle, $AB = ${c}$, and $\\sin A = 2\\cos A$. What is the area of triangle $ABC$?`,
      correct: num(area),
      wrong: [
        because(
          num(frac(100, 9)),
          '$\\frac{100}{9}$ splits the hypotenuse into parts $1 : 2$ and uses them as the legs.',
        ),
        because(
          num(25),
          `$25$ takes $${c}$ to be the longer leg and $5$ the shorter, or takes the triangle to be isosceles.`,
        ),
        because(
          num(2 * area),
          `$${2 * area}$ forgets the $\\frac{1}{2}$ in the area of a triangle.`,
        ),
        because(
          num(50),
          `$50$ is $\\frac{1}{2} \\cdot ${c} \\cdot ${c}$, using the hypotenuse as both legs.`,
        ),
      ],
      letter: 'A',
      hints: ['Divide both sides by $\\cos A$. What does that tell you about the legs?'],
      superhints: [
        `$\\tan A = 2$, so the legs are $x$ and $2x$. The Pythagorean theorem gives $x^2$, and the area is $\\frac{1}{2} \\cdot x \\cdot 2x = x^2$.`,
      ],
      explanation: `$\\tan A = \\frac{\\sin A}{\\cos A} = 2$, so $BC = 2 \\cdot AC$. With $AC = x$: $x^2 + 4x^2 = ${c * c}$, so $x^2 = ${b2}$. The area is $\\frac{1}{2} \\cdot x \\cdot 2x = x^2 = ${area}$; there is no need to find $x$ itself.`,
    });
  }
  void rng;
}
