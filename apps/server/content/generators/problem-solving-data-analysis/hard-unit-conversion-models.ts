// The level-5 templates of hard-unit-conversion.ts: whole bags for an area measured in other
// units, density across cubic units, and a wheel's turning rate as a road speed. Each key is a
// chain of unit factors, confirmed by a second route through the units.
import { check } from '../lib/check.ts';
import { frac, fracDiv, fracMul, fracSub, fracTex, fracValue, type Frac } from '../lib/fraction.ts';
import type { Rng } from '../lib/random.ts';
import { tex } from './helpers.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: bags 3 and 2, density 2, wheel
// 3.
const LEVEL = { bags: 4, density: 4, wheel: 4 };
// Added after that pass, rated by the author until a blind pass: a catch-up needs a model (the
// head start closed at the difference of the speeds) on top of two conversions, a pace in minutes
// per mile turned into a speed and kilometers into miles.
const NEW_LEVEL = { catchUp: 5 };
const miles = (d: Frac) => (fracValue(d) > 1 ? 'miles' : 'mile');

export function addModelItems(rng: Rng, item: AddNumericItem) {
  // ---------- (6) the least number of whole bags or boxes for an area ----------
  {
    let a = 0,
      b = 0,
      p = 0,
      B = 0,
      bags = 0,
      need = 0;
    for (;;) {
      [a, b] = [rng.int(30, 80), rng.int(20, 60)];
      p = rng.pick([3, 4, 5]); // pounds per 1,000 square feet
      B = rng.pick([10, 15, 20]);
      need = (a * b * 9 * p) / 1000;
      bags = Math.ceil(need / B);
      const others = [
        Math.ceil((a * b * p) / 1000 / B),
        Math.ceil((a * b * 3 * p) / 1000 / B),
        Math.floor(need / B),
      ];
      if (need / B !== bags && new Set([bags, ...others]).size === 4) break;
    }
    // check: per square yard instead (9p/1000 pounds), and that one bag fewer falls short
    const perYard = (9 * p) / 1000;
    check(
      Math.ceil((a * b * perYard) / B - 1e-12) === bags &&
        (bags - 1) * B < need &&
        bags * B >= need,
      'bags',
    );
    item(
      LEVEL.bags,
      `A lawn is a rectangle $${a}$ yards long and $${b}$ yards wide. Fertilizer is spread at a rate of $${p}$ pounds per $1{,}000$ square feet, and it is sold only in $${B}$-pound bags. What is the least number of bags needed to fertilize the whole lawn? ($1$ yard $= 3$ feet)`,
      bags,
      [
        Math.ceil((a * b * p) / 1000 / B),
        Math.ceil((a * b * 3 * p) / 1000 / B),
        Math.floor(need / B),
      ],
      [
        'A square yard is not $3$ square feet.',
        'After finding the pounds needed, think about what happens with a partly used bag.',
      ],
      [
        'Area in square feet, times $p$ pounds per $1{,}000$ square feet, gives pounds; divide by the bag size and round up.',
      ],
      `The lawn is $${a * 3}$ feet by $${b * 3}$ feet, or $${tex(a * b * 9)}$ square feet, so it needs $${tex(a * b * 9)} \\cdot \\frac{${p}}{1{,}000} = ${tex(need)}$ pounds. That is $\\frac{${tex(need)}}{${B}} \\approx ${tex(Math.round((need / B) * 100) / 100)}$ bags, so $${bags}$ whole bags are needed. Rounding down leaves part of the lawn bare, and treating square yards as square feet (or a square yard as $3$ square feet) gives too few.`,
    );
    // tiles in centimeters for a floor in meters, sold in boxes
    let m = 0,
      n = 0,
      tw = 0,
      tl = 0,
      box = 0,
      boxes = 0,
      tiles = 0;
    for (;;) {
      [m, n] = [rng.int(3, 7), rng.int(3, 6)];
      [tw, tl] = rng.pick([
        [20, 25],
        [25, 40],
        [20, 50],
        [40, 50],
      ] as const);
      box = rng.pick([12, 15, 18]);
      tiles = (m * 100 * n * 100) / (tw * tl);
      boxes = Math.ceil(tiles / box);
      if (
        Number.isInteger(tiles) &&
        tiles % box !== 0 &&
        Math.ceil((m * n * 100) / (tw * tl) / box) !== boxes
      )
        break;
    }
    // check: tiles counted along each edge (the sizes divide the floor exactly)
    check(
      (m * 100) % tw === 0 && (n * 100) % tl === 0 && ((m * 100) / tw) * ((n * 100) / tl) === tiles,
      'tile rows',
    );
    item(
      LEVEL.bags,
      `A rectangular floor measures $${m}$ meters by $${n}$ meters. It is to be covered, without gaps or overlaps, with rectangular tiles that measure $${tw}$ centimeters by $${tl}$ centimeters. The tiles are sold in boxes of $${box}$. What is the least number of boxes needed? ($1$ meter $= 100$ centimeters)`,
      boxes,
      [
        boxes - 1, // rounded the boxes down
        tiles, // gave the number of tiles
        Math.ceil((m * n * 100) / (tw * tl) / box), // took a square meter as 100 square centimeters
      ],
      ['Write the floor and the tiles in the same unit before dividing areas.'],
      [
        'A square meter is $100 \\times 100$ square centimeters. Count the tiles, then the boxes, rounding up.',
      ],
      `The floor is $${m * 100} \\times ${n * 100} = ${tex(m * n * 10000)}$ square centimeters and a tile is $${tex(tw * tl)}$ square centimeters, so $\\frac{${tex(m * n * 10000)}}{${tex(tw * tl)}} = ${tiles}$ tiles are needed (${(m * 100) / tw} rows of ${(n * 100) / tl}). Boxes of $${box}$ give $\\frac{${tiles}}{${box}} \\approx ${tex(Math.round((tiles / box) * 100) / 100)}$, so $${boxes}$ boxes.`,
    );
  }

  // ---------- (7) density across cubic units ----------
  {
    const [l, w, h] = rng.pick([
      [50, 20, 10],
      [40, 25, 10],
      [60, 20, 5],
    ] as const); // centimeters
    const density = rng.pick([2.7, 7.8, 8.9]);
    const kg = frac(Math.round(l * w * h * density * 10), 10000);
    // check: the density in kilograms per cubic meter times the volume in cubic meters
    check(
      Math.abs(kg.n / kg.d - density * 1000 * ((l / 100) * (w / 100) * (h / 100))) < 1e-9,
      'mass in kg',
    );
    item(
      LEVEL.density,
      `A solid metal block is $${tex(l / 100)}$ meter long, $${tex(w / 100)}$ meter wide and $${tex(h / 100)}$ meter tall. The metal has a density of $${density}$ grams per cubic centimeter. What is the mass of the block, in kilograms? ($1$ meter $= 100$ centimeters and $1$ kilogram $= 1{,}000$ grams)`,
      kg,
      [
        frac(Math.round(l * w * h * density * 10), 1000),
        frac(Math.round(l * w * h * density * 10), 100000),
        frac(Math.round(l * w * h * density * 10), 10),
      ],
      ['Find the volume in cubic centimeters, since the density is per cubic centimeter.'],
      [
        'Edges in centimeters, multiplied, give cubic centimeters; times the density gives grams; divide by $1{,}000$.',
      ],
      `The block is $${l} \\times ${w} \\times ${h} = ${tex(l * w * h)}$ cubic centimeters, so its mass is $${tex(l * w * h)} \\cdot ${density} = ${tex(l * w * h * density)}$ grams, or $${fracTex(kg).includes('frac') ? tex(kg.n / kg.d) : fracTex(kg)}$ kilograms. A factor of $10$ off comes from converting $1$ meter to $100$ centimeters once instead of for each edge, or from the grams.`,
    );
    const oil = rng.pick([0.8, 0.92, 0.9]);
    const litres = rng.pick([40, 50, 60]);
    const massKg = Math.round(oil * litres * 100) / 100;
    check(Math.abs((massKg * 1000) / oil / 1000 - litres) < 1e-9, 'liters back');
    item(
      LEVEL.density,
      `A cooking oil has a density of $${oil}$ grams per milliliter. A drum contains $${tex(massKg)}$ kilograms of the oil. How many liters of oil does the drum contain? ($1$ kilogram $= 1{,}000$ grams and $1$ liter $= 1{,}000$ milliliters)`,
      litres,
      [
        frac(Math.round(massKg * oil * 100), 100), // multiplied by the density instead of dividing
        frac(Math.round(massKg * 100), 100), // took kilograms as liters
        litres * 1000, // stopped at milliliters
      ],
      ['Mass divided by density gives volume, once both use grams.'],
      [
        'Write the mass in grams, divide by grams per milliliter, then change milliliters to liters.',
      ],
      `$${tex(massKg)}$ kilograms is $${tex(massKg * 1000)}$ grams. At $${oil}$ grams per milliliter that is $\\frac{${tex(massKg * 1000)}}{${oil}} = ${tex(litres * 1000)}$ milliliters, or $${litres}$ liters.`,
    );
  }

  // ---------- (8) a wheel's turning rate as a speed ----------
  {
    const d = rng.pick([24, 26, 28]);
    const rpm = rng.pick([150, 180, 210]);
    const mph = (Math.PI * d * rpm * 60) / (12 * 5280);
    // check: feet per second from the circumference, then miles per hour
    const fps = (Math.PI * (d / 12) * rpm) / 60;
    check(Math.abs((fps * 3600) / 5280 - mph) < 1e-9, 'wheel speed');
    const r = (v: number) => Math.round(v * 10) / 10;
    const wrong = [mph / Math.PI, mph / 2, mph * 12].map(r);
    check(new Set([r(mph), ...wrong]).size === 4, 'distinct speeds');
    item(
      LEVEL.wheel,
      `A bicycle wheel has a diameter of $${d}$ inches. When the wheel turns at $${rpm}$ revolutions per minute without slipping, which of the following is closest to the bicycle's speed, in miles per hour? ($1$ mile $= 5{,}280$ feet and $1$ foot $= 12$ inches)`,
      frac(Math.round(mph * 10), 10),
      wrong.map((v) => frac(Math.round(v * 10), 10)),
      ['In one turn, the bicycle moves forward one circumference of the wheel.'],
      [
        'Circumference in inches, times turns per minute, gives inches per minute; convert inches to miles and minutes to hours.',
      ],
      `One turn moves the bicycle $${d}\\pi$ inches, so it travels $${d}\\pi \\cdot ${rpm} \\approx ${tex(Math.round(Math.PI * d * rpm))}$ inches per minute, or $${tex(Math.round(Math.PI * d * rpm * 60))}$ inches per hour. Dividing by $12 \\cdot 5{,}280 = 63{,}360$ inches per mile gives about $${tex(r(mph))}$ miles per hour. Forgetting $\\pi$, using the radius, or skipping the inches-to-feet step gives the other choices.`,
    );
  }

  // ---------- (9) catching up: a pace in minutes per mile against a speed in km per hour ----------
  for (const i of [0, 1]) {
    const who = i === 0 ? ['runner', 'runs'] : ['hiker', 'walks'];
    let p = 0,
      v = 0,
      t0 = 0,
      minutes = frac(0),
      wrong: number[] = [];
    for (;;) {
      p = i === 0 ? rng.pick([8, 9, 10, 12]) : rng.pick([15, 16, 18, 20]);
      v = i === 0 ? rng.int(9, 16) : rng.int(4, 7);
      t0 = rng.int(4, 15);
      const [vA, vB] = [frac(60, p), frac(5 * v, 8)]; // miles per hour; 1 mile = 1.6 km
      const closing = fracSub(vB, vA);
      if (closing.n <= 0) continue;
      // head start in miles over the closing speed, in minutes
      minutes = fracDiv(fracMul(vA, frac(t0)), closing);
      // named mistakes: kilometers per hour read as miles per hour, 1.6 used the wrong way, and
      // the time counted from the first start
      const catchUp = (speed: number) => Math.round(((60 / p) * t0) / (speed - 60 / p));
      wrong = [catchUp(v), catchUp(1.6 * v), fracValue(minutes) + t0];
      const all = [fracValue(minutes), ...wrong];
      if (minutes.d === 1 && minutes.n >= 10 && minutes.n <= 90 && new Set(all).size === 4) break;
    }
    // check: step both people second by second in meters until the second one draws level
    const [mA, mB] = [1600 / (60 * p), (v * 1000) / 3600]; // meters per second
    let sec = 0;
    while (mB * sec < mA * (sec + 60 * t0) - 1e-6) sec++;
    check(sec === 60 * fracValue(minutes), 'catch-up by stepping');
    item(
      NEW_LEVEL.catchUp,
      `A ${who[0]} ${who[1]} along a trail at a steady pace of $${p}$ minutes per mile. A second ${who[0]} starts from the same point $${t0}$ minutes later and follows the same trail at a steady speed of $${v}$ kilometers per hour. How many minutes after the second ${who[0]} starts does the second ${who[0]} catch up with the first? ($1$ mile $= 1.6$ kilometers)`,
      minutes,
      wrong,
      [
        'Turn both rates into miles per hour first: a pace is time per distance, a speed is distance per time.',
      ],
      [
        'Find how far ahead the first one is when the second starts; the second gains on the first at the difference of the two speeds.',
      ],
      `A pace of $${p}$ minutes per mile is $\\frac{60}{${p}} = ${fracTex(frac(60, p))}$ miles per hour, and $${v}$ kilometers per hour is $\\frac{${v}}{1.6} = ${fracTex(frac(5 * v, 8))}$ miles per hour. In $${t0}$ minutes the first ${who[0]} covers $${fracTex(frac(60, p))} \\cdot \\frac{${t0}}{60} = ${fracTex(frac(t0, p))}$ ${miles(frac(t0, p))}, and the second gains $${fracTex(frac(5 * v, 8))} - ${fracTex(frac(60, p))} = ${fracTex(fracSub(frac(5 * v, 8), frac(60, p)))}$ ${miles(fracSub(frac(5 * v, 8), frac(60, p)))} per hour, so the gap closes in $${fracTex(frac(t0, p))} \\div ${fracTex(fracSub(frac(5 * v, 8), frac(60, p)))}$ hours, which is $${fracValue(minutes)}$ minutes.`,
    );
  }
}
