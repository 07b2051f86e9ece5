// Generates questions/algebra/interpreting-linear-models.generated.yaml and its figures. The
// graph questions are real-world charts written one by one and drawn from the same model; the
// templates (meaning of a rate, meaning of a starting value, when a model reaches a value, the
// change over an interval) use different contexts and vary the numbers. Every numeric answer is
// computed from the model and checked a second way.
// Run: cd apps/server && npx tsx content/generators/algebra/interpreting-linear-models.ts
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import {
  frac,
  fracAdd,
  fracDiv,
  fracEq,
  fracMul,
  fracSub,
  terminatingDecimal,
  type Frac,
} from '../lib/fraction.ts';
import { choices } from '../lib/choices.ts';
import { numericChoices } from '../lib/numeric-item.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { texThousands, thousands } from './format.ts';
import type { BankQuestion } from '../../schema.ts';
import { plane, type Pt } from '../lib/figure-kit/plane.ts';

const CONCEPT = 'interpreting-linear-models';
const rng = createRng(0x11a_2025);
const out: BankQuestion[] = [];
const nextId = generatedIds(CONCEPT);

/** Slope and intercept of the model through two points, both checked. */
function model(p: Pt, q: Pt): { m: Frac; b: Frac; at: (x: number) => Frac } {
  const m = frac(q[1] - p[1], q[0] - p[0]);
  const b = fracSub(frac(p[1]), fracMul(m, frac(p[0])));
  const at = (x: number) => fracAdd(fracMul(m, frac(x)), b);
  check(fracEq(at(p[0]), frac(p[1])) && fracEq(at(q[0]), frac(q[1])), 'model through points');
  return { m, b, at };
}
const dec = (v: Frac) => {
  const s = terminatingDecimal(v);
  check(s !== undefined, 'terminating decimal');
  return s;
};

// ---------------------------------------------------------------- figure questions

// MF1. Meaning of the vertical intercept of a distance-from-home graph.
{
  const id = nextId();
  const mdl = model([0, 6], [3, 0]);
  check(fracEq(mdl.b, frac(6)) && fracEq(mdl.m, frac(-2)), 'MF1 model');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A line segment from (0, 6) to (3, 0) on axes labeled Time (hours) and Distance from home (kilometers)',
      style: 'context',
      xMin: 0,
      xMax: 4,
      yMin: 0,
      yMax: 7,
      xUnit: 95,
      yUnit: 44,
      xTitle: 'Time (hours)',
      yTitle: 'Distance from home (km)',
      lines: [
        {
          through: [
            [0, 6],
            [3, 0],
          ],
          segmentOnly: true,
        },
      ],
      points: [{ at: [0, 6] }, { at: [3, 0] }],
    }),
  );
  const mc = choices(
    'Ines was 6 kilometers from home when she started walking.',
    [
      'Ines walked at a speed of 6 kilometers per hour.',
      'Ines walked for a total of 6 hours.',
      'Ines was 6 kilometers from home after walking for 3 hours.',
    ],
    'B',
  );
  out.push({
    id,
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'Ines walked home from a trailhead at a constant speed. The graph shows her distance from home, in kilometers, against the time, in hours, since she started walking. What is the best interpretation of the point $(0, 6)$ in this context?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'The first coordinate is a time; the second coordinate is a distance from home.',
      'What does a time of $0$ hours mean in this story?',
    ],
    superhints: [
      'Read the point as "at time $0$, the distance from home is $6$ km". Time $0$ is the moment she started walking. Compare that with each choice; a speed would be a rate, which comes from the slope, not from a single point.',
    ],
    explanation:
      'At time $0$ hours, when Ines started walking, her distance from home was $6$ kilometers, choice B. Her speed comes from the slope: $6$ km in $3$ hours is $2$ km per hour, and she reached home after $3$ hours, not $6$.',
  });
}

