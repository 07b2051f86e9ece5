// The Reading and Writing rules of issue 40: every question of the module reads a passage of
// 25–150 words a text, with marks that close, the blank its skill needs, our own prose in US
// spelling and punctuation (a public-domain excerpt stays as published), and keys that are not
// systematically the longest choice.
import { findBritishSpelling } from '@academy/shared/us-spelling';
import {
  PASSAGE_WORDS,
  passageWordCount,
  unbalancedMark,
  type Passage,
} from '@academy/shared/passage';
import type { BankQuestion, EvaluationQuestion } from '../schema.ts';
import type { Content, FieldPath, Located } from './load.ts';

type Report = (at: Located, path: FieldPath, message: string) => void;

export const READING_WRITING_MODULE = 'sat-reading-writing';
/** Skills whose question completes a blank in the text. */
const BLANK_SKILLS = new Set([
  'words-in-context',
  'boundaries',
  'form-structure-sense',
  'transitions',
]);
/** A key may be the longest choice by chance; past this share of a skill it is a pattern. */
export const LONGEST_KEY_MAX_SHARE = 0.4;
/** Below this many questions a skill's share says nothing yet. */
export const LONGEST_KEY_MIN_QUESTIONS = 5;

/** The SAT's line saying what a text is, which it prints above the text, not in it. */
const INTRODUCTION = /^\s*The following (?:text|texts|poem|excerpt)\b/i;

