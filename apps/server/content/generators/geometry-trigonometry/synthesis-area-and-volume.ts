// Generates questions/geometry-trigonometry/area-and-volume.mg-t.generated.yaml (branch mg-t):
// composite areas, displacement, recasting a solid, similar containers, a box from its volume,
// a cylinder in a sphere, a tank whose volume equals its surface area, a cube with a hole, and a
// box whose dimensions change by percents; the hardest solids (scaling by surface area, a
// frustum, a cone as large as a cylinder, a capsule, a conical tank, lunes, a cone in a sphere)
// live in synthesis-area-and-volume-solids.ts. Keys are exact; each is confirmed a second way.
//   npx tsx content/generators/geometry-trigonometry/synthesis-area-and-volume.ts
import { check, close } from '../lib/check.ts';
import { frac } from '../lib/fraction.ts';
import { createRng } from '../lib/random.ts';
import { addSolidItems } from './synthesis-area-and-volume-solids.ts';
import { SynthesisBank, because, num, piOpt, piTex } from './synthesis-common.ts';

// Levels (issue 39): 2 is one formula, 3 two routine steps, 4 a second fact the student must
// bring in (the sphere's radius from a right triangle, the hole's inner wall), 5 a model or an
// insight (see the solids file). The percent box, first 4, is 3 after the blind solve (solver 2:
// a product of three factors is routine).
const LEVEL = {
  garden: 2,
  displacement: 2,
  recast: 3,
  similarCans: 3,
  squareBox: 3,
  percentBox: 3,
};
const LEVEL4 = { cylinderInSphere: 4, equalMeasures: 4, cubeHole: 4 };

const rng = createRng(61129);
const bank = new SynthesisBank('area-and-volume');

// ---------- (1) a garden: a rectangle with a semicircle on one side ----------
{
  const [L, W] = rng.pick([
    [12, 8],
    [14, 10],
    [10, 6],
  ] as const);
  const semi = frac(W * W, 8); // (1/2) pi (W/2)^2, in units of pi
  // check: the semicircle by integrating its height numerically (midpoint rule)
  let s = 0;
  const n = 20000;
  for (let i = 0; i < n; i++) {
    const x = -W / 2 + ((i + 0.5) * W) / n;
    s += Math.sqrt((W / 2) ** 2 - x * x) * (W / n);
  }
  check(close(s, (semi.n / semi.d) * Math.PI, 1e-6), 'semicircle area');
  const opt = (k: ReturnType<typeof frac>) => ({
    tex: `${L * W} + ${piTex(k)}`,
    key: L * W + (k.n / k.d) * Math.PI,
  });
  bank.mc({
    difficulty: LEVEL.garden,
    body: `A garden is shaped like a rectangle $${L}$ meters long and $${W}$ meters wide with a semicircle attached along one of its $${W}$-meter sides, so that the diameter of the semicircle is that side. What is the area of the garden, in square meters?`,
    correct: opt(semi),
    wrong: [
      because(opt(frac(W * W, 4)), `Adding $${piTex(frac(W * W, 4))}$ counts a whole circle.`),
      because(opt(frac(W * W, 2)), `$${piTex(frac(W * W, 2))}$ takes the radius to be $${W}$.`),
      because(
        opt(frac(W, 2)),
        `$${piTex(frac(W, 2))}$ adds the length of the curved edge, not an area.`,
      ),
      because(opt(frac(W * W)), `$${piTex(frac(W * W))}$ adds a whole circle with radius $${W}$.`),
    ],
    letter: 'A',
    hints: [
      'The garden is the rectangle plus half of a circle. What is the radius of that circle?',
    ],
    superhints: [
      `The diameter is $${W}$, so the radius is $${W / 2}$; the semicircle's area is $\\frac{1}{2}\\pi r^2$.`,
    ],
    explanation: `The rectangle's area is $${L} \\cdot ${W} = ${L * W}$. The semicircle has radius $${W / 2}$, so its area is $\\frac{1}{2}\\pi (${W / 2})^2 = ${piTex(semi)}$, and the garden's area is $${L * W} + ${piTex(semi)}$.`,
  });
}

