// Generates questions/geometry-trigonometry/radians-and-unit-circle.l5w.generated.yaml (series
// l5w, level 5): the time a Ferris wheel's car spends above a height, from the angle in radians
// on both sides of the top; the angles between -2 pi and 2 pi that satisfy a shifted cosine and
// a sign condition (negative angles and the quadrant); and a chord from the sine of its central
// angle, which may be acute or obtuse.
// Every key is computed from the unit circle and confirmed another way: the wheel by stepping
// the car round the turn in small steps, the angles by a scan for the zeros of the equation, the
// chords by a scan for the angles with the given sine and the distance formula.
//   npx tsx content/generators/geometry-trigonometry/radians-and-unit-circle-l5w.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { L5wSeries, num, scanZeros, signedPiTex } from './l5w-kit.ts';

// Level 5 for every template: a case most solvers miss (the way down as well as the way up, the
// angles below zero and the quadrant the tangent picks, the obtuse central angle).
const LEVEL = { ferris: 5, shifted: 5, chordCases: 5 };
const s = new L5wSeries('radians-and-unit-circle');

// ---------- (1) minutes above a height on a Ferris wheel ----------
{
  const [R, center, rate, above] = [20, 22, frac(1, 6), 32]; // rate in pi radians per minute
  const period = 2 / (rate.n / rate.d); // minutes per turn: 12
  // the car is above `above` when it is within an angle a of the top, cos a = (above - center) / R
  const a = Math.acos((above - center) / R);
  check(close(a, Math.PI / 3), 'pi / 3 on each side of the top');
  const key = ((2 * a) / (2 * Math.PI)) * period; // 4 minutes
  check(close(key, 4), 'four minutes');
  // second way: step the car around one turn (angle from the lowest point = rate * pi * t)
  const n = 1200000;
  let time = 0;
  for (let i = 0; i < n; i++) {
    const t = ((i + 0.5) * period) / n;
    const h = center - R * Math.cos((rate.n / rate.d) * Math.PI * t);
    if (h > above) time += period / n;
  }
  check(close(time, key, 1e-4), `stepped ${time}`);
  const linear = ((center + R - above) / (2 * R)) * period; // height taken to change evenly
  s.mc({
    level: LEVEL.ferris,
    body: `A Ferris wheel has a radius of $${R}$ meters, and its center is $${center}$ meters above the ground. The wheel turns at a constant rate of $\\frac{\\pi}{6}$ radians per minute. A rider's car starts at the lowest point of the wheel. During the wheel's first full turn, for how many minutes is the car more than $${above}$ meters above the ground?`,
    key: num(key),
    wrong: [
      num(key / 2, `$${key / 2}$ counts only the way up, from $${above}$ meters to the top.`),
      num(
        linear,
        `$${linear}$ treats the height as changing at a constant rate; the car moves evenly along the circle, not up and down.`,
      ),
      num(period - key, `$${period - key}$ is the time the car is at or below $${above}$ meters.`),
    ],
    hints: [
      'How many minutes does one full turn take?',
      `How far above the center is a height of $${above}$ meters, compared with the radius?`,
    ],
    superhints: [
      `A height of $${above}$ meters is $${above - center}$ meters above the center, half the radius. Find the angle between the radius to the car and the upward vertical at that moment; the car is higher while it is within that angle of the top, on either side.`,
    ],
    explanation: `One turn is $2\\pi$ radians, which takes $\\frac{2\\pi}{\\pi / 6} = ${period}$ minutes. A height of $${above}$ meters is $${above - center}$ meters above the center. If the radius to the car makes an angle $a$ with the upward vertical, the car is $${R}\\cos a$ above the center, and $${R}\\cos a = ${above - center}$ gives $a = \\frac{\\pi}{3}$. So the car is above $${above}$ meters while it is within $\\frac{\\pi}{3}$ of the top on either side: an angle of $\\frac{2\\pi}{3}$, which takes $\\frac{2\\pi / 3}{\\pi / 6} = ${key}$ minutes (from minute $4$ to minute $8$).`,
  });
}