// MF2. Rate of change read from a cost graph.
{
  const id = nextId();
  const mdl = model([0, 40], [10, 90]);
  // Second way: another lattice point on the line, (4, 60).
  check(fracEq(mdl.at(4), frac(60)) && fracEq(mdl.m, frac(5)), 'MF2 slope');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A line from (0, 40) through (10, 90) on axes labeled Number of T-shirts and Total cost (dollars)',
      style: 'context',
      xMin: 0,
      xMax: 12,
      yMin: 0,
      yMax: 110,
      xUnit: 32,
      yUnit: 3,
      yStep: 10,
      yLabelEvery: 2,
      xLabelEvery: 2,
      xTitle: 'Number of T-shirts',
      yTitle: 'Total cost (dollars)',
      lines: [
        {
          through: [
            [0, 40],
            [10, 90],
          ],
          segmentOnly: true,
        },
      ],
      points: [{ at: [0, 40] }, { at: [10, 90] }],
    }),
  );
  const mc2 = numericChoices(mdl.m, [
    frac(90, 10), // divided the total cost by the T-shirts, setup fee included
    frac(40), // gave the setup fee
    frac(90 - 40), // the rise, not divided by the 10 T-shirts
  ]);
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 2,
    type: 'multiple_choice',
    body: 'A club orders custom T-shirts. The graph shows the total cost of an order, in dollars, for different numbers of T-shirts; the cost includes a one-time setup fee. According to the graph, how many dollars does each additional T-shirt add to the total cost?',
    figure,
    figurePosition: 'top',
    ...mc2,
    hints: [
      'The cost added by each T-shirt is the slope of the line.',
      'Use the two marked points, which sit exactly on grid lines.',
    ],
    superhints: [
      'From $0$ T-shirts to $10$ T-shirts the total cost rises from the setup fee at the vertical axis to the value at the second marked point. Divide that rise by the $10$ extra T-shirts.',
    ],
    explanation: `The line passes through $(0, 40)$ and $(10, 90)$. The slope is $\\frac{90 - 40}{10 - 0} = 5$, so each additional T-shirt adds \\$5, choice ${mc2.answer}. (The \\$40 at $0$ T-shirts is the setup fee.)`,
  });
}

// MF3. The equation of a draining tank from its graph.
{
  const id = nextId();
  const mdl = model([0, 120], [8, 0]);
  check(fracEq(mdl.m, frac(-15)) && fracEq(mdl.b, frac(120)), 'MF3 model');
  const forms: [string, (t: number) => number][] = [
    ['$W = 120 - 15t$', (t) => 120 - 15 * t],
    ['$W = 120 - 8t$', (t) => 120 - 8 * t],
    ['$W = 120 + 15t$', (t) => 120 + 15 * t],
    ['$W = 15t - 120$', (t) => 15 * t - 120],
  ];
  // Only the first form reproduces the graph at both endpoints and the midpoint.
  forms.forEach(([, f], i) => {
    const ok = [0, 4, 8].every((t) => fracEq(frac(f(t)), mdl.at(t)));
    check(ok === (i === 0), `MF3 form ${i}`);
  });
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A line segment from (0, 120) to (8, 0) on axes labeled Time (minutes) and Water in tank (liters)',
      style: 'context',
      xMin: 0,
      xMax: 10,
      yMin: 0,
      yMax: 140,
      xUnit: 38,
      yUnit: 2.4,
      yStep: 10,
      yLabelEvery: 2,
      xTitle: 'Time (minutes)',
      yTitle: 'Water in tank (liters)',
      lines: [
        {
          through: [
            [0, 120],
            [8, 0],
          ],
          segmentOnly: true,
        },
      ],
      points: [{ at: [0, 120] }, { at: [8, 0] }],
    }),
  );
  const mc = choices(forms[0]![0], [forms[1]![0], forms[2]![0], forms[3]![0]], 'C');
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'A water tank is drained at a constant rate. The graph shows the amount of water $W$, in liters, left in the tank $t$ minutes after draining began. Which equation models this relationship?',
    figure,
    figurePosition: 'top',
    ...mc,
    hints: [
      'Read the starting amount and the time when the tank is empty.',
      'The rate is the change in water divided by the change in time, and the water is decreasing.',
    ],
    superhints: [
      'The tank starts with the amount at $t = 0$ and is empty at $t = 8$. Divide the total change in water by $8$ minutes to get the rate (negative, since water leaves). Then write $W = (\\text{start}) + (\\text{rate})t$.',
    ],
    explanation: `The tank starts with $120$ liters and is empty after $8$ minutes, so it loses $\\frac{120}{8} = 15$ liters per minute: $W = 120 - 15t$, choice ${mc.answer}. The choice $W = 120 - 8t$ confuses the emptying time with the rate.`,
  });
}

