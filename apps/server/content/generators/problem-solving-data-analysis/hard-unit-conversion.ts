// Generates questions/problem-solving-data-analysis/unit-conversion.hard.generated.yaml: rates
// converted in two units at once, cubic units, dosages and fuel costs, filling a tank measured in
// feet and inches with a pump rated in gallons, covering an area in whole bags, density across
// cubic units and a wheel's turning rate as a speed. Each key is computed by a chain of unit
// factors and confirmed a second way (the conversions in the other order, or by undoing them).
//   npx tsx content/generators/problem-solving-data-analysis/hard-unit-conversion.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { frac, fracEq, fracMul, fracTex, fracValue } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { finish, numericItemAdder, readableChoices } from '../lib/numeric-item.ts';
import { tex } from './helpers.ts';
import { addModelItems } from './hard-unit-conversion-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 3 is one conversion of a rate or a squared or cubed
// unit, 4 chains a conversion into a second calculation, 5 models a situation through three or
// more conversions with a rounding or geometric step.
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: dosage 2 and 1, fuel 2 and 3,
// tank 3 and 2.
const LEVEL = { rate: 3, cubic: 3, dosage: 3, fuel: 4, tank: 4 };

const rng = createRng(6421);
const concept = 'unit-conversion';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');

const item = numericItemAdder(C, nextId, questions);

// ---------- (1) a rate converted in both units at once ----------
{
  // gallons per minute to quarts per second (4 quarts a gallon)
  const gpm = rng.pick([15, 30, 45, 75, 90]);
  const qps = frac(gpm * 4, 60);
  check(fracEq(fracMul(qps, frac(60 * 60)), frac(gpm * 4 * 60)), 'quarts per hour both ways');
  item(
    LEVEL.rate,
    `A fire hose delivers water at a rate of $${gpm}$ gallons per minute. What is this rate in quarts per second? ($1$ gallon $= 4$ quarts)`,
    qps,
    [
      frac(gpm, 60), // left the gallons as they were
      gpm * 4, // left the minutes as they were
      gpm * 4 * 60, // multiplied by 60 instead of dividing
    ],
    ['Convert gallons to quarts and minutes to seconds separately.'],
    [`Multiply by $4$ quarts per gallon and divide by $60$ seconds per minute.`],
    `$${gpm} \\frac{\\text{gal}}{\\text{min}} \\times \\frac{4 \\text{ qt}}{1 \\text{ gal}} \\times \\frac{1 \\text{ min}}{60 \\text{ s}} = \\frac{${gpm * 4}}{60} = ${fracTex(qps)}$ quarts per second.`,
  );
  // dollars per pound to cents per ounce (16 ounces a pound)
  const perPound = rng.pick([4, 8, 12, 20]);
  const cents = frac(perPound * 100, 16);
  check(fracEq(fracMul(cents, frac(16)), frac(perPound * 100)), 'cents per pound back');
  item(
    LEVEL.rate,
    `A grocery store sells cashews for \\$${perPound}.00 per pound. What is this price in cents per ounce? ($1$ pound $= 16$ ounces and \\$1 $= 100$ cents)`,
    cents,
    [frac(perPound, 16), frac(perPound * 16, 100), perPound * 16],
    ['A pound is more than an ounce, so an ounce costs less than a pound.'],
    ['Change dollars to cents first, then share the price of one pound among its ounces.'],
    `\\$${perPound}.00 is $${perPound * 100}$ cents, and one pound is $16$ ounces, so each ounce costs $\\frac{${perPound * 100}}{16} = ${fracTex(cents)}$ cents. Dividing dollars by $16$ gives the price in dollars, not cents.`,
  );
}

