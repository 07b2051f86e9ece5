// Generates questions/problem-solving-data-analysis/unit-conversion.generated.yaml: speed
// conversions, metric lengths, squared units and a rate with converted area and time units.
//   npx tsx content/generators/problem-solving-data-analysis/unit-conversion.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { frac } from '../lib/fraction.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { entryForms, feQuestion, mcQuestion, placeNumeric, tex, verify } from './helpers.ts';
import type { BankQuestion } from '../../schema.ts';

const rng = createRng(7310);
const concept = 'unit-conversion';
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept);

// ---------- (1) speed: kilometers per hour and meters per second, free entry, difficulty 2 ----------
{
  const toMetersPerSecond = rng.next() < 0.5;
  if (toMetersPerSecond) {
    const who = rng.pick(['high-speed train', 'delivery drone', 'racing yacht']);
    const k = rng.int(2, 16);
    const kmh = 18 * k;
    const ans = frac(kmh * 1000, 3600);
    verify('km/h to m/s', ans.n / ans.d, kmh / 3.6);
    questions.push(
      feQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: 2,
        body: `A ${who} travels at a constant speed of $${kmh}$ kilometers per hour. What is this speed in meters per second? ($1$ kilometer $= 1{,}000$ meters)`,
        accepted: entryForms(ans),
        hints: [
          'Convert kilometers to meters and hours to seconds.',
          'There are $60 \\times 60$ seconds in an hour.',
        ],
        superhints: [
          `Multiply $${kmh}$ by $1{,}000$ to get meters per hour, then divide by $3{,}600$ to get meters per second.`,
        ],
        explanation: `$${kmh} \\frac{\\text{km}}{\\text{h}} \\times \\frac{1{,}000 \\text{ m}}{1 \\text{ km}} \\times \\frac{1 \\text{ h}}{3{,}600 \\text{ s}} = \\frac{${tex(kmh * 1000)}}{3{,}600} = ${tex(ans.n / ans.d)}$ meters per second.`,
      }),
    );
  } else {
    const who = rng.pick(['cheetah', 'greyhound', 'racehorse']);
    const mps = rng.int(11, 27);
    const ans = frac(mps * 3600, 1000);
    verify('m/s to km/h', ans.n / ans.d, mps * 3.6);
    questions.push(
      feQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: 2,
        body: `A ${who} can run at $${mps}$ meters per second. What is this speed in kilometers per hour? ($1$ kilometer $= 1{,}000$ meters)`,
        accepted: entryForms(ans),
        hints: [
          'Convert seconds to hours and meters to kilometers.',
          'An animal covers more distance in an hour than in a second.',
        ],
        superhints: [
          `Multiply $${mps}$ by $3{,}600$ to get meters per hour, then divide by $1{,}000$ to get kilometers per hour.`,
        ],
        explanation: `$${mps} \\frac{\\text{m}}{\\text{s}} \\times \\frac{3{,}600 \\text{ s}}{1 \\text{ h}} \\times \\frac{1 \\text{ km}}{1{,}000 \\text{ m}} = \\frac{${tex(mps * 3600)}}{1{,}000} = ${tex(ans.n / ans.d)}$ kilometers per hour.`,
      }),
    );
  }
}

// ---------- (2) metric length, multiple choice, difficulty 2 ----------
{
  let x = 0;
  let y = 0;
  for (;;) {
    x = rng.int(3, 9);
    y = rng.pick([4, 5, 6, 8, 12, 15, 20, 25]);
    if ((10 * x) % y === 0 && (100 * x) / y !== x * y) break;
  }
  const item = rng.pick([
    { roll: 'roll of ribbon', piece: 'pieces' },
    { roll: 'coil of copper wire', piece: 'pieces' },
    { roll: 'strip of fabric', piece: 'strips' },
  ]);
  const ans = (100 * x) / y;
  verify('metric pieces', ans * y, x * 100);
  const placed = placeNumeric(ans, [(10 * x) / y, (1000 * x) / y, x * y], 0);
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: [concept],
      difficulty: 2,
      body: `A ${item.roll} is $${x}$ meters long. How many ${item.piece}, each $${y}$ centimeters long, can be cut from it with nothing left over? ($1$ meter $= 100$ centimeters)`,
      texts: placed.values.map((v) => `$${tex(v)}$`),
      answer: placed.answer,
      hints: ['Write both lengths in the same unit before dividing.'],
      superhints: [
        `Change $${x}$ meters to centimeters by multiplying by $100$, then divide by the length of one piece.`,
      ],
      explanation: `The ${item.roll} is $${x} \\times 100 = ${x * 100}$ centimeters long, so it makes $\\frac{${x * 100}}{${y}} = ${tex(ans)}$ ${item.piece}. Using $10$ or $1{,}000$ centimeters per meter gives the wrong choices, and multiplying the lengths has no meaning here.`,
    }),
  );
}