// MF4. Two cost models: compare them past the edge of the graph.
{
  const id = nextId();
  const A = model([0, 50], [10, 250]);
  const B = model([0, 110], [10, 210]);
  const months = 12;
  const diff = fracSub(A.at(months), B.at(months));
  // Second way: the gap grows by (20 - 10) per month from -60 at m = 0.
  check(
    fracEq(diff, fracAdd(fracSub(A.b, B.b), fracMul(fracSub(A.m, B.m), frac(months)))) &&
      fracEq(diff, frac(60)),
    'MF4 gap',
  );
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'Two lines on axes labeled Number of months and Total cost (dollars): Plan A from (0, 50) to (10, 250) and Plan B from (0, 110) to (10, 210)',
      style: 'context',
      xMin: 0,
      xMax: 10,
      yMin: 0,
      yMax: 300,
      xUnit: 40,
      yUnit: 1.2,
      yStep: 10,
      yLabelEvery: 5,
      xTitle: 'Number of months',
      yTitle: 'Total cost (dollars)',
      lines: [
        {
          through: [
            [0, 50],
            [10, 250],
          ],
          segmentOnly: true,
          label: { text: 'Plan A', at: [7.1, 262] },
        },
        {
          through: [
            [0, 110],
            [10, 210],
          ],
          segmentOnly: true,
          dashed: true,
          label: { text: 'Plan B', at: [7.4, 165] },
        },
      ],
      points: [
        { at: [0, 50], label: '(0, 50)', dx: 8, dy: 20 },
        { at: [0, 110], label: '(0, 110)', dx: 8, dy: 20 },
        { at: [10, 250] },
        { at: [10, 210] },
      ],
    }),
  );
  const mc4 = numericChoices(diff, [
    fracSub(A.at(10), B.at(10)), // read the gap at 10 months, where the graph ends
    fracMul(fracSub(A.m, B.m), frac(months)), // compared the monthly amounts only
    fracAdd(fracSub(B.b, A.b), fracMul(fracSub(A.m, B.m), frac(months))), // fees subtracted the wrong way
  ]);
  out.push({
    id,
    concepts: [CONCEPT, 'systems-of-linear-equations'],
    difficulty: 4,
    type: 'multiple_choice',
    body: 'A gym offers two membership plans. Each plan charges a one-time fee plus a fixed amount per month. The graph shows the total cost of each plan for up to 10 months. According to the graph, how many more dollars does Plan A cost than Plan B for a 12-month membership?',
    figure,
    figurePosition: 'top',
    ...mc4,
    hints: [
      'The graph stops at 10 months, so write a model for each plan from its marked points.',
      'Each model has the form (one-time fee) + (monthly amount) $\\times$ (months).',
    ],
    superhints: [
      'Plan A goes from \\$50 at $0$ months to \\$250 at $10$ months, so it adds \\$20 per month. Plan B goes from \\$110 to \\$210, so it adds \\$10 per month. Evaluate both models at $12$ months and subtract.',
    ],
    explanation: `Plan A: $50 + 20m$; Plan B: $110 + 10m$. At $m = 12$, Plan A costs $50 + 240 = 290$ dollars and Plan B costs $110 + 120 = 230$ dollars, so Plan A costs \\$60 more, choice ${mc4.answer}.`,
  });
}

