// The rules of content/README.md that the schema alone cannot express: math that renders,
// consistent answers, references that exist across files, and hints that keep the answer back.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import katex from 'katex';
import { findUnclosedMath, isImageSource, splitMathText } from '@academy/shared/math-text';
import { findBritishSpelling } from '@academy/shared/us-spelling';
import {
  isFieldFillingDecimalOf,
  parseSatNumber,
} from '../../src/features/questions/free-entry.ts';
import type { BankQuestion, EvaluationQuestion } from '../schema.ts';
import { checkMinimums } from './check-minimums.ts';
import {
  checkEvaluationLongestKeys,
  checkLongestKeys,
  checkPassage,
  READING_WRITING_MODULE,
} from './check-passages.ts';
import { fieldName, type Content, type FieldPath, type Located, type Problem } from './load.ts';
import { figureTitle } from './figure-title.ts';
import { numericChoicesInOrder } from './numeric-choices.ts';

export interface CheckOptions {
  /** Counts are only enforced once the bank is complete; while it is being written they'd fail. */
  requireMinimums?: boolean;
}

export type Report = (at: Located, path: FieldPath, message: string) => void;
/** What every rule needs: where files live and where problems go. */
interface Ctx {
  root: string;
  report: Report;
}
type AnyQuestion = BankQuestion | EvaluationQuestion;
export type Bank = NonNullable<Content['bank']>;

const PLAIN_TEXT_ANSWER = /^[A-Za-z0-9 ]{1,20}$/;
const SAT_ENTRY = /^-?[0-9./]+$/;
const normalise = (s: string) => s.trim().replace(/\s+/g, ' ');

const katexErrors = new Map<string, string | undefined>();
function katexError(tex: string, displayMode: boolean): string | undefined {
  const key = `${displayMode}${tex}`;
  if (!katexErrors.has(key)) {
    try {
      katex.renderToString(tex, { throwOnError: true, strict: 'ignore', displayMode });
      katexErrors.set(key, undefined);
    } catch (error) {
      // rawMessage leaves out KaTeX's underlined copy of the source, which we print ourselves.
      const message = error instanceof katex.ParseError ? error.rawMessage : String(error);
      katexErrors.set(key, message);
    }
  }
  return katexErrors.get(key);
}

function checkMath(text: string, at: Located, path: FieldPath, { report }: Ctx) {
  if (isImageSource(text)) return;
  const unclosed = findUnclosedMath(text);
  if (unclosed) report(at, path, `"${unclosed}" opens math that is never closed (\\$ for money)`);
  for (const segment of splitMathText(text)) {
    const error = segment.kind === 'math' && katexError(segment.value, segment.display);
    if (error) report(at, path, `KaTeX cannot render "${segment.value}": ${error}`);
  }
}

/** Every math-bearing field of a question, with its path, for KaTeX and the hint rule. */
function textFields(q: AnyQuestion, base: FieldPath) {
  const fields: { path: FieldPath; text: string; hint?: boolean }[] = [
    { path: [...base, 'body'], text: q.body },
  ];
  if (q.type === 'multiple_choice') {
    q.choices.forEach((c, i) =>
      fields.push({ path: [...base, 'choices', i, 'text'], text: c.text }),
    );
  }
  if (q.explanation) fields.push({ path: [...base, 'explanation'], text: q.explanation });
  if ('hints' in q) {
    for (const kind of ['hints', 'superhints'] as const) {
      q[kind].forEach((h, i) => {
        const text = typeof h === 'string' ? h : h.text;
        fields.push({ path: [...base, kind, i], text, hint: true });
      });
    }
    if (q.type === 'free_entry' && q.answerLatex) {
      fields.push({ path: [...base, 'answerLatex'], text: q.answerLatex });
    }
  }
  return fields;
}

export function answerForms(q: AnyQuestion): string[] {
  if (q.type === 'multiple_choice')
    return q.choices.filter((c) => c.id === q.answer).map((c) => c.text);
  return 'answerLatex' in q && q.answerLatex ? [...q.accepted, q.answerLatex] : q.accepted;
}

const squash = (s: string) => s.replace(/[\s${}]/g, '');
const tokens = (s: string) => normalise(s.replace(/[${}]/g, ''));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A number or word continues through letters, digits and a decimal point followed by a digit.
const BEFORE = '(?<![A-Za-z0-9.])';
const AFTER = '(?![A-Za-z0-9]|\\.\\d)';