// ---------- (2) a stone displaces water in a rectangular tank ----------
{
  const [a, b, h0, h1] = rng.pick([
    [50, 30, 20, 22.4],
    [40, 25, 18, 19.8],
    [60, 35, 25, 26.5],
  ] as const);
  const rise = frac(Math.round((h1 - h0) * 10), 10);
  const v = frac(a * b * rise.n, rise.d);
  // check: the volume of water before and after, in cubic millimeters (whole numbers)
  check(a * 10 * b * 10 * Math.round(h1 * 10) - a * 10 * b * 10 * h0 * 10 === v.n * 1000, 'rise');
  bank.fe({
    difficulty: LEVEL.displacement,
    body: `An aquarium shaped like a rectangular prism has a base $${a}$ centimeters by $${b}$ centimeters and holds water $${h0}$ centimeters deep. When a stone is placed in the aquarium and is completely under water, the water becomes $${h1}$ centimeters deep. What is the volume of the stone, in cubic centimeters?`,
    answer: v,
    hints: ['The stone takes up exactly the volume of water that was pushed up.'],
    superhints: ["That water is a thin box with the aquarium's base and the rise as its height."],
    explanation: `The water rises $${h1} - ${h0} = ${rise.n / rise.d}$ centimeters, so the stone's volume equals a box $${a}$ by $${b}$ by $${rise.n / rise.d}$: $${a} \\cdot ${b} \\cdot ${rise.n / rise.d} = ${v.n}$ cubic centimeters.`,
  });
}

// ---------- (3) a cylinder melted and recast as a sphere ----------
{
  const [r, h] = [4, 18];
  const R = Math.round(Math.cbrt((3 * r * r * h) / 4));
  check(r * r * h * 3 === 4 * R ** 3, 'equal volumes exactly');
  check(close(Math.PI * r * r * h, (4 / 3) * Math.PI * R ** 3), 'equal volumes numerically');
  bank.fe({
    difficulty: LEVEL.recast,
    body: `A solid metal cylinder with a radius of $${r}$ centimeters and a height of $${h}$ centimeters is melted down, and all of the metal is recast as one solid sphere. What is the radius of the sphere, in centimeters?`,
    answer: R,
    hints: ['The volume of metal does not change.'],
    superhints: [
      "Set the cylinder's volume $\\pi r^2 h$ equal to the sphere's volume $\\frac{4}{3}\\pi R^3$ and solve for $R$.",
    ],
    explanation: `The cylinder's volume is $\\pi \\cdot ${r}^2 \\cdot ${h} = ${r * r * h}\\pi$. Then $\\frac{4}{3}\\pi R^3 = ${r * r * h}\\pi$ gives $R^3 = ${(3 * r * r * h) / 4}$, so $R = ${R}$ centimeters.`,
  });
}

// ---------- (4) similar cans: volume scales by the cube ----------
{
  const [k, oz] = rng.pick([
    [3, 12],
    [2, 15],
  ] as const);
  const big = oz * k ** 3;
  // check: scale every dimension of a sample can (r = 2, h = 5) and compare volumes
  check(close((Math.PI * (2 * k) ** 2 * 5 * k) / (Math.PI * 4 * 5), big / oz), 'cube of the ratio');
  bank.mc({
    difficulty: LEVEL.similarCans,
    body: `Two cylindrical cans are similar in shape. The larger can is $${k}$ times as tall as the smaller can, and the smaller can holds $${oz}$ ounces of juice when full. How many ounces of juice does the larger can hold when full?`,
    correct: num(big),
    wrong: [num(oz * k), num(oz * k * k), num(oz * k ** 4)],
    hints: [
      'Similar means every length of the larger can is the same multiple of the smaller one.',
    ],
    superhints: [`Volume has three dimensions, so it is multiplied by $${k}^3$.`],
    explanation: `All lengths are multiplied by $${k}$, so the volume is multiplied by $${k}^3 = ${k ** 3}$: $${oz} \\cdot ${k ** 3} = ${big}$ ounces. $${oz * k}$ scales only the height, $${oz * k * k}$ scales by the square (as for an area), and $${oz * k ** 4}$ uses a fourth power.`,
  });
}

