// Generates questions/information-ideas/command-of-evidence-quantitative.graphs.generated.yaml
// and its figures, figures/information-ideas/<id>.svg: Command of Evidence (Quantitative) items
// that read a bar graph or a line graph (one or two series), where the hand-written items of the
// skill all read tables. Levels 3 to 5 (coe-graphs-level3.ts, -level4.ts, -level5.ts say what each
// level asks). Every item states its claim's conditions and each choice's content as statements
// about the graph (coe-graphs-model.ts); the generator then computes, for each choice, whether it
// is accurate to the graph's data and what it does to the claim (entails it, part of it, none of
// it, or refutes it, over every data set the graph could show), and throws unless the key is the
// one choice that is accurate and does what the question asks and every wrong choice fails the
// way its author says. It also checks that each choice's text states the numbers, series and
// categories its statements read, that hints and superhints hold no number, and the passages'
// lengths. The key's letter comes from a seeded, balanced shuffle.
//   cd apps/server && npx tsx content/generators/information-ideas/command-of-evidence-quantitative-graphs.ts
import { PASSAGE_WORDS, passageWordCount } from '@academy/shared/passage';
import type { BankQuestion } from '../../schema.ts';
import { check } from '../lib/check.ts';
import { LETTERS, type Letter } from '../lib/choices.ts';
import { createRng } from '../lib/random.ts';
import { writeFigure, writeGeneratedQuestions } from '../lib/write.ts';
import { drawGraph } from './coe-graphs-draw.ts';
import { level3 } from './coe-graphs-level3.ts';
import { level4 } from './coe-graphs-level4.ts';
import { level5 } from './coe-graphs-level5.ts';
import {
  actual,
  judge,
  names,
  numbersIn,
  type ChoiceSpec,
  type ItemSpec,
  type Verdict,
} from './coe-graphs-model.ts';

const CONCEPT = 'command-of-evidence-quantitative';
const SEED = 20261205;
/** At most this share of the keys may be the longest choice (the checker allows 40% a skill). */
const LONGEST_KEY_SHARE = 1 / 3;

const specs = [...level3, ...level4, ...level5];
const rng = createRng(SEED);
const letters = rng.shuffle(specs.map((_, i) => LETTERS[i % 4] as Letter));

/** The text checks of one choice: its numbers and the words of what it reads. */
function checkWording(spec: ItemSpec, c: ChoiceSpec, where: string) {
  const stated = c.says.flatMap((st) => st.nums);
  const labels = spec.graph.x.categories.flatMap(numbersIn);
  const written = numbersIn(c.text);
  for (const n of written)
    check(
      stated.includes(n) || labels.includes(n) || (spec.allow ?? []).includes(n),
      `${where}: "${c.text}" writes ${n}, which none of its statements states`,
    );
  for (const n of stated)
    check(written.includes(n), `${where}: "${c.text}" does not write the ${n} it states`);
  for (const w of c.says.flatMap((st) => st.mentions))
    check(names(c.text, w), `${where}: "${c.text}" does not name "${w}"`);
}

