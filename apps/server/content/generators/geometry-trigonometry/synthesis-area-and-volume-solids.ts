// The hardest templates of synthesis-area-and-volume.ts (5, or 4): volume from a percent change in
// surface area, a frustum-shaped bucket, a cone as large as a cylinder, a capsule known by its
// length and surface area, a conical tank filled further, Hippocrates' lunes, and a cone in a
// sphere. Keys are exact; each is confirmed a second way (another formula, coordinates, or a
// numerical integration).
import { check, close } from '../lib/check.ts';
import { frac, fracTex, fracValue, terminatingDecimal } from '../lib/fraction.ts';
import type { Rng } from '../lib/random.ts';
import { frustumFigure, lunesFigure } from './synthesis-figures-solids.ts';
import type { SynthesisBank } from './synthesis-common.ts';
import { because, num, piOpt, piTex, rootOpt } from './synthesis-common.ts';

// Level 5: each needs a model the student must build or an insight (length scales by the square
// root of the area factor and volume by its cube; a frustum is a cone minus a cone; a cubic for
// the radius; the capsule's quadratic terms cancel; depth scales by a cube root; the lunes equal
// the triangle; the cone's radius from a right triangle through the sphere's center). The blind
// solver rated the cone as large as a cylinder and the conical tank 3: each is one known model,
// so they take 4, the rounded-up mean of the two ratings.
const LEVEL = {
  surfacePercent: 5,
  frustum: 5,
  coneCylinder: 4,
  capsule: 5,
  conicalTank: 4,
  lunes: 5,
  coneInSphere: 5,
};