// ---------- (2) cubic units ----------
for (const i of [0, 1]) {
  const [l, w, d] =
    i === 0
      ? [rng.pick([18, 24, 30]), rng.pick([9, 12, 15]), rng.pick([2, 3])]
      : [rng.pick([4, 5, 6]), rng.pick([2, 3]), 2];
  if (i === 0) {
    // feet to cubic yards: 27 cubic feet a cubic yard
    const yd3 = frac(l * w * d, 27);
    check(
      fracEq(yd3, fracMul(fracMul(frac(l, 3), frac(w, 3)), frac(d, 3))),
      'cubic yards by sides',
    );
    item(
      LEVEL.cubic,
      `A landscaper fills a rectangular garden bed that is $${l}$ feet long, $${w}$ feet wide and $${d}$ feet deep with soil. Soil is sold by the cubic yard. How many cubic yards of soil fill the bed? ($1$ yard $= 3$ feet)`,
      yd3,
      [frac(l * w * d, 3), frac(l * w * d, 9), frac(l * w * d, 81)],
      ['A cubic yard is a cube $3$ feet on each side.'],
      [
        'Either convert each edge to yards before multiplying, or divide the volume in cubic feet by $3 \\times 3 \\times 3$.',
      ],
      `The bed holds $${l} \\cdot ${w} \\cdot ${d} = ${l * w * d}$ cubic feet. A cubic yard is $3^3 = 27$ cubic feet, so the bed needs $\\frac{${l * w * d}}{27} = ${fracTex(yd3)}$ cubic yards. Dividing by $3$ or $9$ converts only one or two of the three dimensions.`,
    );
  } else {
    // cubic meters to liters: 1 m^3 = 1,000,000 cm^3 = 1,000 L
    const liters = l * w * d * 1000;
    check(liters === (l * 100 * w * 100 * d * 100) / 1000, 'liters from centimeters');
    item(
      LEVEL.cubic,
      `A rectangular tank is $${l}$ meters long, $${w}$ meters wide and $${d}$ meters deep. How many liters of water does the tank hold when full? ($1$ meter $= 100$ centimeters and $1$ liter $= 1{,}000$ cubic centimeters)`,
      liters,
      [l * w * d * 100, l * w * d * 10000, l * w * d * 1000000],
      ['Find the volume in cubic centimeters first.'],
      [
        'Write each edge in centimeters, multiply, then divide by $1{,}000$ cubic centimeters per liter.',
      ],
      `The edges are $${l * 100}$, $${w * 100}$ and $${d * 100}$ centimeters, so the volume is $${tex(l * w * d * 1000000)}$ cubic centimeters, which is $\\frac{${tex(l * w * d * 1000000)}}{1{,}000} = ${tex(liters)}$ liters.`,
    );
  }
}

// ---------- (3) a dosage by body weight ----------
{
  const perKg = rng.pick([5, 10, 15]);
  const kg = rng.pick([22, 33, 44]);
  const lb = frac(kg * 22, 10); // 1 kg = 2.2 lb
  const mgPerMl = rng.pick([25, 50]);
  const ml = frac(perKg * kg, mgPerMl);
  // check: going the other way from milliliters back to milligrams per pound
  check(Math.abs(((fracValue(ml) * mgPerMl) / perKg) * 2.2 - fracValue(lb)) < 1e-9, 'dosage back');
  item(
    LEVEL.dosage,
    `A veterinarian prescribes a medicine at $${perKg}$ milligrams per kilogram of body weight. A dog weighs $${tex(fracValue(lb))}$ pounds, and the liquid medicine contains $${mgPerMl}$ milligrams per milliliter. How many milliliters should the dog receive? ($1$ kilogram $= 2.2$ pounds)`,
    ml,
    [
      frac(Math.round(perKg * fracValue(lb)), mgPerMl),
      frac(perKg * kg * mgPerMl, 100),
      frac(perKg * kg, 10),
    ],
    ['Find the weight in kilograms before using the dose per kilogram.'],
    [
      'Weight in kilograms, times milligrams per kilogram, gives milligrams; divide by the milligrams in each milliliter.',
    ],
    `$${tex(fracValue(lb))}$ pounds is $\\frac{${tex(fracValue(lb))}}{2.2} = ${kg}$ kilograms, so the dose is $${perKg} \\cdot ${kg} = ${perKg * kg}$ milligrams, which is $\\frac{${perKg * kg}}{${mgPerMl}} = ${fracTex(ml)}$ milliliters. Using the weight in pounds gives too much medicine.`,
  );
}

