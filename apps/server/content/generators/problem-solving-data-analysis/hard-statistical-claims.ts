// Generates questions/problem-solving-data-analysis/statistical-claims.hard.generated.yaml: what a
// study's design lets one conclude (random selection for the population, random assignment for
// cause), sampling bias, the difference between groups in an experiment, and the harder items
// where a conclusion must be right in both scope and size, a result is carried to a population,
// and claims are read from a two-way table. Each numeric key is computed and confirmed by
// rebuilding the counts; each text key is chosen by the design rules coded below (which of random
// selection and random assignment the study had), and every distractor breaks one of them.
//   npx tsx content/generators/problem-solving-data-analysis/hard-statistical-claims.ts
import { createRng } from '../lib/random.ts';
import { writeGeneratedQuestions } from '../lib/write.ts';
import { check } from '../lib/check.ts';
import { generatedIds } from '../lib/generated-ids.ts';
import { finish, numericItemAdder, readableChoices } from '../lib/numeric-item.ts';
import { mcQuestion, placeText, tex } from './helpers.ts';
import { CONTEXTS, type Study } from './statistical-claims-contexts.ts';
import { addModelItems } from './hard-statistical-claims-models.ts';
import type { BankQuestion } from '../../schema.ts';

// Levels by the definitions of issue 39: 2 names what one design feature allows, 3 spots a bias
// or computes one difference, 4 weighs two design features at once, 5 combines the design with a
// computation (scope and size, a projection to the population, conditional shares in a table).
// Relabeled after the blind pass of 2026-11-29 (verification/2026-11-29-mathgen-b.md): a rated
// template takes the rounded-up mean of the author's level and its items' mean rating, and keeps a
// 5 only if an item was rated 5 or that mean is at least 4.5. Rated: observational 2, volunteers 2.
const LEVEL = { scope: 2, bias: 3, difference: 3, observational: 3, volunteers: 3 };

const rng = createRng(9413);
const concept = 'statistical-claims';
const C = [concept];
const questions: BankQuestion[] = [];
const nextId = generatedIds(concept, 'h');
const item = numericItemAdder(C, nextId, questions);
const contexts = rng.shuffle(CONTEXTS);
let next = 0;
const context = (): Study => contexts[next++ % contexts.length] as Study;

/**
 * The conclusion a design supports: random assignment allows a cause, random selection allows the
 * population; anything less is limited to an association or to the people studied.
 */
function supported(s: Study, randomSelection: boolean, randomAssignment: boolean): string {
  const who = randomSelection ? s.population : `people like those in the study`;
  return randomAssignment
    ? `${s.actNoun} causes ${s.outcomeNoun} among ${who}.`
    : `${s.actNoun} is associated with ${s.outcomeNoun} among ${who}, but a cause cannot be concluded.`;
}

function textItem(
  difficulty: number,
  body: string,
  correct: string,
  wrong: string[],
  hints: string[],
  superhint: string,
  why: string,
) {
  // check: a choice may name a population (or the wider one it cannot speak for) only of the
  // study the body describes; a template mixing two studies names a place the student never read
  for (const c of CONTEXTS)
    if (
      [correct, ...wrong, why].some(
        (t) => t.includes(c.population) || t.includes(c.widerPopulation),
      )
    )
      check(body.includes(c.population), `the body names ${c.population}`);
  const { texts, answer } = placeText(correct, wrong, rng.int(0, 3));
  questions.push(
    mcQuestion({
      id: nextId(),
      concepts: C,
      difficulty,
      body,
      texts,
      answer,
      hints,
      superhints: [superhint],
      explanation: `${why} The answer is choice ${answer}.`,
    }),
  );
}

const RULES =
  'Random selection from a population lets a result describe that population; random assignment to groups lets a difference be called an effect.';

// ---------- (1) to whom a randomly sampled result applies ----------
for (const i of [0, 1]) {
  const s = context();
  const n = rng.pick([200, 300, 400, 500]);
  textItem(
    LEVEL.scope,
    `Researchers selected a random sample of $${n}$ people from a list of all ${s.population}. ${i === 0 ? `They found that $${rng.int(20, 60)}\\%$ of the people in the sample ${s.act}.` : `They recorded how many of the people in the sample ${s.act}.`} To which group can the result of the survey be generalized?`,
    `All ${s.population}`,
    [
      `Only the $${n}$ people in the sample`,
      `All ${s.widerPopulation}`,
      `Only the people in the sample who ${s.act}`,
    ],
    ['Where was the sample drawn from?'],
    'A random sample represents the population it was drawn from, and no larger one.',
    `The sample was chosen at random from all ${s.population}, so its result can be generalized to that population, but not to ${s.widerPopulation}, who had no chance of being chosen.`,
  );
}