/** README rule: `=<answer>` or a 3+ character answer as a whole token gives the answer away. */
export function revealedAnswer(hint: string, answers: string[]): string | undefined {
  return answers.find((answer) => {
    const squashed = squash(answer);
    if (!squashed) return false;
    if (new RegExp(`=${escapeRegExp(squashed)}${AFTER}`).test(squash(hint))) return true;
    const token = new RegExp(`${BEFORE}${escapeRegExp(tokens(answer))}${AFTER}`);
    return squashed.length >= 3 && token.test(tokens(hint));
  });
}

function checkAnswers(q: AnyQuestion, at: Located, base: FieldPath, { report }: Ctx) {
  if (q.type === 'multiple_choice') {
    const ids = q.choices.map((c) => c.id);
    if (!ids.includes(q.answer)) {
      report(at, [...base, 'answer'], `answer ${q.answer} is not a choice id (${ids.join(', ')})`);
    }
    const texts = q.choices.map((c) => normalise(c.text));
    q.choices.forEach((c, i) => {
      const path = [...base, 'choices', i];
      if (ids.indexOf(c.id) < i) report(at, [...path, 'id'], `choice id ${c.id} is repeated`);
      const first = texts.indexOf(texts[i] ?? '');
      if (first < i) report(at, [...path, 'text'], `repeats the text of choice ${ids[first]}`);
    });
    if (!numericChoicesInOrder(q.choices.map((c) => c.text))) {
      report(
        at,
        [...base, 'choices'],
        'choices that are all numbers go in numeric order, smallest first, as on the test',
      );
    }
    return;
  }
  q.accepted.forEach((form, i) => {
    const path = [...base, 'accepted', i];
    const numeric = parseSatNumber(form) !== null;
    if (!numeric && q.type === 'number_input') {
      report(at, path, `"${form}" is not a number, as a number_input answer must be`);
    } else if (!numeric && !PLAIN_TEXT_ANSWER.test(form)) {
      report(at, path, `"${form}" is neither a number nor plain text (letters, digits, spaces)`);
    } else if (numeric && (!SAT_ENTRY.test(form) || form.replace(/^-/, '').length > 5)) {
      report(
        at,
        path,
        `"${form}" breaks the SAT entry rules: only digits . / - and at most 5 characters (6 with a minus)`,
      );
    }
    const exact = q.accepted.find((other) => isFieldFillingDecimalOf(form, other));
    if (exact !== undefined) {
      report(
        at,
        path,
        `"${form}" is ${exact} cut or rounded: list only ${exact} (the answer checker accepts ` +
          'the decimals that fill the field from it; a listed one lets shorter ones through)',
      );
    }
  });
}

/** Reports a missing file; true when `ref` names a file of the bank that is there. */
function checkAsset(ref: string | undefined, at: Located, path: FieldPath, ctx: Ctx): boolean {
  if (!ref || ref.startsWith('data:')) return false;
  if (existsSync(join(ctx.root, ref))) return true;
  ctx.report(at, path, `file ${ref} does not exist`);
  return false;
}

/** Students read the bank in US English, as they read the app (SPEC §1). */
function checkSpelling(text: string, at: Located, path: FieldPath, { report }: Ctx) {
  const british = findBritishSpelling(text);
  if (british) report(at, path, `spells "${british}" the British way (students read US English)`);
}

/** A question's figure also needs a <title>: it is the figure's text for a screen reader. */
function checkFigure(ref: string | undefined, at: Located, path: FieldPath, ctx: Ctx) {
  if (!checkAsset(ref, at, path, ctx)) return;
  const title = figureTitle(ctx.root, ref);
  if (title) checkSpelling(title, at, path, ctx);
  else
    ctx.report(
      at,
      path,
      `${ref} has no <title> saying what it shows (its text for screen readers)`,
    );
}

function checkQuestion(q: AnyQuestion, at: Located, base: FieldPath, ctx: Ctx) {
  const answers = answerForms(q);
  for (const field of textFields(q, base)) {
    checkMath(field.text, at, field.path, ctx);
    checkSpelling(field.text, at, field.path, ctx);
    const revealed = field.hint && revealedAnswer(field.text, answers);
    if (revealed) ctx.report(at, field.path, `gives away the answer "${revealed}"`);
  }
  checkAnswers(q, at, base, ctx);
  checkFigure(q.figure, at, [...base, 'figure'], ctx);
  if ('hints' in q) {
    checkAsset(q.explanationFigure, at, [...base, 'explanationFigure'], ctx);
    for (const kind of ['hints', 'superhints'] as const) {
      q[kind].forEach((h, i) => {
        if (typeof h !== 'string') checkAsset(h.image, at, [...base, kind, i, 'image'], ctx);
      });
    }
  }
}