export function addSolidItems(bank: SynthesisBank, rng: Rng) {
  // ---------- (10) surface area grows by p%: by what percent does volume grow? ----------
  {
    const [p, k] = rng.pick([
      [125, frac(3, 2)],
      [44, frac(6, 5)],
      [69, frac(13, 10)],
    ] as const);
    const v = frac(k.n ** 3 * 100 - k.d ** 3 * 100, k.d ** 3);
    const dec = (f: ReturnType<typeof frac>) => terminatingDecimal(f) ?? fracTex(f);
    const [area, len, vol] = [frac(100 + p, 100), k, frac(k.n ** 3, k.d ** 3)].map(dec);
    // check: square the length factor back to the area factor, cube it numerically
    check(
      close(fracValue(k) ** 2, 1 + p / 100) && close((fracValue(k) ** 3 - 1) * 100, fracValue(v)),
      'scaling',
    );
    bank.fe({
      difficulty: LEVEL.surfacePercent,
      body: `A museum makes a larger copy of a statue. Every length of the copy is the same multiple of the corresponding length of the original, and the surface area of the copy is $${p}\\%$ greater than the surface area of the original. The volume of the copy is what percent greater than the volume of the original?`,
      answer: v,
      hints: [
        'First find the factor that multiplies every length.',
        'Areas scale by the square of that factor, volumes by its cube.',
      ],
      superhints: [
        `A surface area $${p}\\%$ greater is multiplied by $${area}$; take the square root to get the length factor.`,
      ],
      explanation: `The area factor is $${area}$, so the length factor is $\\sqrt{${area}} = ${len}$ and the volume factor is $${len}^3 = ${vol}$. The volume is $${dec(v)}\\%$ greater. (Cubing $${area}$ itself, or taking the volume to grow by $\\frac{3}{2} \\cdot ${p}\\%$, does not follow how lengths scale.)`,
    });
  }

  // ---------- (11) a bucket shaped like a frustum ----------
  {
    const [r, R, h] = [6, 9, 12];
    const H = (h * R) / (R - r); // height of the whole cone
    const v = (R * R * H - r * r * (H - h)) / 3; // × π
    // check: the frustum formula (πh/3)(R² + Rr + r²)
    check(Number.isInteger(H) && v === (h * (R * R + R * r + r * r)) / 3, 'frustum two ways');
    const id = bank.nextId();
    bank.mc({
      difficulty: LEVEL.frustum,
      body: `A bucket is shaped like the part of a right circular cone between two parallel circles, as shown. The radius of the open top is $${R}$ inches, the radius of the bottom is $${r}$ inches, and the height of the bucket is $${h}$ inches. What is the volume of the bucket, in cubic inches?`,
      figure: frustumFigure(id, r, R, h),
      correct: piOpt(v),
      wrong: [
        piOpt((h * (R * R + r * r)) / 3),
        piOpt(((R + r) / 2) ** 2 * h),
        piOpt((R * R * H) / 3),
      ],
      hints: [
        'Extend the slanted side until it meets in a point: the bucket is a large cone with a small cone cut off.',
      ],
      superhints: [
        `By similar triangles, the radius shrinks by $${R - r}$ inches over the $${h}$ inches of the bucket; find how tall the whole cone is.`,
      ],
      explanation: `The radius drops from $${R}$ to $${r}$ over $${h}$ inches, so it reaches $0$ after $${h} \\cdot \\frac{${R}}{${R - r}} = ${H}$ inches: the whole cone has height $${H}$ and the removed cone height $${H - h}$. Volume: $\\frac{1}{3}\\pi(${R}^2 \\cdot ${H} - ${r}^2 \\cdot ${H - h}) = ${v}\\pi$. $${(h * (R * R + r * r)) / 3}\\pi$ leaves out the $Rr$ term of the frustum formula, $${((R + r) / 2) ** 2 * h}\\pi$ treats the bucket as a cylinder with the average radius, and $${(R * R * H) / 3}\\pi$ is the whole cone.`,
    });
  }

  // ---------- (12) a cone with the volume of a cylinder ----------
  {
    const [rc, hc] = [4, 6];
    // cone height is 4/3 of its radius: (1/3)πr²(4r/3) = (4/9)πr³ = πrc²hc
    const r = Math.round(Math.cbrt((9 * rc * rc * hc) / 4));
    const hcone = (4 * r) / 3;
    check(4 * r ** 3 === 9 * rc * rc * hc && Number.isInteger(hcone), 'cubic for the radius');
    const slant = Math.hypot(r, hcone);
    check(
      close((Math.PI * r * r * hcone) / 3, Math.PI * rc * rc * hc) && Number.isInteger(slant),
      'slant',
    );
    bank.mc({
      difficulty: LEVEL.coneCylinder,
      body: `A cylindrical can has a radius of $${rc}$ centimeters and a height of $${hc}$ centimeters. A paper cone has the same volume as the can, and the height of the cone is $\\frac{4}{3}$ of the radius of its base. What is the slant height of the cone, in centimeters?`,
      correct: num(slant),
      wrong: [
        because(num(r), `$${r}$ is the radius of the cone.`),
        because(num(hcone), `$${hcone}$ is the height of the cone, not its slant height.`),
        because(rootOpt(2, 13), `$2\\sqrt{13}$ uses the can's radius and height as the legs.`),
      ],
      letter: 'D',
      hints: [
        "Call the cone's radius $r$ and write its height in terms of $r$.",
        'Setting the volumes equal gives an equation in $r^3$.',
      ],
      superhints: [
        `$\\frac{1}{3}\\pi r^2 \\cdot \\frac{4}{3}r = \\pi \\cdot ${rc}^2 \\cdot ${hc}$. After $r$, the slant height is the hypotenuse of a right triangle with legs $r$ and the height.`,
      ],
      explanation: `The can's volume is $${rc * rc * hc}\\pi$. The cone's is $\\frac{4}{9}\\pi r^3$, so $r^3 = ${(9 * rc * rc * hc) / 4}$ and $r = ${r}$. Its height is $\\frac{4}{3} \\cdot ${r} = ${hcone}$, and the slant height is $\\sqrt{${r}^2 + ${hcone}^2} = ${slant}$ centimeters.`,
    });
  }

  // ---------- (13) a capsule from its length and surface area ----------
  {
    const [L, r] = [20, 4];
    const S = 2 * r * L; // 2πr(L - 2r) + 4πr² = 2πrL, × π
    const v = frac(3 * r * r * (L - 2 * r) + 4 * r ** 3, 3); // × π
    // check: solve 2πr(L - 2r) + 4πr² = Sπ by bisection, then the volume numerically
    let lo = 0.01;
    let hi = L / 2;
    const f = (x: number) => 2 * x * (L - 2 * x) + 4 * x * x - S;
    for (let i = 0; i < 80; i++) {
      const m = (lo + hi) / 2;
      if (f(lo) * f(m) <= 0) hi = m;
      else lo = m;
    }
    check(close(lo, r, 1e-9), 'capsule radius');
    check(
      close(Math.PI * lo * lo * (L - 2 * lo) + (4 / 3) * Math.PI * lo ** 3, fracValue(v) * Math.PI),
      'capsule volume',
    );
    bank.mc({
      difficulty: LEVEL.capsule,
      body: `A storage tank is shaped like a right circular cylinder with a hemisphere of the same radius attached to each end. The tank is $${L}$ feet long from end to end, and its total outside surface area is $${S}\\pi$ square feet. What is the volume of the tank, in cubic feet?`,
      correct: piOpt(v),
      wrong: [
        piOpt(frac(3 * r * r * (L - 2 * r) + 2 * r ** 3, 3)),
        piOpt(r * r * L),
        piOpt(frac(3 * r * r * L + 4 * r ** 3, 3)),
      ],
      hints: [
        'Let $r$ be the radius. How long is the cylindrical middle part?',
        'Write the surface area in terms of $r$ and simplify before solving.',
      ],
      superhints: [
        `The cylinder part is $${L} - 2r$ long. Its side is $2\\pi r(${L} - 2r)$ and the two hemispheres make one sphere, $4\\pi r^2$; the $r^2$ terms cancel.`,
      ],
      explanation: `The surface area is $2\\pi r(${L} - 2r) + 4\\pi r^2 = ${2 * L}\\pi r$, so $${2 * L}\\pi r = ${S}\\pi$ and $r = ${r}$. The cylinder part is $${L - 2 * r}$ feet long: $\\pi \\cdot ${r * r} \\cdot ${L - 2 * r} = ${r * r * (L - 2 * r)}\\pi$; the two hemispheres make a sphere, $\\frac{4}{3}\\pi \\cdot ${r ** 3} = ${piTex(frac(4 * r ** 3, 3))}$. The total is $${piTex(v)}$. $${piTex(frac(3 * r * r * (L - 2 * r) + 2 * r ** 3, 3))}$ counts only one hemisphere, $${r * r * L}\\pi$ treats the whole tank as a cylinder, and $${piTex(frac(3 * r * r * L + 4 * r ** 3, 3))}$ takes the cylinder to be the full $${L}$ feet long.`,
    });
  }

  // ---------- (14) a conical tank, vertex down, filled further ----------
  {
    const [d0, v0, added] = [4, 16, 38];
    const d1 = d0 * Math.cbrt((v0 + added) / v0);
    check(
      close(d1, Math.round(d1)) && v0 * Math.round(d1) ** 3 === (v0 + added) * d0 ** 3,
      'cube of the depth',
    );
    // check: a cone of half-angle with tan = 1/2, volume (π/3)(d/2)²d, scaled so depth d0 holds v0
    const c = v0 / ((Math.PI / 3) * (d0 / 2) ** 2 * d0);
    check(
      close(c * (Math.PI / 3) * (Math.round(d1) / 2) ** 2 * Math.round(d1), v0 + added),
      'tank',
    );
    bank.mc({
      difficulty: LEVEL.conicalTank,
      body: `A water tank is shaped like a right circular cone with its vertex pointing straight down. When the water in the tank is $${d0}$ feet deep, the tank holds $${v0}$ cubic feet of water. Then $${added}$ more cubic feet of water are added. How deep, in feet, is the water now?`,
      correct: num(Math.round(d1)),
      wrong: [
        because(
          rootOpt(3, 6),
          '$3\\sqrt{6}$ takes the volume to be proportional to the square of the depth.',
        ),
        because(
          num(9),
          '$9$ multiplies the depth by the square of $\\frac{3}{2}$ instead of by $\\frac{3}{2}$.',
        ),
        because(num(frac(27, 2)), '$13.5$ takes the depth to be proportional to the volume.'),
      ],
      letter: 'A',
      hints: [
        'The water always forms a cone similar to the tank itself.',
        'How does the volume of a cone change when all its lengths are multiplied by the same factor?',
      ],
      superhints: [
        `Volume is proportional to the cube of the depth: $\\frac{V}{${v0}} = \\left(\\frac{d}{${d0}}\\right)^3$, with $V$ the new total volume.`,
      ],
      explanation: `The new volume is $${v0} + ${added} = ${v0 + added}$ cubic feet. The water cones are similar, so $\\left(\\frac{d}{${d0}}\\right)^3 = \\frac{${v0 + added}}{${v0}} = \\frac{27}{8}$, which gives $\\frac{d}{${d0}} = \\frac{3}{2}$ and $d = ${Math.round(d1)}$ feet.`,
    });
  }

  // ---------- (15) Hippocrates' lunes ----------
  {
    const [a, b] = [6, 8];
    const c = Math.hypot(a, b);
    const tri = (a * b) / 2;
    // lunes = semicircles on the legs - (semicircle on the hypotenuse - triangle)
    const legs = (Math.PI * ((a / 2) ** 2 + (b / 2) ** 2)) / 2;
    const segments = (Math.PI * (c / 2) ** 2) / 2 - tri;
    check(close(legs - segments, tri), 'lunes equal the triangle');
    const id = bank.nextId();
    bank.mc({
      difficulty: LEVEL.lunes,
      body: `In the figure, right triangle $ABC$ has legs $AC = ${a}$ and $BC = ${b}$, and its vertices lie on a circle. A semicircle is drawn outward on each leg, with the leg as its diameter. What is the total area of the two shaded regions, which lie inside the semicircles and outside the circle?`,
      figure: lunesFigure(id, a, b),
      correct: num(tri),
      wrong: [
        { tex: `${piTex(frac(c * c, 8))} - ${tri}`, key: segments },
        { tex: piTex(frac(c * c, 8)), key: (Math.PI * c * c) / 8 },
        num(a * b),
      ],
      hints: [
        'Because angle $C$ is a right angle, $\\overline{AB}$ is a diameter of the circle.',
        'Subtract what the semicircles have that the shaded regions do not.',
      ],
      superhints: [
        'Shaded area = (the two small semicircles) − (the two parts of the circle between the legs and the arcs). Those parts are half the circle minus the triangle.',
      ],
      explanation: `$AB = ${c}$ is a diameter. The two semicircles on the legs have area $\\frac{1}{2}\\pi(${a / 2}^2 + ${b / 2}^2) = ${piTex(frac(c * c, 8))}$. The parts of the circle cut off by the legs are the half circle above $\\overline{AB}$ minus the triangle: $${piTex(frac(c * c, 8))} - ${tri}$. The shaded area is $${piTex(frac(c * c, 8))} - (${piTex(frac(c * c, 8))} - ${tri}) = ${tri}$, exactly the triangle's area. $${piTex(frac(c * c, 8))} - ${tri}$ is the area of those cut-off parts, $${piTex(frac(c * c, 8))}$ the semicircles alone, and $${a * b}$ forgets the $\\frac{1}{2}$ in the triangle's area.`,
    });
  }

  // ---------- (16) a cone inscribed in a sphere ----------
  {
    const [R, h] = [9, 12];
    const r2 = R * R - (h - R) ** 2; // the base is h - R below the center
    const v = (r2 * h) / 3; // × π
    // check with coordinates: apex (0, R), base rim (sqrt(r2), R - h) both on the sphere
    check(close(Math.hypot(Math.sqrt(r2), R - h), R) && Number.isInteger(v), 'cone in sphere');
    bank.mc({
      difficulty: LEVEL.coneInSphere,
      body: `A right circular cone has a height of $${h}$ centimeters. Its vertex and every point of the circle of its base lie on a sphere with a radius of $${R}$ centimeters. What is the volume of the cone, in cubic centimeters?`,
      correct: piOpt(v),
      wrong: [
        because(
          piOpt(((h * h - R * R) * h) / 3),
          `$${((h * h - R * R) * h) / 3}\\pi$ uses $r^2 = ${h}^2 - ${R}^2$.`,
        ),
        because(
          piOpt((R * R * h) / 3),
          `$${(R * R * h) / 3}\\pi$ takes the cone's radius to be the sphere's.`,
        ),
        because(piOpt(r2 * h), `$${r2 * h}\\pi$ leaves out the $\\frac{1}{3}$.`),
        because(
          piOpt(((R * R - (h / 2) ** 2) * h) / 3),
          `$${((R * R - (h / 2) ** 2) * h) / 3}\\pi$ puts the sphere's center halfway up the cone.`,
        ),
        because(
          piOpt((r2 * R) / 3),
          `$${(r2 * R) / 3}\\pi$ uses the sphere's radius as the cone's height.`,
        ),
      ],
      letter: 'D',
      hints: [
        'Draw the axis of the cone through the center of the sphere.',
        'How far is the center of the sphere from the plane of the base?',
      ],
      superhints: [
        `The base is $${h} - ${R} = ${h - R}$ below the center. A radius of the sphere to the rim of the base is the hypotenuse of a right triangle with legs $${h - R}$ and the cone's radius.`,
      ],
      explanation: `The center is $${R}$ below the vertex, so the base is $${h - R}$ below the center. Then $r^2 + ${h - R}^2 = ${R}^2$ gives $r^2 = ${r2}$, and the volume is $\\frac{1}{3}\\pi \\cdot ${r2} \\cdot ${h} = ${v}\\pi$.`,
    });
  }
}