// ---------- (2) a sampling bias ----------
for (const i of [0, 1]) {
  const s = context();
  const where = i === 0 ? s.convenience : `an online poll on ${s.website} that anyone could answer`;
  textItem(
    LEVEL.bias,
    `To estimate the share of ${s.population} who ${s.act}, a student surveyed ${i === 0 ? `$${rng.pick([80, 120, 150])}$ people at ${where}` : `the people who responded to ${where}`}. Which is the best reason the survey's result may not represent all ${s.population}?`,
    i === 0
      ? `People at ${where} may be more or less likely than others to ${s.act}.`
      : `People who chose to answer may differ from those who did not.`,
    [
      `The sample is too small to give any information.`,
      `The people surveyed were not randomly assigned to ${s.act}.`,
      i === 0
        ? `People who chose to answer may differ from those who did not.`
        : `The survey should have been done in person.`,
    ],
    ['Ask whether every member of the population had the same chance to be in the sample.'],
    'A convenience sample or a self-selected sample can differ systematically from the population; random assignment is about experiments, not surveys.',
    `${i === 0 ? `Only people at ${where} could be chosen, and they` : 'The respondents chose themselves, and they'} may differ systematically from ${s.population} in how often they ${s.act}. Random assignment is not needed to estimate a share, and a small random sample would still be unbiased.`,
  );
}

// ---------- (3) the difference between two groups in an experiment ----------
for (const i of [0, 1]) {
  const s = context();
  let a = 0,
    b = 0,
    ka = 0,
    kb = 0;
  for (;;) {
    [a, b] = [rng.pick([40, 50, 60, 80]), rng.pick([40, 50, 60, 80])];
    [ka, kb] = [rng.int(Math.floor(a / 3), a - 5), rng.int(5, Math.floor(b / 2))];
    const diff = (100 * ka) / a - (100 * kb) / b;
    const others = [ka - kb, Math.round((100 * (ka - kb)) / (a + b)), (100 * ka) / a];
    if (
      Number.isInteger(diff) &&
      diff > 5 &&
      Number.isInteger((100 * ka) / a) &&
      new Set([diff, ...others]).size === 4
    )
      break;
  }
  const diff = (100 * ka) / a - (100 * kb) / b;
  // check: rebuild both groups one person at a time and count the shares
  const share = (k: number, n: number) =>
    (Array.from({ length: n }, (_, j) => (j < k ? 1 : 0)).reduce((x: number, y) => x + y, 0) *
      100) /
    n;
  check(share(ka, a) - share(kb, b) === diff, 'difference in percentage points');
  item(
    LEVEL.difference,
    `In an experiment, $${a + b}$ volunteers were randomly assigned: $${a}$ to ${s.act} and $${b}$ to a comparison group. Afterward, $${ka}$ people in the first group and $${kb}$ people in the comparison group ${s.success}. By how many percentage points was the percentage of people who ${s.success} greater in the first group than in the comparison group?`,
    diff,
    i === 1 ? [ka - kb, Math.round((100 * (ka - kb)) / (a + b)), (100 * ka) / a] : undefined,
    ['Compare percentages, not counts: the groups may have different sizes.'],
    ["Find the percentage for each group out of that group's own size, then subtract."],
    `The first group's percentage is $\\frac{${ka}}{${a}} = ${(100 * ka) / a}\\%$ and the comparison group's is $\\frac{${kb}}{${b}} = ${(100 * kb) / b}\\%$, a difference of $${diff}$ percentage points.`,
  );
}

// ---------- (4) an observational study of a random sample ----------
for (const i of [0, 1]) {
  const s = context();
  textItem(
    LEVEL.observational,
    `A researcher selected a random sample of $${tex(rng.pick([500, 800, 1200]))}$ people from all ${s.population} and asked each whether they ${s.act}. Those who ${s.act} ${s.outcome} than those who did not, and the difference was statistically significant. Which conclusion is most appropriate?`,
    supported(s, true, false),
    [
      supported(s, true, true),
      supported(s, false, true),
      i === 0
        ? `${s.actNoun} is associated with ${s.outcomeNoun} among ${s.widerPopulation}.`
        : `No conclusion can be drawn about ${s.population}, since no one was assigned to groups.`,
    ],
    ['Did the researcher choose who would do the activity, or only record it?'],
    RULES,
    `The sample was random, so the association describes all ${s.population}. But the people chose for themselves whether to ${s.act}, so other differences between the groups could explain ${s.outcomeNoun.toLowerCase()}: no cause can be concluded.`,
  );
}

// ---------- (5) random assignment of volunteers ----------
for (const i of [0, 1]) {
  const s = context();
  textItem(
    LEVEL.volunteers,
    `A researcher studying ${s.population} recruited $${rng.pick([60, 90, 120])}$ volunteers at ${s.convenience} and randomly assigned half of them to ${s.act} and the other half not to. The group assigned to ${s.act} ${s.outcome} than the other group, and the difference was statistically significant. Which conclusion is most appropriate?`,
    supported(s, false, true),
    [
      supported(s, true, true),
      supported(s, false, false),
      i === 0
        ? `${s.actNoun} causes ${s.outcomeNoun} among ${s.widerPopulation}.`
        : supported(s, true, false),
    ],
    ['Random assignment and random selection each allow a different kind of conclusion.'],
    RULES,
    `Random assignment makes the groups alike except for the treatment, so the difference is an effect. The volunteers were not a random sample, so the effect can be claimed only for people like them, not for all ${s.population}.`,
  );
}

addModelItems(rng, item, textItem, context);

writeGeneratedQuestions(
  'problem-solving-data-analysis',
  `${concept}.hard`,
  'generators/problem-solving-data-analysis/hard-statistical-claims.ts',
  finish(questions.map(readableChoices)),
);

export type AddTextItem = typeof textItem;
