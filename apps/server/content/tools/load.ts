// Reads the bank's YAML files and validates them with the schema, keeping each file's YAML
// document so every problem (here and in check.ts) can name the line a tutor has to edit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { EVALUATION_KINDS, type EvaluationKind } from '@academy/shared/evaluation-kinds';
import {
  bankFile,
  evaluationFile,
  evaluationQuestion,
  question,
  questionFile,
  slug,
  type BankQuestion,
  type EvaluationQuestion,
} from '../schema.ts';

export type FieldPath = readonly (string | number)[];

export interface Problem {
  /** Relative to the content root, e.g. questions/algebra/linear-functions.yaml */
  file: string;
  line: number;
  /** Where in the file, e.g. questions[3].hints[0]; empty for the file as a whole. */
  field: string;
  message: string;
}

export interface Located {
  file: string;
  lineOf(path: FieldPath): number;
}

export interface Entry<T> {
  path: FieldPath;
  value: T;
}

export interface QuestionSource extends Located {
  submodule?: string;
  /** The questions that passed the schema; the others are reported as problems. */
  questions: Entry<BankQuestion>[];
}

export interface EvaluationSource extends Located {
  kind: EvaluationKind;
  sections: Entry<EvaluationQuestion>[][];
}

export interface Content {
  root: string;
  bank?: Located & { data: z.infer<typeof bankFile> };
  questionFiles: QuestionSource[];
  /** The public evaluations whose files exist, in EVALUATION_KINDS order. */
  evaluations: EvaluationSource[];
  /** YAML syntax and schema problems; check.ts adds the rules that span files. */
  problems: Problem[];
}

export const BANK_FILE = 'bank.yaml';
export const EVALUATION_FILES: Record<EvaluationKind, string> = {
  math: 'evaluation/evaluation.yaml',
  'reading-writing': 'evaluation/reading-writing.yaml',
};

export function fieldName(path: FieldPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.field ? `${p.field}: ` : ''}${p.message}`;
}

interface Parsed extends Located {
  raw: unknown;
}

function readYaml(root: string, file: string, problems: Problem[]): Parsed | undefined {
  const lineCounter = new LineCounter();
  const source = readFileSync(join(root, file), 'utf8');
  // Plain messages: the line is ours to print, in the same file:line form as every problem.
  const doc: Document = parseDocument(source, { lineCounter, prettyErrors: false });
  for (const error of doc.errors) {
    const line = lineCounter.linePos(error.pos[0]).line;
    problems.push({ file, line, field: '', message: `YAML: ${error.message}` });
  }
  if (doc.errors.length > 0) return undefined;
  const lineOf = (path: FieldPath) => {
    // A missing field has no node: point at the nearest enclosing one that exists.
    for (let n = path.length; n >= 0; n--) {
      const node = n ? doc.getIn(path.slice(0, n), true) : doc.contents;
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return 1;
  };
  return { file, lineOf, raw: doc.toJS() };
}

function schemaMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return `is required (${issue.message})`;
  }
  return issue.message;
}

function validate<T>(schema: z.ZodType<T>, raw: unknown, at: Located, problems: Problem[]) {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const base = issue.path.filter((p) => typeof p !== 'symbol');
    // Each unknown key gets its own line, so a typo such as `hint:` is easy to find.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...base, k]) : [base];
    for (const path of paths) {
      const message = issue.code === 'unrecognized_keys' ? 'unknown field' : schemaMessage(issue);
      problems.push({ file: at.file, line: at.lineOf(path), field: fieldName(path), message });
    }
  }
  return undefined;
}

/** The valid items of a list whose file failed the schema, so cross-file checks still see them. */
function salvage<T>(schema: z.ZodType<T>, items: unknown, path: FieldPath): Entry<T>[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, i) => {
    const result = schema.safeParse(item);
    return result.success ? [{ path: [...path, i], value: result.data }] : [];
  });
}

function entries<T>(items: T[], path: FieldPath): Entry<T>[] {
  return items.map((value, i) => ({ path: [...path, i], value }));
}

function loadQuestionFile(root: string, file: string, problems: Problem[]) {
  const parsed = readYaml(root, file, problems);
  if (!parsed) return undefined;
  const data = validate(questionFile, parsed.raw, parsed, problems);
  const raw = (parsed.raw ?? {}) as { submodule?: unknown; questions?: unknown };
  const submodule = slug.safeParse(raw.submodule).data;
  const questions = data
    ? entries(data.questions, ['questions'])
    : salvage(question, raw.questions, ['questions']);
  return { file, lineOf: parsed.lineOf, submodule, questions };
}

function loadEvaluation(
  root: string,
  kind: EvaluationKind,
  problems: Problem[],
): EvaluationSource | undefined {
  const file = EVALUATION_FILES[kind];
  if (!existsSync(join(root, file))) return undefined;
  const parsed = readYaml(root, file, problems);
  if (!parsed) return undefined;
  const data = validate(evaluationFile, parsed.raw, parsed, problems);
  const rawSections = (parsed.raw as { sections?: unknown } | null)?.sections;
  const sections = data
    ? data.sections.map((s, i) => entries(s.questions, ['sections', i, 'questions']))
    : (Array.isArray(rawSections) ? rawSections : []).map((s: { questions?: unknown }, i) =>
        salvage(evaluationQuestion, s?.questions, ['sections', i, 'questions']),
      );
  return { file, kind, lineOf: parsed.lineOf, sections };
}

function questionFileNames(root: string): string[] {
  const dir = join(root, 'questions');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ['questions', ...name.split(sep)].join('/'))
    .sort();
}

/**
 * Loads bank.yaml, questions/**\/*.yaml and the evaluation files under `root`. `questionFiles:
 * false` leaves the question files out: parsing the bank's is seconds of work that a reader of
 * the outline or the evaluations does not need.
 */
export function loadContent(root: string, { questionFiles = true } = {}): Content {
  const problems: Problem[] = [];
  let bank: Content['bank'];
  if (existsSync(join(root, BANK_FILE))) {
    const parsed = readYaml(root, BANK_FILE, problems);
    const data = parsed && validate(bankFile, parsed.raw, parsed, problems);
    if (parsed && data) bank = { file: BANK_FILE, lineOf: parsed.lineOf, data };
  } else {
    problems.push({ file: BANK_FILE, line: 1, field: '', message: 'file is missing' });
  }
  const questions = (questionFiles ? questionFileNames(root) : []).flatMap((file) => {
    const source = loadQuestionFile(root, file, problems);
    return source ? [source] : [];
  });
  const evaluations = EVALUATION_KINDS.flatMap((kind) => {
    const source = loadEvaluation(root, kind, problems);
    return source ? [source] : [];
  });
  return { root, bank, questionFiles: questions, evaluations, problems };
}