/** Judges every choice of an item and refuses the item unless its key is the only right one. */
function confirm(spec: ItemSpec, where: string): Verdict[] {
  const data = actual(spec.graph);
  const holds = spec.claim.map((st) => st.test(data));
  if (spec.task === 'support') check(holds.every(Boolean), `${where}: the data bear out the claim`);
  else check(!holds.every(Boolean), `${where}: the data go against the hypothesis`);
  const all = [spec.key, ...spec.others];
  const stated = all.flatMap((c) => c.says.flatMap((st) => st.nums));
  const verdicts = all.map((c) => {
    try {
      return judge(spec.graph, c.says, spec.claim, spec.task, stated);
    } catch (e) {
      throw new Error(`${where}: judging "${c.text}": ${(e as Error).message}`);
    }
  });
  verdicts.forEach((v, i) =>
    check(
      v.kind === all[i]!.kind,
      `${where}: choice "${all[i]!.text}" is ${v.kind}, not ${all[i]!.kind} as written`,
    ),
  );
  check(verdicts.filter((v) => v.kind === 'key').length === 1, `${where}: exactly one key`);
  const wrong = verdicts.slice(1);
  check(
    wrong.some((v) => v.kind === 'inaccurate'),
    `${where}: a wrong choice misreads the graph`,
  );
  check(
    wrong.some((v) => v.accurate),
    `${where}: a wrong choice is accurate but does not answer`,
  );
  // a misreading lures only if it reads what the claim is about
  wrong.forEach((v, i) =>
    check(
      v.accurate || v.overlaps,
      `${where}: the misreading "${spec.others[i]!.text}" reads none of the claim's data`,
    ),
  );
  all.forEach((c) => checkWording(spec, c, where));
  return verdicts;
}

const questions: BankQuestion[] = [];
const summary: string[] = [];
let longestKeys = 0;
specs.forEach((spec, n) => {
  const id = `${CONCEPT}-g${String(n + 1).padStart(3, '0')}`;
  const verdicts = confirm(spec, id);
  const words = passageWordCount(spec.text);
  check(
    words >= PASSAGE_WORDS.min && words <= PASSAGE_WORDS.max,
    `${id}: passage of ${words} words`,
  );
  check(spec.hints.length <= 2 && spec.superhints.length <= 2, `${id}: one or two of each hint`);
  for (const h of [...spec.hints, ...spec.superhints])
    check(!/\d/.test(h), `${id}: a hint or superhint names no number, year or value: "${h}"`);

  const letter = letters[n]!;
  const at = LETTERS.indexOf(letter);
  const order = rng.shuffle([0, 1, 2]);
  const wrong = order.map((i) => spec.others[i]!);
  const placed = [...wrong];
  placed.splice(at, 0, spec.key);
  const choices = LETTERS.map((l, i) => ({ id: l, text: placed[i]!.text }));
  if (spec.key.text.length > Math.max(...wrong.map((c) => c.text.length))) longestKeys++;

  const explanation = [
    `Choice ${letter} is the best answer. ${spec.key.why}`,
    ...LETTERS.flatMap((l, i) =>
      i === at ? [] : [`Choice ${l} is not the best answer. ${placed[i]!.why}`],
    ),
  ].join(' ');
  const figure = writeFigure('information-ideas', id, drawGraph(spec.graph));
  questions.push({
    id,
    concepts: [CONCEPT],
    difficulty: spec.level,
    type: 'multiple_choice',
    passage: { texts: [{ text: spec.text }] },
    figure,
    figurePosition: 'top',
    body: spec.body,
    choices,
    answer: letter,
    hints: spec.hints,
    superhints: spec.superhints,
    explanation,
  });
  const kinds = LETTERS.map(
    (l, i) => `${l} ${i === at ? 'key' : verdicts[1 + order[i - (i > at ? 1 : 0)]!]!.kind}`,
  );
  summary.push(
    `${id}  ${spec.level}  ${spec.graph.kind}/${spec.graph.series.length}  ${spec.task.padEnd(7)}  ${kinds.join(', ')}  ${spec.name}`,
  );
});

check(
  longestKeys <= Math.floor(specs.length * LONGEST_KEY_SHARE),
  `the key is the longest choice in ${longestKeys} of ${specs.length} items`,
);
for (const l of LETTERS) {
  const k = letters.filter((x) => x === l).length;
  check(k >= Math.floor(specs.length / 4), `key letter ${l} used ${k} times`);
}
writeGeneratedQuestions(
  'information-ideas',
  `${CONCEPT}.graphs`,
  'generators/information-ideas/command-of-evidence-quantitative-graphs.ts',
  questions,
);
console.log(summary.join('\n'));
console.log(`keys that are the longest choice: ${longestKeys} of ${specs.length}`);