/** British punctuation: a period or comma after the closing quotation mark. */
const BRITISH_PUNCTUATION = /[a-z]["”][.,]/i;

function checkOwnProse(text: string, at: Located, path: FieldPath, report: Report) {
  const british = findBritishSpelling(text);
  if (british) report(at, path, `spells "${british}" the British way (students read US English)`);
  if (BRITISH_PUNCTUATION.test(text)) {
    report(
      at,
      path,
      'puts a period or comma outside the closing quotation mark (US style puts it inside)',
    );
  }
}

function reportUnbalancedMark(text: string, at: Located, path: FieldPath, report: Report) {
  const mark = unbalancedMark(text);
  if (mark) {
    report(
      at,
      path,
      `"${mark}" is not part of a closed mark (__blank__, [u]...[/u] or [i]...[/i])`,
    );
  }
}

function checkText(text: string, at: Located, path: FieldPath, report: Report) {
  const words = passageWordCount(text);
  if (words < PASSAGE_WORDS.min || words > PASSAGE_WORDS.max) {
    report(
      at,
      path,
      `has ${words} words; a passage text holds ${PASSAGE_WORDS.min} to ${PASSAGE_WORDS.max}`,
    );
  }
  reportUnbalancedMark(text, at, path, report);
}

/**
 * An introduction's prose and titles: the work an excerpt comes from, when named, is set as the
 * SAT sets it, a book, play or collection in italics (`[i]...[/i]`), a poem or story in quotes.
 */
function checkIntro(
  p: Pick<Passage, 'intro' | 'source'>,
  at: Located,
  path: FieldPath,
  report: Report,
) {
  const intro = p.intro!;
  if (!p.source) checkOwnProse(intro, at, path, report);
  reportUnbalancedMark(intro, at, path, report);
  const work = p.source?.work;
  if (work && intro.includes(work)) {
    const set = [`[i]${work}[/i]`, `"${work}`, `\u201c${work}`].some((t) => intro.includes(t));
    if (!set) {
      report(
        at,
        path,
        `names "${work}" without setting it: a book, play or collection in [i]...[/i], a poem or story in quotation marks`,
      );
    }
  }
}

/** One Reading and Writing question: its passage, its marks and its prose. */
export function checkPassage(
  q: BankQuestion | EvaluationQuestion,
  skill: string | undefined,
  at: Located,
  base: FieldPath,
  report: Report,
) {
  const p = q.passage;
  if (!p) {
    report(at, [...base, 'passage'], 'a Reading and Writing question needs a passage');
    return;
  }
  // Parsed questions always carry texts (the schema's default); a generator's input may not.
  const texts = p.texts ?? [];
  if (texts.length === 0 && !p.notes) {
    report(at, [...base, 'passage'], 'a passage has a text, a pair of texts, or notes');
  }
  if (texts.length === 2 && texts.some((t) => !t.label)) {
    report(at, [...base, 'passage', 'texts'], 'a pair of texts is labeled "Text 1" and "Text 2"');
  }
  for (const [path, text] of [
    [[...base, 'body'], q.body],
    ...texts.map((t, i) => [[...base, 'passage', 'texts', i, 'text'], t.text] as const),
  ] as const) {
    if (INTRODUCTION.test(text)) {
      report(at, path, 'starts with the introduction to the text: it goes in passage.intro');
    }
  }
  if (p.intro) checkIntro(p, at, [...base, 'passage', 'intro'], report);
  texts.forEach((t, i) => {
    const path = [...base, 'passage', 'texts', i, 'text'];
    checkText(t.text, at, path, report);
    if (!p.source) checkOwnProse(t.text, at, path, report);
  });
  if (p.notes) {
    const path = [...base, 'passage', 'notes'];
    checkText(p.notes.join(' '), at, path, report);
    p.notes.forEach((n, i) => checkOwnProse(n, at, [...path, i], report));
  }
  if (skill && BLANK_SKILLS.has(skill) && !texts.some((t) => t.text.includes('__blank__'))) {
    report(
      at,
      [...base, 'passage', 'texts'],
      `a ${skill} question completes a __blank__ in its text`,
    );
  }
  if (p.table && p.table.rows.some((row) => row.length !== p.table!.columns.length)) {
    report(at, [...base, 'passage', 'table'], 'every row has one cell per column');
  }
}

/** Whether the key is strictly longer than every other choice. */
export function keyIsLongest(q: BankQuestion | EvaluationQuestion): boolean {
  if (q.type !== 'multiple_choice') return false;
  const key = q.choices.find((c) => c.id === q.answer)?.text.length ?? 0;
  return q.choices.every((c) => c.id === q.answer || c.text.length < key);
}

/** Per skill of the module: how many keys are the longest choice, of how many questions. */
export function longestKeyCounts(content: Content, skills: Set<string>) {
  const counts = new Map<string, { longest: number; total: number }>();
  for (const file of content.questionFiles) {
    for (const { value: q } of file.questions) {
      const skill = q.concepts[0];
      if (!skill || !skills.has(skill)) continue;
      const count = counts.get(skill) ?? { longest: 0, total: 0 };
      count.total++;
      if (keyIsLongest(q)) count.longest++;
      counts.set(skill, count);
    }
  }
  return counts;
}

/**
 * Refuses the Reading and Writing evaluation when its keys are the longest choice too often: a
 * visitor could score by picking the longest answer. Counted over the whole evaluation, whose
 * skills have too few questions each for a share.
 */
export function checkEvaluationLongestKeys(content: Content, report: Report) {
  for (const evaluation of content.evaluations) {
    if (evaluation.kind !== 'reading-writing') continue;
    const questions = evaluation.sections.flat().map((q) => q.value);
    const longest = questions.filter(keyIsLongest).length;
    if (longest / questions.length > LONGEST_KEY_MAX_SHARE) {
      const message = `the key is the longest choice in ${longest} of ${questions.length} questions (at most ${LONGEST_KEY_MAX_SHARE * 100}%)`;
      report(evaluation, [], message);
    }
  }
}

/** Refuses a skill whose keys are the longest choice too often: students learn the pattern. */
export function checkLongestKeys(
  content: Content,
  bank: Located & { data: { concepts: { id: string; submodule: string }[] } },
  readingWritingSubmodules: Set<string>,
  report: Report,
) {
  const skills = new Set(
    bank.data.concepts.filter((c) => readingWritingSubmodules.has(c.submodule)).map((c) => c.id),
  );
  const counts = longestKeyCounts(content, skills);
  bank.data.concepts.forEach((c, i) => {
    const count = counts.get(c.id);
    if (!count || count.total < LONGEST_KEY_MIN_QUESTIONS) return;
    if (count.longest / count.total > LONGEST_KEY_MAX_SHARE) {
      report(
        bank,
        ['concepts', i],
        `the key is the longest choice in ${count.longest} of ${count.total} "${c.id}" questions ` +
          `(at most ${LONGEST_KEY_MAX_SHARE * 100}%)`,
      );
    }
  });
}