// MF5. When will the candle burn out? (The answer lies beyond the graph.)
{
  const id = nextId();
  const mdl = model([0, 24], [5, 16]);
  const out0 = fracDiv(frac(-mdl.b.n, mdl.b.d), mdl.m);
  check(fracEq(mdl.at(out0.n / out0.d), frac(0)) && fracEq(out0, frac(15)), 'MF5 burn-out');
  const figure = writeFigure(
    'algebra',
    id,
    plane({
      title:
        'A line from (0, 24) through (5, 16) to (10, 8) on axes labeled Time since lit (hours) and Height of candle (centimeters)',
      style: 'context',
      xMin: 0,
      xMax: 10,
      yMin: 0,
      yMax: 28,
      xUnit: 38,
      yUnit: 12,
      yStep: 2,
      yLabelEvery: 2,
      xTitle: 'Time since lit (hours)',
      yTitle: 'Height of candle (cm)',
      lines: [
        {
          through: [
            [0, 24],
            [10, 8],
          ],
          segmentOnly: true,
        },
      ],
      points: [
        { at: [0, 24], label: '(0, 24)', dx: 8, dy: -8 },
        { at: [5, 16], label: '(5, 16)', dx: 8, dy: -10 },
      ],
    }),
  );
  const mc5 = numericChoices(
    out0,
    [
      frac(24, 8), // took the 8 cm lost in 5 hours as the loss per hour
      frac(24 * 5, 16), // took 16, the height at hour 5, as the loss in 5 hours
      fracDiv(frac(16), fracDiv(frac(8), frac(5))), // counted the hours from (5, 16), not from lighting
    ],
    dec,
  );
  out.push({
    id,
    concepts: [CONCEPT, 'linear-functions'],
    difficulty: 3,
    type: 'multiple_choice',
    body: 'A candle burns down at a constant rate. The graph shows its height, in centimeters, during the first 10 hours after it was lit. If it keeps burning at the same rate, how many hours after it was lit will the candle burn out completely?',
    figure,
    figurePosition: 'top',
    ...mc5,
    hints: [
      'Find how many centimeters the candle loses per hour from the two labeled points.',
      'The candle burns out when its height reaches $0$.',
    ],
    superhints: [
      'Between hour $0$ and hour $5$ the height falls by $8$ cm, so the rate is $\\frac{8}{5}$ cm per hour. Write $h = 24 - \\frac{8}{5}t$, set $h = 0$, and solve for $t$.',
    ],
    explanation: `The candle loses $\\frac{24 - 16}{5} = ${dec(frac(8, 5))}$ cm per hour, so $h = 24 - ${dec(frac(8, 5))}t$. Setting $h = 0$: $${dec(frac(8, 5))}t = 24$, so $t = 15$ hours, choice ${mc5.answer}.`,
  });
}

// ---------------------------------------------------------------- templates

// MT1. Meaning of a rate in a model (phone battery).
{
  const r = rng.pick([5, 8, 10, 12.5]);
  const rt = String(r);
  const mc = choices(
    `The battery charge decreases by ${rt} percentage points for each hour the phone is in use.`,
    [
      `The battery charge was ${rt} percent when the phone was unplugged.`,
      `The battery lasts ${rt} hours after the phone is unplugged.`,
      `The battery charge decreases by 1 percentage point every ${rt} hours.`,
    ],
    'D',
  );
  // The model's rate check: after one more hour, the charge is lower by exactly r.
  const B = (h: number) => 100 - r * h;
  check(Math.abs(B(2) - B(3) - r) < 1e-9 && 100 / r !== r, 'MT1 rate');
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 1,
    type: 'multiple_choice',
    body: `A fully charged phone is unplugged and used to stream video. The equation $B = 100 - ${rt}h$ models the percent $B$ of battery charge remaining after $h$ hours of use. What is the best interpretation of $${rt}$ in this context?`,
    figurePosition: 'top',
    ...mc,
    hints: [
      `In $B = 100 - ${rt}h$, the number multiplied by $h$ tells how $B$ changes when $h$ increases by $1$.`,
    ],
    superhints: [
      `Compare $B$ at $h = 1$ and $h = 2$: the difference is the coefficient of $h$. Decide what unit that change has (percentage points) and what it is "per".`,
    ],
    explanation: `Each time $h$ increases by $1$ hour, $B$ decreases by $${rt}$: the charge drops ${rt} percentage points per hour, choice ${mc.answer}. The starting charge is $100$ percent, and the battery lasts $\\frac{100}{${rt}} = ${String(100 / r)}$ hours.`,
  });
}

// MT2. Meaning of the starting value (snow during a storm).
{
  const a = rng.pick([frac(5, 2), frac(7, 2), frac(4), frac(6)]);
  const b = rng.pick([frac(3, 4), frac(5, 4), frac(3, 2)]);
  check(!fracEq(a, b), 'MT2 distinct numbers');
  const as = dec(a);
  const bs = dec(b);
  const mc = choices(
    `There were ${as} inches of snow on the ground at midnight.`,
    [
      `Snow fell at a rate of ${as} inches per hour.`,
      `The storm lasted ${as} hours after midnight.`,
      `The snow depth increased by ${as} inches between midnight and 1:00 a.m.`,
    ],
    'A',
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `During a snowstorm, the depth $D$ of snow on the ground, in inches, $t$ hours after midnight is modeled by $D = ${as} + ${bs}t$. What is the best interpretation of $${as}$ in this context?`,
    figurePosition: 'top',
    ...mc,
    hints: ['What is $D$ when $t = 0$? What time does $t = 0$ stand for?'],
    superhints: [
      `Substituting $t = 0$ makes the term $${bs}t$ vanish and leaves only the constant. Decide what quantity $D$ measures and at what moment.`,
    ],
    explanation: `At $t = 0$ (midnight), $D = ${as}$, so there were ${as} inches of snow on the ground at midnight, choice ${mc.answer}. The rate of snowfall is the coefficient $${bs}$ inches per hour, which is also the increase between midnight and 1:00 a.m.`,
  });
}