// ---------- (3b) an IV drip: milliliters per hour to drops per minute ----------
{
  const mlPerHour = rng.pick([90, 120, 150]);
  const dropsPerMl = rng.pick([10, 15, 20]);
  const dpm = frac(mlPerHour * dropsPerMl, 60);
  // check: drops in one hour counted both ways
  check(fracEq(fracMul(dpm, frac(60)), frac(mlPerHour * dropsPerMl)), 'drops per hour');
  item(
    LEVEL.dosage,
    `A nurse sets an IV line to deliver $${mlPerHour}$ milliliters of fluid per hour. The tubing delivers $${dropsPerMl}$ drops per milliliter. How many drops per minute should the nurse count?`,
    dpm,
    [frac(mlPerHour, dropsPerMl * 60), frac(mlPerHour * 60, dropsPerMl), frac(mlPerHour, 60)],
    ['Change milliliters to drops and hours to minutes.'],
    [
      'Drops per hour are milliliters per hour times drops per milliliter; an hour has $60$ minutes.',
    ],
    `$${mlPerHour}$ milliliters per hour is $${mlPerHour} \\cdot ${dropsPerMl} = ${tex(mlPerHour * dropsPerMl)}$ drops per hour, which is $\\frac{${tex(mlPerHour * dropsPerMl)}}{60} = ${fracTex(dpm)}$ drops per minute.`,
  );
}

// ---------- (4) fuel cost of a trip given in kilometers ----------
{
  const miles = rng.pick([240, 320, 400]);
  const km = (miles * 8) / 5; // 1 mile = 1.6 km
  const mpg = rng.pick([25, 32, 40]);
  const price = rng.pick([3.5, 4, 4.5]);
  const cost = frac(Math.round(miles * price * 100), mpg * 100);
  // check: kilometers per liter-free route, gallons from kilometers directly, and cents exact
  check(
    Math.abs(fracValue(cost) - (km / 1.6 / mpg) * price) < 1e-9 && (cost.n * 100) % cost.d === 0,
    'fuel cost',
  );
  item(
    LEVEL.fuel,
    `A road trip is $${tex(km)}$ kilometers long. A car travels $${mpg}$ miles per gallon of gasoline, and gasoline costs \\$${price.toFixed(2)} per gallon. How much, in dollars, does the gasoline for the trip cost? ($1$ mile $= 1.6$ kilometers)`,
    cost,
    [
      frac(miles, mpg), // stopped at the gallons
      frac(Math.round(km * price * 100), mpg * 100), // used the kilometers as miles
      frac(Math.round(km * 1.6 * price * 100), mpg * 100), // multiplied by 1.6 instead of dividing
    ],
    ['Convert the distance to miles first.'],
    ['Miles divided by miles per gallon gives gallons; gallons times the price gives the cost.'],
    `$${tex(km)}$ kilometers is $\\frac{${tex(km)}}{1.6} = ${miles}$ miles, which uses $\\frac{${miles}}{${mpg}} = ${tex(miles / mpg)}$ gallons, costing $${tex(miles / mpg)} \\cdot ${price} = ${tex(fracValue(cost))}$ dollars.`,
  );
}