// ---------- (5) a box with a square base from its volume ----------
{
  const [s, h] = rng.pick([
    [6, 10],
    [5, 8],
    [4, 9],
  ] as const);
  const V = s * s * h;
  const S = 2 * s * s + 4 * s * h;
  check(Math.sqrt(V / h) === s && 2 * (s * s + s * h + h * s) === S, 'surface area two ways');
  bank.mc({
    difficulty: LEVEL.squareBox,
    body: `A closed rectangular box has a square base and a height of $${h}$ inches. The volume of the box is $${V}$ cubic inches. What is the total surface area of the box, in square inches?`,
    correct: num(S),
    wrong: [
      because(num(s * s + 4 * s * h), `$${s * s + 4 * s * h}$ counts only one square face.`),
      because(num(V), `$${V}$ is the volume of the box.`),
      because(num(2 * S), `$${2 * S}$ counts every face twice.`),
    ],
    hints: ['Find the side of the square base from the volume first.'],
    superhints: [
      'The box has two square faces and four rectangular faces, each the side of the base by the height.',
    ],
    explanation: `The base has area $${V} \\div ${h} = ${s * s}$, so its side is $${s}$. The surface is two squares, $2 \\cdot ${s * s} = ${2 * s * s}$, and four rectangles, $4 \\cdot ${s} \\cdot ${h} = ${4 * s * h}$, for a total of $${S}$ square inches.`,
  });
}

// ---------- (6) a cylinder inscribed in a sphere ----------
{
  const [R, h] = [5, 8];
  const r2 = R * R - (h / 2) ** 2; // the radius of the cylinder, squared
  const v = r2 * h; // × π
  // check with coordinates: a point of the top rim (sqrt(r2), h/2) lies on the sphere
  check(close(Math.hypot(Math.sqrt(r2), h / 2), R) && v === 72, 'rim on the sphere');
  bank.mc({
    difficulty: LEVEL4.cylinderInSphere,
    body: `A right circular cylinder with a height of $${h}$ is inside a sphere with a radius of $${R}$, and the circles of the top and bottom of the cylinder lie on the sphere. What is the volume of the cylinder?`,
    correct: piOpt(v),
    wrong: [
      because(piOpt(r2 * (h / 2)), `$${r2 * (h / 2)}\\pi$ uses half the height.`),
      because(
        piOpt((h / 2) ** 2 * h),
        `$${(h / 2) ** 2 * h}\\pi$ takes the radius to be half the height.`,
      ),
      because(
        piOpt(R * R * h),
        `$${R * R * h}\\pi$ takes the cylinder's radius to be the sphere's.`,
      ),
      because(
        piOpt(frac(4 * R ** 3, 3)),
        `$${piTex(frac(4 * R ** 3, 3))}$ is the volume of the sphere.`,
      ),
    ],
    letter: 'A',
    hints: [
      'The center of the sphere is halfway up the cylinder.',
      'Draw a radius of the sphere to a point on the top circle.',
    ],
    superhints: [
      `That radius, half the height and the cylinder's radius form a right triangle with hypotenuse $${R}$.`,
    ],
    explanation: `The sphere's center is $${h / 2}$ below the top circle, so the cylinder's radius $r$ satisfies $r^2 + ${h / 2}^2 = ${R}^2$, $r^2 = ${r2}$ and $r = ${Math.sqrt(r2)}$. The volume is $\\pi \\cdot ${r2} \\cdot ${h} = ${v}\\pi$.`,
  });
}

// ---------- (7) a tank whose volume and surface area have the same number ----------
{
  const r = 6;
  const h = (2 * r) / (r - 2); // πr²h = 2πr² + 2πrh
  check(
    Number.isInteger(h) && close(Math.PI * r * r * h, 2 * Math.PI * r * r + 2 * Math.PI * r * h),
    'equal measures',
  );
  bank.fe({
    difficulty: LEVEL4.equalMeasures,
    body: `A closed cylindrical tank has a radius of $${r}$ feet. The number of cubic feet in its volume is equal to the number of square feet in its total surface area, including the top and the bottom. What is the height of the tank, in feet?`,
    answer: h,
    hints: ['Write the volume and the total surface area with the height $h$ as the unknown.'],
    superhints: [
      'The total surface area is the two circles plus the curved side: $2\\pi r^2 + 2\\pi r h$. Set it equal to $\\pi r^2 h$.',
    ],
    explanation: `With $r = ${r}$: $\\pi \\cdot ${r * r} h = 2\\pi \\cdot ${r * r} + 2\\pi \\cdot ${r} h$, so $${r * r}h = ${2 * r * r} + ${2 * r}h$, $${r * r - 2 * r}h = ${2 * r * r}$ and $h = ${h}$ feet.`,
  });
}

