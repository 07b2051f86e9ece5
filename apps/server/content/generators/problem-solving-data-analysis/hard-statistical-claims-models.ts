// The level-5 templates of hard-statistical-claims.ts, where the design and a computation must
// both be right: a conclusion's scope and size from a table of means, an experiment's result
// carried to its whole population, claims read from a two-way table of a random sample, and a
// reversal between two groups and their total (Simpson's paradox).
import { check } from '../lib/check.ts';
import { frac, fracSub, fracValue } from '../lib/fraction.ts';
import type { AddNumericItem } from '../lib/numeric-item.ts';
import type { Rng } from '../lib/random.ts';
import type { AddTextItem } from './hard-statistical-claims.ts';
import type { Study } from './statistical-claims-contexts.ts';
import { tex } from './helpers.ts';

// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: scope and size 2, projection
// 3, two-way table 3 and 2.
const LEVEL = { scopeAndSize: 4, projection: 4, twoWayTable: 4 };
// Added after that pass, rated by the author until a blind pass: a reversal between groups
// (Simpson's paradox) asks for six proportions, the insight that the combined rates weigh the
// groups differently, and the design's limit on a cause. The blind pass of the generated items
// (2026-11-29) rated both reversal items 3: the mean with the author's 5, rounded up, is 4.
const NEW_LEVEL = { reversal: 4 };
const plain = (n: number) => tex(n).replace(/\{,\}/g, ',');

