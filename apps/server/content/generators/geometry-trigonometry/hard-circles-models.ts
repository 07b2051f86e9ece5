// The level-5 templates of hard-circles.ts: the region between two tangent segments and the
// circle, the ring between concentric circles from a chord of the outer one tangent to the inner
// one, and a major arc from a chord as long as a special side. Keys are exact; each is confirmed
// with coordinates or numerically.
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue } from '../lib/fraction.ts';
import { choicesFrom, type AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';
import type { BankQuestion } from '../../schema.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: tangent region 4 and 3, ring
// 4, special chord 3.
const LEVEL = { tangentRegion: 4, ring: 5, specialChord: 4 };

export function addModelItems(
  rng: Rng,
  item: AddNumericItem,
  questions: BankQuestion[],
  nextId: () => string,
) {
  // ---------- (7) the region between two tangents and the minor arc ----------
  for (const angleP of [60, 90]) {
    const r = rng.pick([4, 6, 8]);
    // kite OAPB: two right triangles with legs r and t; the sector AOB has angle 180 - P
    const central = 180 - angleP;
    const sector = frac(central * r * r, 360); // × π
    const t = angleP === 60 ? `${r}\\sqrt{3}` : `${r}`;
    const tValue = angleP === 60 ? r * Math.sqrt(3) : r;
    const kite = angleP === 60 ? `${r * r}\\sqrt{3}` : `${r * r}`;
    const kiteValue = r * tValue;
    const region = kiteValue - fracValue(sector) * Math.PI;
    // check with coordinates: tangent point A at angle (central / 2) from the axis OP
    const half = ((central / 2) * Math.PI) / 180;
    const d = r / Math.cos(half);
    const A = [r * Math.cos(half), r * Math.sin(half)];
    check(
      close(Math.hypot(d - A[0]!, A[1]!), tValue) && close(A[0]! * (A[0]! - d) + A[1]! * A[1]!, 0),
      'tangent kite',
    );
    check(close(d * A[1]!, kiteValue), 'kite area by the shoelace formula');
    const piPart = (k: typeof sector) => `${fracTex(k) === '1' ? '' : fracTex(k)}\\pi`;
    // named mistakes: the quadrilateral alone, the sector alone, πr in place of πr²
    const { choices, answer } = choicesFrom({ tex: `${kite} - ${piPart(sector)}`, key: region }, [
      { tex: kite, key: kiteValue },
      { tex: piPart(sector), key: fracValue(sector) * Math.PI },
      {
        tex: `${kite} - ${piPart(frac(central * r, 360))}`,
        key: kiteValue - (central * r * Math.PI) / 360,
      },
    ]);
    questions.push({
      id: nextId(),
      concepts: ['circles'],
      difficulty: LEVEL.tangentRegion,
      type: 'multiple_choice',
      body: `Segments $\\overline{PA}$ and $\\overline{PB}$ are tangent at $A$ and $B$ to a circle with center $O$ and radius $${r}$, and angle $APB$ measures $${angleP}^\\circ$. What is the area of the region bounded by $\\overline{PA}$, $\\overline{PB}$ and the minor arc $AB$?`,
      choices,
      answer,
      hints: [
        'Draw $\\overline{OA}$, $\\overline{OB}$ and $\\overline{OP}$: the radii meet the tangents at right angles.',
        'The region is quadrilateral $OAPB$ minus a sector.',
      ],
      superhints: [
        `In quadrilateral $OAPB$ the angles at $A$ and $B$ are right angles, so angle $AOB$ is $180^\\circ - ${angleP}^\\circ$. Triangle $OAP$ gives the tangent length.`,
      ],
      explanation: `Angle $AOB = 360^\\circ - 90^\\circ - 90^\\circ - ${angleP}^\\circ = ${central}^\\circ$. In right triangle $OAP$, angle $APO$ is $${angleP / 2}^\\circ$, so $PA = ${t}$. The quadrilateral $OAPB$ is two such triangles: $2 \\cdot \\frac{1}{2} \\cdot ${r} \\cdot ${t} = ${kite}$. The sector $AOB$ is $\\frac{${central}}{360} \\cdot ${r * r}\\pi = ${piPart(sector)}$, so the region's area is $${kite} - ${piPart(sector)}$.`,
    });
  }

  // ---------- (8) the ring between concentric circles, from a tangent chord ----------
  for (const i of [0, 1]) {
    const L = 2 * rng.int(3, 12);
    const rIn = rng.int(2, 9);
    const rOut2 = rIn * rIn + (L / 2) ** 2;
    const ring = (L / 2) ** 2; // × π
    // check: the ring from both radii
    check(close(Math.PI * rOut2 - Math.PI * rIn * rIn, Math.PI * ring), 'ring area');
    item(
      LEVEL.ring,
      i === 0
        ? `Two circles have the same center. A chord of the larger circle is tangent to the smaller circle and has length $${L}$. The area of the region inside the larger circle and outside the smaller circle is $k\\pi$. What is the value of $k$?`
        : `A circular fountain is surrounded by a circular walkway; the two circles have the same center. A straight board $${L}$ feet long lies across the walkway with both ends on the outer edge and touches the fountain's edge at exactly one point. The area of the walkway is $k\\pi$ square feet. What is the value of $k$?`,
      ring,
      [L * L, L, ring * 2], // the whole chord squared, the chord, twice the ring
      [
        'The radius of the smaller circle to the point of tangency is perpendicular to the chord and bisects it.',
        'You do not need either radius by itself.',
      ],
      [
        "With $R$ and $r$ the radii, the right triangle gives $R^2 - r^2 = \\left(\\frac{\\text{chord}}{2}\\right)^2$, and the ring's area is $\\pi(R^2 - r^2)$.",
      ],
      `The inner radius to the point of tangency bisects the chord at a right angle, so $R^2 - r^2 = ${L / 2}^2 = ${ring}$. The ring's area is $\\pi R^2 - \\pi r^2 = ${ring}\\pi$, so $k = ${ring}$ whatever the two radii are.`,
    );
  }

  // ---------- (9) a major arc from a chord as long as a special side ----------
  const SPECIAL = [
    { chord: (r: number) => `${r}`, central: 60 },
    { chord: (r: number) => `${r}\\sqrt{2}`, central: 90 },
    { chord: (r: number) => `${r}\\sqrt{3}`, central: 120 },
  ];
  for (const [i, sp] of rng.shuffle(SPECIAL).entries()) {
    const r = rng.pick([6, 9, 12, 15]);
    const major = frac((360 - sp.central) * 2 * r, 360);
    // check: the chord length from the law of cosines at that central angle
    const chordValue = Math.sqrt(2 * r * r - 2 * r * r * Math.cos((sp.central * Math.PI) / 180));
    check(
      close(chordValue, r * [1, Math.SQRT2, Math.sqrt(3)][[60, 90, 120].indexOf(sp.central)]!),
      'special chord',
    );
    item(
      LEVEL.specialChord,
      i === 2
        ? `A circular track has a radius of $${r}$ meters. Two markers on the track are $${sp.chord(r)}$ meters apart in a straight line. A runner goes from one marker to the other the long way around the track, a distance of $k\\pi$ meters. What is the value of $k$?`
        : `In a circle with center $O$ and radius $${r}$, chord $\\overline{AB}$ has length $${sp.chord(r)}$. The length of the major arc $AB$ is $k\\pi$. What is the value of $k$?`,
      major,
      // the minor arc, the radius in place of the diameter (or, where that equals the minor arc,
      // the major sector's area), and the whole circle
      i === 1
        ? [frac(sp.central * 2 * r, 360), frac((360 - sp.central) * r, 360), frac(2 * r)]
        : [frac(sp.central * 2 * r, 360), frac((360 - sp.central) * r * r, 360), frac(2 * r)],
      ['Draw the radii $\\overline{OA}$ and $\\overline{OB}$: what kind of triangle is $OAB$?'],
      [
        'Compare the chord with the sides of the special right or equilateral triangles to find angle $AOB$.',
      ],
      `Triangle $OAB$ has sides $${r}$, $${r}$ and $${sp.chord(r)}$, so angle $AOB$ is $${sp.central}^\\circ$${sp.central === 90 ? ' (a 45-45-90 triangle)' : sp.central === 60 ? ' (an equilateral triangle)' : ' (two 30-60-90 triangles)'}. The major arc takes the other $${360 - sp.central}^\\circ$: $\\frac{${360 - sp.central}}{360} \\cdot ${2 * r}\\pi = ${fracTex(major)}\\pi$, so $k = ${fracTex(major)}$.`,
    );
  }
}