// ---------- (8) a cube with a cylindrical hole: total surface area ----------
{
  const [e, r] = [10, 2];
  const outer = 6 * e * e;
  // removed: two circles (2πr² = 8π); added: the inner wall (2πr·e = 40π)
  const net = 2 * r * e - 2 * r * r; // × π
  check(
    net === 32 && close(outer - 2 * Math.PI * r * r + 2 * Math.PI * r * e, outer + net * Math.PI),
    'hole',
  );
  const o = (k: number) => ({
    tex: `${outer} ${k < 0 ? '-' : '+'} ${piTex(Math.abs(k))}`,
    key: outer + k * Math.PI,
  });
  bank.mc({
    difficulty: LEVEL4.cubeHole,
    body: `A solid wooden cube has edges of length $${e}$ centimeters. A cylindrical hole with a radius of $${r}$ centimeters is drilled straight through the cube from the center of the top face to the center of the bottom face. What is the total surface area, in square centimeters, of the solid that remains, including the inside of the hole?`,
    correct: o(net),
    wrong: [
      because(o(-2 * r * r), `$${outer} - ${2 * r * r}\\pi$ forgets the wall of the hole.`),
      because(o(2 * r * e), `$${outer} + ${2 * r * e}\\pi$ forgets the removed circles.`),
      because(
        o(2 * r * e + 2 * r * r),
        `$${outer} + ${2 * r * e + 2 * r * r}\\pi$ adds the circles instead of removing them.`,
      ),
      because(
        { tex: `${outer}`, key: outer },
        `$${outer}$ assumes drilling leaves the surface area unchanged.`,
      ),
    ],
    letter: 'C',
    hints: ["Drilling removes two circles from the cube's faces, but it also makes a new surface."],
    superhints: [
      `The inside of the hole is the curved side of a cylinder with radius $${r}$ and height $${e}$: $2\\pi r h$.`,
    ],
    explanation: `The cube's faces total $6 \\cdot ${e}^2 = ${outer}$. The hole removes two circles, $2\\pi \\cdot ${r}^2 = ${2 * r * r}\\pi$, and adds its inside wall, $2\\pi \\cdot ${r} \\cdot ${e} = ${2 * r * e}\\pi$, so the total is $${outer} + ${net}\\pi$.`,
  });
}

// ---------- (9) a box's dimensions change by percents ----------
{
  const [p, q, s] = [20, 25, 40]; // length +p%, width +q%, height -s%
  const f = frac((100 + p) * (100 + q) * (100 - s), 1_000_000);
  const change = (f.n / f.d - 1) * 100;
  // check: a sample box 10 by 8 by 5 measured before and after
  check(close((12 * 10 * 3) / (10 * 8 * 5), f.n / f.d) && close(change, -10), 'box factor');
  const options = [
    'It decreases by $40\\%$.',
    'It decreases by $10\\%$.',
    'It increases by $5\\%$.',
    'It increases by $50\\%$.',
  ];
  bank.mcOrdered({
    difficulty: LEVEL.percentBox,
    body: `A company redesigns a shipping box shaped like a rectangular prism. The length is increased by $${p}\\%$, the width is increased by $${q}\\%$, and the height is decreased by $${s}\\%$. Which of the following describes the change in the volume of the box?`,
    options,
    correctIndex: 1,
    hints: ['Write each change as a multiplier of the original dimension.'],
    superhints: ['The volume is multiplied by the product of the three multipliers.'],
    explanation: `The multipliers are $1.2$, $1.25$ and $0.6$, and $1.2 \\cdot 1.25 \\cdot 0.6 = 0.9$, so the volume decreases by $10\\%$. Adding the percents ($20 + 25 - 40$) gives the $5\\%$ increase, which is not how products change; $1.5$ (an increase of $50\\%$) ignores the height; $1.5 \\cdot 0.4 = 0.6$ (a decrease of $40\\%$) multiplies by the $40\\%$ removed instead of the $60\\%$ kept.`,
  });
}

addSolidItems(bank, rng);

bank.write('synthesis-area-and-volume.ts');