export function addModelItems(
  rng: Rng,
  item: AddNumericItem,
  textItem: AddTextItem,
  context: () => Study,
) {
  // ---------- (6) a conclusion right in both scope and size ----------
  for (const randomSample of [true, false]) {
    const s = context();
    const m2 = rng.int(60, 75);
    const d = rng.int(4, 9);
    const m1 = m2 + d;
    const who = randomSample ? s.population : 'people like those in the study';
    const how = randomSample
      ? `Researchers selected $${rng.pick([200, 300, 400])}$ people at random from all ${s.population}`
      : `Researchers studying ${s.population} recruited $${rng.pick([80, 100, 120])}$ volunteers at ${s.convenience}`;
    // the key is the difference of the means with the design's scope; each distractor breaks one
    check(m1 - m2 === d && d > 0, 'difference of means');
    textItem(
      LEVEL.scopeAndSize,
      `${how} and randomly assigned each of them either to ${s.act} for eight weeks or not to. At the end, each person took ${s.score} scored from $0$ to $100$. The assigned group's mean score was $${m1}$ and the other group's was $${m2}$, a statistically significant difference. Which conclusion is best supported?`,
      `${s.actNoun} for eight weeks causes an increase of about $${d}$ points in the mean score among ${who}.`,
      [
        `${s.actNoun} for eight weeks causes an increase of about $${m1}$ points in the mean score among ${who}.`,
        `${s.actNoun} for eight weeks causes an increase of about $${d}$ points in the mean score among ${randomSample ? s.widerPopulation : s.population}.`,
        `${s.actNoun} for eight weeks is associated with a mean score about $${d}$ points higher among ${who}, but a cause cannot be concluded.`,
      ],
      ['Check two things in each choice: how large the effect is, and whom it is claimed for.'],
      'Random assignment allows a cause; the size of the effect is the difference of the group means; the people it applies to depend on how they were chosen.',
      `Random assignment makes the difference an effect, of $${m1} - ${m2} = ${d}$ points, not $${m1}$. ${randomSample ? `The people were a random sample of ${s.population}, so the effect applies to them, but not to ${s.widerPopulation}.` : `The volunteers were not a random sample, so the effect applies only to people like them, not to all ${s.population}.`}`,
    );
  }

  // ---------- (7) an experiment on a random sample, carried to the whole population ----------
  for (const i of [0, 1]) {
    const s = context();
    let N = 0,
      a = 0,
      b = 0,
      ka = 0,
      kb = 0,
      more = frac(0);
    for (;;) {
      N = rng.pick([1500, 2400, 3000, 3600, 4500, 6000]);
      [a, b] = [rng.pick([60, 80, 100, 120]), rng.pick([60, 80, 100, 120])];
      [ka, kb] = [rng.int(Math.floor(a / 2), a - 5), rng.int(5, Math.floor(b / 2))];
      more = fracSub(frac(N * ka, a), frac(N * kb, b));
      if (a !== b && more.d === 1 && more.n > 0) break;
    }
    // check: rebuild the population twice, everyone doing the activity and no one doing it
    const withAct = Array.from({ length: N }, (_, j) => (j * a < N * ka ? 1 : 0) as number).reduce(
      (x, y) => x + y,
      0,
    );
    const without = Array.from({ length: N }, (_, j) => (j * b < N * kb ? 1 : 0) as number).reduce(
      (x, y) => x + y,
      0,
    );
    check(withAct - without === fracValue(more), 'projection by counting');
    item(
      LEVEL.projection,
      `A study's population is all ${plain(N)} ${s.population}. Researchers selected $${a + b}$ of them at random and then randomly assigned $${a}$ of these to ${s.act} for a month and the other $${b}$ not to. In the first group, $${ka}$ people ${s.success}; in the second group, $${kb}$ did. Based on the study, if all ${plain(N)} ${s.population} were to ${s.act} for a month, about how many more of them would be expected to have this result than if none of them did?`,
      more,
      i === 1
        ? [ka - kb, Math.round((N * (ka - kb)) / (a + b)), Math.round((N * ka) / a)]
        : undefined,
      [
        'The two groups have different sizes: compare them as rates.',
        'Random selection and random assignment together let the study speak for the whole population.',
      ],
      [`Find each group's proportion, apply both to all ${plain(N)}, and subtract.`],
      `The proportions are $\\frac{${ka}}{${a}}$ and $\\frac{${kb}}{${b}}$. Since the sample was random and the groups were randomly assigned, applying them to the population gives $${tex(N)} \\cdot \\frac{${ka}}{${a}} - ${tex(N)} \\cdot \\frac{${kb}}{${b}} = ${tex((N * ka) / a)} - ${tex((N * kb) / b)} = ${tex(fracValue(more))}$ more people.`,
    );
  }

  // ---------- (8) claims read from a two-way table of a random sample ----------
  for (const i of [0, 1]) {
    const s = context();
    let a = 0,
      b = 0,
      c = 0,
      d = 0;
    for (;;) {
      [a, b, c, d] = [rng.int(15, 60), rng.int(40, 120), rng.int(15, 80), rng.int(100, 300)];
      const pA = a / (a + b),
        pNot = c / (c + d);
      if (pA > pNot + 0.05 && pA < 0.45 && a / (a + c) < 0.45) break;
    }
    const statements = [
      {
        text: `Among the sampled people who ${s.act}, a greater proportion ${s.success} than among the sampled people who do not.`,
        truth: a / (a + b) > c / (c + d),
      },
      {
        text: `More than half of the sampled people who ${s.success} ${s.act}.`,
        truth: a / (a + c) > 0.5,
      },
      {
        text: `More than half of the sampled people who ${s.act} ${s.success}.`,
        truth: a / (a + b) > 0.5,
      },
      {
        text: `${s.actNoun} caused the greater proportion of people in the first row of the table who ${s.success}${i === 0 ? '' : `, and would cause it among all ${s.population}`}.`,
        truth: false,
      },
    ];
    // check: exactly one statement holds, by the counts (the causal one fails by design)
    check(
      statements.filter((x) => x.truth).length === 1 && statements[0]!.truth,
      'one true statement',
    );
    const n = a + b + c + d;
    textItem(
      LEVEL.twoWayTable,
      `A random sample of $${n}$ ${s.population} was asked whether they ${s.act} and whether they ${s.success}. The table shows the results. Which statement is supported by the data? $$\\begin{array}{l|c|c} & \\text{${s.success.replace(/'/g, '’')}} & \\text{did not} \\\\ \\hline \\text{${s.act.replace(/'/g, '’')}} & ${a} & ${b} \\\\ \\text{do not} & ${c} & ${d} \\end{array}$$`,
      statements[0]!.text,
      statements.slice(1).map((x) => x.text),
      [
        'Each statement compares a part with a different whole: find the row or column it is about.',
      ],
      'Proportions within a row answer questions about the people who do or do not do the activity; proportions within a column answer questions about the people with or without the result. An observational study cannot show a cause.',
      `Of those who ${s.act}, $\\frac{${a}}{${a + b}} \\approx ${tex(Math.round((100 * a) / (a + b)))}\\%$ ${s.success}; of those who do not, $\\frac{${c}}{${c + d}} \\approx ${tex(Math.round((100 * c) / (c + d)))}\\%$, a smaller proportion. Of those who ${s.success}, only $\\frac{${a}}{${a + c}}$ ${s.act}, less than half, and less than half of those who ${s.act} ${s.success}. The people chose their own habits, so no cause can be concluded.`,
    );
  }

  // ---------- (9) a reversal: one option better in each group, worse overall ----------
  const SETTINGS = [
    {
      intro:
        'A hospital reviewed the records of patients treated for kidney stones with one of two procedures',
      option: 'procedure',
      names: ['A', 'B'],
      groups: ['small stones', 'large stones'],
      success: 'recovered fully',
      toSucceed: 'to recover fully',
      failure: 'did not',
      people: 'patients',
    },
    {
      intro:
        'A school district reviewed the results of students who chose one of two tutoring programs',
      option: 'program',
      names: ['P', 'Q'],
      groups: ['9th grade', '12th grade'],
      success: 'passed the exam',
      toSucceed: 'to pass the exam',
      failure: 'did not',
      people: 'students',
    },
  ];
  for (const t of SETTINGS) {
    // group 1 is the easier group, where the first option has few people and the second many
    let c: { n: number; k: number }[] = [];
    for (;;) {
      const [nA1, nB1, nA2, nB2] = [
        rng.pick([20, 25, 40, 50]),
        rng.pick([150, 200, 250]),
        rng.pick([150, 200, 250]),
        rng.pick([20, 25, 40, 50]),
      ];
      const [pB1, pB2] = [rng.int(70, 88), rng.int(30, 55)];
      const [pA1, pA2] = [pB1 + rng.int(2, 8), pB2 + rng.int(2, 8)];
      c = [
        { n: nA1, k: (nA1 * pA1) / 100 },
        { n: nB1, k: (nB1 * pB1) / 100 },
        { n: nA2, k: (nA2 * pA2) / 100 },
        { n: nB2, k: (nB2 * pB2) / 100 },
      ];
      const allA = (c[0]!.k + c[2]!.k) / (c[0]!.n + c[2]!.n);
      const allB = (c[1]!.k + c[3]!.k) / (c[1]!.n + c[3]!.n);
      if (c.every((x) => Number.isInteger(x.k)) && allB - allA > 0.05) break;
    }
    const rate = (x: { n: number; k: number }) => x.k / x.n;
    const [A, B] = t.names;
    const overall = (j: number) => (c[j]!.k + c[j + 2]!.k) / (c[j]!.n + c[j + 2]!.n);
    const statements = [
      {
        text: `For ${t.groups[0]} and for ${t.groups[1]} alike, a greater proportion of the ${t.people} with ${t.option} ${A} than with ${t.option} ${B} ${t.success}.`,
        truth: rate(c[0]!) > rate(c[1]!) && rate(c[2]!) > rate(c[3]!),
      },
      {
        text: `Overall, a greater proportion of the ${t.people} with ${t.option} ${A} than with ${t.option} ${B} ${t.success}.`,
        truth: overall(0) > overall(1),
      },
      {
        text: `For ${t.groups[1]}, a greater proportion of the ${t.people} with ${t.option} ${B} than with ${t.option} ${A} ${t.success}.`,
        truth: rate(c[3]!) > rate(c[2]!),
      },
      {
        text: `${t.option === 'procedure' ? 'Procedure' : 'Program'} ${B} causes a greater proportion of ${t.people} ${t.toSucceed}, since its overall proportion is greater.`,
        truth: false, // no one was assigned: a cause cannot be concluded
      },
    ];
    // check: exactly the first statement holds, each decided from the counts
    check(
      statements.filter((x) => x.truth).length === 1 && statements[0]!.truth,
      'one true statement',
    );
    const row = (label: string, x: { n: number; k: number }) =>
      `\\text{${label}} & ${x.k} & ${x.n - x.k}`;
    const pct = (x: { n: number; k: number }) => `${Math.round(100 * rate(x))}\\%`;
    const sumA = { n: c[0]!.n + c[2]!.n, k: c[0]!.k + c[2]!.k };
    const sumB = { n: c[1]!.n + c[3]!.n, k: c[1]!.k + c[3]!.k };
    textItem(
      NEW_LEVEL.reversal,
      `${t.intro}. The table shows how many ${t.success} in each group. Which statement is supported by the data? $$\\begin{array}{l|c|c} & \\text{${t.success}} & \\text{${t.failure}} \\\\ \\hline ${row(`${t.groups[0]}, ${t.option} ${A}`, c[0]!)} \\\\ ${row(`${t.groups[0]}, ${t.option} ${B}`, c[1]!)} \\\\ ${row(`${t.groups[1]}, ${t.option} ${A}`, c[2]!)} \\\\ ${row(`${t.groups[1]}, ${t.option} ${B}`, c[3]!)} \\end{array}$$`,
      statements[0]!.text,
      statements.slice(1).map((x) => x.text),
      [
        `Find the proportion who ${t.success} in each of the four rows, then for each ${t.option} over both groups.`,
      ],
      `Compare within each group first. The combined proportions weigh the groups by how many ${t.people} of each ${t.option} are in them, and the ${t.people} chose their own ${t.option}s, so a cause cannot be concluded.`,
      `For ${t.groups[0]}: ${t.option} ${A} $${pct(c[0]!)}$, ${t.option} ${B} $${pct(c[1]!)}$; for ${t.groups[1]}: ${t.option} ${A} $${pct(c[2]!)}$, ${t.option} ${B} $${pct(c[3]!)}$. ${t.option === 'procedure' ? 'Procedure' : 'Program'} ${A} does better in both groups. Overall, though, ${t.option} ${A} has $\\frac{${sumA.k}}{${sumA.n}} \\approx ${pct(sumA)}$ and ${t.option} ${B} $\\frac{${sumB.k}}{${sumB.n}} \\approx ${pct(sumB)}$, because most of ${A}'s ${t.people} were in the harder group (${t.groups[1]}) and most of ${B}'s in the easier one. No one was assigned to a ${t.option}, so no cause can be concluded.`,
    );
  }
}