/** Reports a value that an earlier entry already used, naming where the first one is. */
function uniqueness(describe: (value: string) => string, report: Report) {
  const seen = new Map<string, string>();
  return (value: string, at: Located, path: FieldPath) => {
    const first = seen.get(value);
    if (first) report(at, path, `${describe(value)} is already used at ${first}`);
    else seen.set(value, `${at.file}:${at.lineOf(path)}`);
  };
}

export function checkContent(content: Content, options: CheckOptions = {}): Problem[] {
  const problems = [...content.problems];
  const report: Report = (at, path, message) =>
    problems.push({ file: at.file, line: at.lineOf(path), field: fieldName(path), message });
  const { bank, questionFiles, evaluations } = content;
  const ctx: Ctx = { root: content.root, report };
  const uniqueId = uniqueness((id) => `id "${id}"`, report);
  const uniqueBody = uniqueness(() => 'the same body', report);
  const readingWriting = new Set(
    bank?.data.submodules.filter((s) => s.module === READING_WRITING_MODULE).map((s) => s.id),
  );
  // Reading and Writing bodies repeat ("Which choice completes the text..."): their passages
  // are what must differ.
  const bodyKey = (q: AnyQuestion) =>
    normalise(q.passage ? JSON.stringify([q.body, q.passage]) : q.body);
  const visit = (q: AnyQuestion, at: Located, path: FieldPath, submodule?: string) => {
    uniqueId(q.id, at, [...path, 'id']);
    uniqueBody(bodyKey(q), at, [...path, 'body']);
    checkQuestion(q, at, path, ctx);
    if (submodule && readingWriting.has(submodule)) {
      checkPassage(q, 'concepts' in q ? q.concepts[0] : q.skill, at, path, report);
    } else if (q.passage) {
      report(at, [...path, 'passage'], 'only Reading and Writing questions have a passage');
    }
  };

  for (const file of questionFiles) {
    for (const { path, value } of file.questions) visit(value, file, path, file.submodule);
  }
  for (const evaluation of evaluations) {
    for (const { path, value } of evaluation.sections.flat()) {
      visit(value, evaluation, path, value.domain);
    }
  }

  if (bank) {
    checkReferences(content, bank, report);
    bank.data.submodules.forEach((s, i) => {
      checkAsset(s.image, bank, ['submodules', i, 'image'], ctx);
      checkSpelling(s.name, bank, ['submodules', i, 'name'], ctx);
    });
    bank.data.concepts.forEach((c, i) => {
      checkSpelling(`${c.name} ${c.description}`, bank, ['concepts', i], ctx);
    });
    checkLongestKeys(content, bank, readingWriting, report);
    checkEvaluationLongestKeys(content, report);
    if (options.requireMinimums) checkMinimums(content, bank, report);
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function checkReferences(content: Content, bank: Bank, report: Report) {
  const submodules = new Set(bank.data.submodules.map((s) => s.id));
  const modules = new Set(bank.data.modules.map((m) => m.id));
  bank.data.submodules.forEach((s, i) => {
    if (!modules.has(s.module))
      report(bank, ['submodules', i, 'module'], `unknown module "${s.module}"`);
  });
  const conceptSubmodule = new Map(bank.data.concepts.map((c) => [c.id, c.submodule]));
  bank.data.concepts.forEach((c, i) => {
    if (!submodules.has(c.submodule)) {
      report(bank, ['concepts', i, 'submodule'], `unknown submodule "${c.submodule}"`);
    }
  });
  for (const file of content.questionFiles) {
    const folder = file.file.split('/')[1];
    // Concepts are compared with the file's submodule only once that one is known to exist.
    const known = file.submodule && submodules.has(file.submodule) ? file.submodule : undefined;
    if (file.submodule && !submodules.has(file.submodule)) {
      report(file, ['submodule'], `unknown submodule "${file.submodule}" (not in bank.yaml)`);
    } else if (file.submodule && folder !== file.submodule) {
      report(
        file,
        ['submodule'],
        `file is under questions/${folder}/ but says "${file.submodule}"`,
      );
    }
    for (const { path, value } of file.questions) {
      value.concepts.forEach((id, i) => {
        const owner = conceptSubmodule.get(id);
        if (!owner)
          report(file, [...path, 'concepts', i], `unknown concept "${id}" (not in bank.yaml)`);
        else if (known && owner !== known) {
          report(
            file,
            [...path, 'concepts', i],
            `concept "${id}" belongs to submodule "${owner}", not "${known}"`,
          );
        }
      });
    }
  }
  for (const evaluation of content.evaluations) {
    for (const { path, value } of evaluation.sections.flat()) {
      if (!submodules.has(value.domain)) {
        const message = `unknown domain "${value.domain}" (not a submodule in bank.yaml)`;
        report(evaluation, [...path, 'domain'], message);
      }
    }
  }
}