// ---------- (2) a shifted cosine, a sign condition, and angles from -2 pi to 2 pi ----------
{
  // cos(theta + pi/2) = -sin(theta) = 1/2, and tan(theta) > 0: Quadrant III
  const keyAngles = [frac(-5, 6), frac(7, 6)];
  const eqn = (t: number) => Math.cos(t + Math.PI / 2) - 0.5;
  const zeros = scanZeros(eqn, -2 * Math.PI + 1e-9, 2 * Math.PI - 1e-9, 400000);
  const kept = zeros.filter((t) => Math.tan(t) > 0);
  check(
    kept.length === 2 && keyAngles.every((k, i) => close(kept[i]!, (k.n / k.d) * Math.PI, 1e-7)),
    'two angles',
  );
  // the sets behind the wrong choices, found the same way
  const signSlip = scanZeros(
    (t) => Math.sin(t) - 0.5,
    -2 * Math.PI + 1e-9,
    2 * Math.PI - 1e-9,
    400000,
  ).filter((t) => Math.tan(t) > 0);
  check(
    signSlip.length === 2 &&
      close(signSlip[0]!, (-11 * Math.PI) / 6, 1e-7) &&
      close(signSlip[1]!, Math.PI / 6, 1e-7),
    'the sign slip',
  );
  check(zeros.length === 4, 'four angles without the tangent');
  const t = (ks: [number, number][]) => {
    const texts = ks.map(([n, d]) => `$${signedPiTex(frac(n, d))}$`);
    return texts.length === 1
      ? `${texts[0]} only`
      : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
  };
  const key = t([
    [-5, 6],
    [7, 6],
  ]);
  s.mcText({
    level: LEVEL.shifted,
    body: 'Which of the following gives all values of $\\theta$ with $-2\\pi < \\theta < 2\\pi$ for which $\\cos\\left(\\theta + \\frac{\\pi}{2}\\right) = \\frac{1}{2}$ and $\\tan \\theta > 0$?',
    options: [
      t([
        [-11, 6],
        [1, 6],
      ]),
      t([[7, 6]]),
      key,
      t([
        [-5, 6],
        [-1, 6],
        [7, 6],
        [11, 6],
      ]),
    ],
    keyIndex: 2,
    hints: [
      'Adding $\\frac{\\pi}{2}$ to an angle turns its point on the unit circle a quarter turn counterclockwise. What happens to the coordinates?',
      'In which quadrant are the sine and the tangent of $\\theta$ both what they must be? The interval also holds negative angles.',
    ],
    superhints: [
      'The point $(\\cos \\theta, \\sin \\theta)$ turned a quarter turn counterclockwise is $(-\\sin \\theta, \\cos \\theta)$, so the equation says $\\sin \\theta = -\\frac{1}{2}$. A negative sine with a positive tangent needs a negative cosine too.',
    ],
    explanation:
      'Turning the point $(\\cos \\theta, \\sin \\theta)$ of the unit circle a quarter turn counterclockwise gives $(-\\sin \\theta, \\cos \\theta)$, so $\\cos\\left(\\theta + \\frac{\\pi}{2}\\right) = -\\sin \\theta$ and the equation says $\\sin \\theta = -\\frac{1}{2}$. Since $\\tan \\theta = \\frac{\\sin \\theta}{\\cos \\theta} > 0$, the cosine is negative too: $\\theta$ is in Quadrant III with reference angle $\\frac{\\pi}{6}$. From $0$ to $2\\pi$ that is $\\frac{7\\pi}{6}$, and from $-2\\pi$ to $0$ it is $\\frac{7\\pi}{6} - 2\\pi = -\\frac{5\\pi}{6}$.',
    whys: [
      '$-\\frac{11\\pi}{6}$ and $\\frac{\\pi}{6}$ take $\\cos\\left(\\theta + \\frac{\\pi}{2}\\right)$ to be $\\sin \\theta$, losing the minus sign.',
      '$\\frac{7\\pi}{6}$ only misses the negative angle in the interval.',
      'The list of four angles ignores the condition $\\tan \\theta > 0$, which rules out Quadrant IV.',
    ],
  });
}