// MT3. When does the model reach a value? (A balloon descending.)
{
  let h0 = 0;
  let rate = 0;
  let target = 0;
  let t = 0;
  do {
    h0 = rng.pick([1200, 1250, 1400, 1500]);
    rate = rng.pick([25, 35, 40, 45]);
    t = rng.int(12, 24);
    target = h0 - rate * t;
  } while (target < 200);
  const solved = frac(h0 - target, rate);
  check(fracEq(solved, frac(t)) && h0 - rate * t === target, 'MT3 time');
  const mc8 = numericChoices(
    solved,
    [
      frac(h0, rate), // the time to reach the ground
      frac(target, rate), // divided the given height by the rate
      frac(h0 + target, rate), // added the heights instead of subtracting
    ],
    dec,
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 2,
    type: 'multiple_choice',
    body: `A hot-air balloon begins a steady descent. Its height $h$, in feet above the ground, $m$ minutes after the descent begins is modeled by $h = ${texThousands(h0)} - ${rate}m$. According to the model, how many minutes after the descent begins will the balloon be ${thousands(target)} feet above the ground?`,
    figurePosition: 'top',
    ...mc8,
    hints: ['Substitute the given height for $h$ and solve for $m$.'],
    superhints: [
      `Set $${texThousands(target)} = ${texThousands(h0)} - ${rate}m$. The balloon has to drop the difference between the two heights; divide that drop by the feet it descends each minute.`,
    ],
    explanation: `$${texThousands(target)} = ${texThousands(h0)} - ${rate}m$ gives $${rate}m = ${h0 - target}$, so $m = ${t}$ minutes, choice ${mc8.answer}.`,
  });
}

// MT4. The change over an interval depends only on the rate (fuel in a generator).
{
  const start = rng.pick([48, 60, 75]);
  const rate = rng.pick([frac(12, 5), frac(9, 5), frac(5, 2)]);
  const h1 = rng.int(2, 4);
  const h2 = h1 + rng.int(4, 6);
  const F = (h: number) => fracSub(frac(start), fracMul(rate, frac(h)));
  const used = fracSub(F(h1), F(h2));
  check(fracEq(used, fracMul(rate, frac(h2 - h1))) && F(h2).n > 0, 'MT4 change');
  const mc9 = numericChoices(
    used,
    [
      F(h2), // the fuel left at the end of the later hour
      fracMul(rate, frac(h2)), // the fuel used from the start
      fracMul(rate, frac(h2 - h1 + 1)), // counted both end hours
    ],
    dec,
  );
  out.push({
    id: nextId(),
    concepts: [CONCEPT],
    difficulty: 3,
    type: 'multiple_choice',
    body: `A generator runs at a constant rate during a power outage. The amount of fuel $F$, in liters, left in its tank $h$ hours after it is started is modeled by $F = ${start} - ${dec(rate)}h$. According to the model, how many liters of fuel does the generator use from the end of hour ${h1} to the end of hour ${h2}?`,
    figurePosition: 'top',
    ...mc9,
    hints: [
      `The generator uses $${dec(rate)}$ liters each hour. How many hours pass between the two times?`,
      `Or evaluate $F$ at $h = ${h1}$ and at $h = ${h2}$ and subtract.`,
    ],
    superhints: [
      `From $h = ${h1}$ to $h = ${h2}$ is $${h2 - h1}$ hours. The fuel used is the hourly rate times that number of hours; the starting amount $${start}$ does not matter.`,
    ],
    explanation: `$F(${h1}) = ${dec(F(h1))}$ and $F(${h2}) = ${dec(F(h2))}$, so the generator uses $${dec(F(h1))} - ${dec(F(h2))} = ${dec(used)}$ liters, which is also $${dec(rate)} \\times ${h2 - h1}$, choice ${mc9.answer}.`,
  });
}

writeGeneratedQuestions(
  'algebra',
  CONCEPT,
  'generators/algebra/interpreting-linear-models.ts',
  out,
);