// ---------- (4b) fuel economy from kilometers per liter to miles per gallon ----------
{
  const kpl = rng.pick([8, 12, 16, 20]);
  const mpg = frac(kpl * 38, 16); // 1 gallon = 3.8 liters, 1 mile = 1.6 kilometers
  check(Math.abs(fracValue(mpg) * 1.6 - kpl * 3.8) < 1e-9, 'kilometers per gallon both ways');
  item(
    LEVEL.fuel,
    `A car's fuel economy is $${kpl}$ kilometers per liter. What is its fuel economy in miles per gallon? ($1$ mile $= 1.6$ kilometers and $1$ gallon $= 3.8$ liters)`,
    mpg,
    [
      frac(kpl * 10, 16), // changed the kilometers but not the liters
      frac(kpl * 38, 10), // changed the liters but not the kilometers
      frac(kpl * 38 * 16, 100), // multiplied by 1.6 instead of dividing
    ],
    ['Kilometers become miles in the numerator, and liters become gallons in the denominator.'],
    [
      'A gallon holds more than a liter, so the car goes farther on a gallon: multiply by $3.8$. A mile is longer than a kilometer: divide by $1.6$.',
    ],
    `Per gallon the car goes $${kpl} \\cdot 3.8 = ${tex(kpl * 3.8)}$ kilometers, which is $\\frac{${tex(kpl * 3.8)}}{1.6} = ${tex(fracValue(mpg))}$ miles.`,
  );
}

// ---------- (5) filling a tank measured in feet and inches with a pump rated in gallons ----------
for (const i of [0, 1]) {
  let L = 0,
    W = 0,
    inches = 0,
    gpm = 0;
  let minutes = frac(0);
  for (;;) {
    L = rng.int(8, 24);
    W = rng.int(6, 16);
    inches = rng.pick([18, 30, 42, 54]);
    gpm = rng.pick([10, 15, 20, 25, 30]);
    // cubic feet times 7.5 gallons per cubic foot, over the pump's rate
    minutes = frac(L * W * inches * 75, 12 * 10 * gpm);
    if (minutes.d === 1 && minutes.n % 60 !== 0 && minutes.n > 60) break;
  }
  // check: gallons pumped in that time, back to a depth in inches
  const depth = ((fracValue(minutes) * gpm) / 7.5 / (L * W)) * 12;
  check(Math.abs(depth - inches) < 1e-9, 'depth back');
  const hours = frac(minutes.n, 60);
  const body =
    i === 0
      ? `A rectangular pool is $${L}$ feet long and $${W}$ feet wide. A pump fills it at $${gpm}$ gallons per minute. How many minutes does the pump take to raise the water level from empty to $${inches}$ inches? ($1$ cubic foot $\\approx 7.5$ gallons and $1$ foot $= 12$ inches)`
      : `A rectangular koi pond is $${L}$ feet long and $${W}$ feet wide with vertical sides. It is being filled at $${gpm}$ gallons per minute. How many hours will it take to fill the empty pond to a depth of $${inches}$ inches? ($1$ cubic foot $\\approx 7.5$ gallons and $1$ foot $= 12$ inches)`;
  item(
    LEVEL.tank,
    body,
    i === 0 ? minutes : hours,
    // named mistakes: the depth left in inches, the minutes read as hours, cubic feet as gallons
    i === 1
      ? [frac(minutes.n * 12, 60), minutes, frac(minutes.n * 2, 900)]
      : [frac(minutes.n * 12), hours, frac(minutes.n * 2, 15)],
    [
      'Write the depth in feet so that all three dimensions use the same unit.',
      'How many gallons does the water take up?',
    ],
    [
      'Volume in cubic feet, times $7.5$ gallons per cubic foot, gives gallons; divide by the pump rate.',
    ],
    `The depth is $\\frac{${inches}}{12} = ${tex(inches / 12)}$ feet, so the water takes $${L} \\cdot ${W} \\cdot ${tex(inches / 12)} = ${tex((L * W * inches) / 12)}$ cubic feet, or $${tex((L * W * inches) / 12)} \\cdot 7.5 = ${tex((L * W * inches * 7.5) / 12)}$ gallons. At $${gpm}$ gallons per minute that is $${minutes.n}$ minutes${i === 1 ? `, or $\\frac{${minutes.n}}{60} = ${fracTex(hours)}$ hours. Using the depth in inches without converting makes the time $12$ times too long` : ''}.`,
  );
}

addModelItems(rng, item);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-unit-conversion.ts',
  finish(questions.map(readableChoices)),
);