// ---------- (3) squared units, multiple choice, difficulty 3 ----------
{
  const metric = rng.next() < 0.5;
  if (metric) {
    const area = rng.pick([1.5, 2.5, 3.2, 4.5, 0.8]);
    const thing = rng.pick(['solar panel', 'glass tabletop', 'wall mirror']);
    const ans = Math.round(area * 10000);
    verify('square meters to square centimeters', ans, area * 100 * 100);
    const placed = placeNumeric(ans, [area * 100, area * 1000, area * 1000000], 1);
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: 3,
        body: `A rectangular ${thing} has an area of $${tex(area)}$ square meters. What is its area in square centimeters? ($1$ meter $= 100$ centimeters)`,
        texts: placed.values.map((v) => `$${tex(v)}$`),
        answer: placed.answer,
        hints: [
          'A square meter is a square $1$ meter on each side. How long is each side in centimeters?',
        ],
        superhints: [
          'One square meter is $100 \\text{ cm} \\times 100 \\text{ cm}$. Find how many square centimeters that is, then multiply by the area in square meters.',
        ],
        explanation: `One square meter is $100 \\times 100 = 10{,}000$ square centimeters, so $${tex(area)}$ square meters is $${tex(area)} \\times 10{,}000 = ${tex(ans)}$ square centimeters. Multiplying by only $100$ forgets that area has two dimensions, and $${tex(area * 1000000)}$ uses the factor for cubic units.`,
      }),
    );
  } else {
    const area = rng.int(3, 12);
    const thing = rng.pick(['bulletin board', 'window pane', 'poster']);
    const ans = area * 144;
    verify('square feet to square inches', ans, area * 12 * 12);
    const placed = placeNumeric(ans, [area * 12, area * 1728, area * 24], 1);
    questions.push(
      mcQuestion({
        id: nextId(),
        concepts: [concept],
        difficulty: 3,
        body: `A rectangular ${thing} has an area of $${area}$ square feet. What is its area in square inches? ($1$ foot $= 12$ inches)`,
        texts: placed.values.map((v) => `$${tex(v)}$`),
        answer: placed.answer,
        hints: [
          'A square foot is a square $1$ foot on each side. How long is each side in inches?',
        ],
        superhints: [
          'One square foot is $12 \\text{ in} \\times 12 \\text{ in}$. Find how many square inches that is, then multiply by the area in square feet.',
        ],
        explanation: `One square foot is $12 \\times 12 = 144$ square inches, so $${area}$ square feet is $${area} \\times 144 = ${tex(ans)}$ square inches. Multiplying by $12$ forgets that area has two dimensions, and $${tex(area * 1728)}$ uses $12^3$, the factor for cubic units.`,
      }),
    );
  }
}

// ---------- (4) a rate with converted area and time units, free entry, difficulty 4 ----------
{
  const r = 3 * rng.int(4, 15); // square feet per minute, a multiple of 3
  const ans = frac(r * 60, 9);
  verify('square feet per minute to square yards per hour', (ans.n / ans.d) * 9, r * 60);
  const device = rng.pick([
    { what: 'A lawn sprinkler waters', verb: 'waters' },
    { what: 'A floor-cleaning robot cleans', verb: 'cleans' },
    { what: 'A road crew paints lane markings over', verb: 'covers' },
  ]);
  questions.push(
    feQuestion({
      id: nextId(),
      concepts: [concept, 'ratios-rates-proportions'],
      difficulty: 4,
      body: `${device.what} $${r}$ square feet per minute. At this rate, how many square yards does it cover per hour? ($1$ yard $= 3$ feet)`,
      accepted: entryForms(ans),
      hints: [
        'Two conversions are needed: square feet to square yards, and minutes to hours.',
        'A square yard is $3$ feet by $3$ feet.',
      ],
      superhints: [
        `In one hour the rate gives $${r} \\times 60$ square feet. One square yard is $3 \\times 3$ square feet, so divide by that number.`,
      ],
      explanation: `In one hour it ${device.verb} $${r} \\times 60 = ${tex(r * 60)}$ square feet. Since $1$ square yard $= 9$ square feet, that is $\\frac{${tex(r * 60)}}{9} = ${tex(ans.n / ans.d)}$ square yards per hour. (Dividing by $3$ instead of $9$ is the common mistake.)`,
    }),
  );
}

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  concept,
  'generators/problem-solving-data-analysis/unit-conversion.ts',
  questions,
);