// ---------- (3) a chord from the sine of its central angle: acute or obtuse ----------
{
  const [r, sn] = [10, frac(24, 25)];
  const cosines = [frac(7, 25), frac(-7, 25)];
  const chords = cosines.map((c) => r * Math.sqrt(2 - (2 * c.n) / c.d));
  check(close(chords[0]!, 12) && close(chords[1]!, 16), 'chords 12 and 16');
  // second way: scan (0, pi) for the angles with this sine, then the distance from A(r, 0)
  const angles = scanZeros((t) => Math.sin(t) - sn.n / sn.d, 1e-9, Math.PI - 1e-9, 400000);
  const found = angles.map((t) => Math.hypot(r * Math.cos(t) - r, r * Math.sin(t)));
  check(found.length === 2 && close(found[0]!, 12, 1e-7) && close(found[1]!, 16, 1e-7), 'scan');
  const doubled = frac(2 * r * sn.n, sn.d); // twice the distance from B to line OA
  s.mcText({
    level: LEVEL.chordCases,
    body: `Points $A$ and $B$ lie on a circle with center $O$ and radius $${r}$. The measure of angle $AOB$ is $\\theta$ radians, where $0 < \\theta < \\pi$ and $\\sin \\theta = \\frac{24}{25}$. Which of the following gives all possible lengths of chord $\\overline{AB}$?`,
    options: [
      '$12$ or $16$',
      '$12$ only',
      '$16$ only',
      `$\\frac{${doubled.n}}{${doubled.d}}$ only`,
    ],
    keyIndex: 0,
    hints: [
      `Place $O$ at the origin and $A$ at $(${r}, 0)$. What are the coordinates of $B$?`,
      'Does the value of $\\sin \\theta$ tell you whether $\\theta$ is less than or greater than $\\frac{\\pi}{2}$?',
    ],
    superhints: [
      `$B = (${r}\\cos \\theta, ${r}\\sin \\theta)$, and $\\cos \\theta$ is $\\frac{7}{25}$ or $-\\frac{7}{25}$. Use the distance formula for each.`,
    ],
    explanation: `With $O$ at the origin and $A = (${r}, 0)$, $B = (${r}\\cos \\theta, ${r}\\sin \\theta)$. Since $\\sin^2 \\theta + \\cos^2 \\theta = 1$, $\\cos \\theta = \\pm\\frac{7}{25}$, and both signs are possible for $0 < \\theta < \\pi$. If $\\cos \\theta = \\frac{7}{25}$, $B = \\left(\\frac{14}{5}, \\frac{48}{5}\\right)$ and $AB = \\sqrt{\\left(\\frac{36}{5}\\right)^2 + \\left(\\frac{48}{5}\\right)^2} = 12$. If $\\cos \\theta = -\\frac{7}{25}$, $B = \\left(-\\frac{14}{5}, \\frac{48}{5}\\right)$ and $AB = \\sqrt{\\left(\\frac{64}{5}\\right)^2 + \\left(\\frac{48}{5}\\right)^2} = 16$.`,
    whys: [
      '$12$ only assumes $\\theta$ is acute.',
      '$16$ only assumes $\\theta$ is obtuse.',
      `$\\frac{${doubled.n}}{${doubled.d}}$ only doubles the height of $B$ above line $OA$, as if the chord were perpendicular to $\\overline{OA}$.`,
    ],
  });
}

s.write('radians-and-unit-circle-l5w.ts');
