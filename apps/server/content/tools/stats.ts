// Counts of the bank, for `npm run content:stats` and for the checker's minimum rules.
import type { EvaluationKind } from '@academy/shared/evaluation-kinds';
import { keyIsLongest, longestKeyCounts, READING_WRITING_MODULE } from './check-passages.ts';
import type { Content } from './load.ts';

export interface ContentStats {
  /** Questions per submodule id, from each file's `submodule`. */
  perSubmodule: Map<string, number>;
  /** Questions per main (first) concept: the one the file is named after and scored under. */
  perConcept: Map<string, number>;
  /** Questions listing the concept anywhere, main or secondary. */
  taggedConcept: Map<string, number>;
  perDifficulty: Map<number, number>;
  perType: Map<string, number>;
  withFigure: number;
  total: number;
  evaluations: EvaluationStats[];
  /** Reading and Writing skills: keys that are the longest choice, of all questions. */
  longestKeys: Map<string, { longest: number; total: number }>;
  /** Questions per main concept and band: easy (levels 1-2), medium (3), hard (4-5). */
  perConceptBand: Map<string, BandCounts>;
}

export type Band = 'easy' | 'medium' | 'hard';
export type BandCounts = Record<Band, number>;
export const bandOf = (difficulty: number): Band =>
  difficulty <= 2 ? 'easy' : difficulty === 3 ? 'medium' : 'hard';

interface EvaluationStats {
  kind: EvaluationKind;
  perSection: number[];
  perDomain: Map<string, number>;
  perType: Map<string, number>;
  withFigure: number;
  /** Multiple-choice questions whose key is the longest choice, of all multiple-choice ones. */
  longestKeys: { longest: number; total: number };
}

function add<K>(counts: Map<K, number>, key: K | undefined) {
  if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
}

export function contentStats(content: Content): ContentStats {
  const stats: ContentStats = {
    perSubmodule: new Map(),
    perConcept: new Map(),
    taggedConcept: new Map(),
    perDifficulty: new Map(),
    perType: new Map(),
    withFigure: 0,
    total: 0,
    evaluations: [],
    longestKeys: new Map(),
    perConceptBand: new Map(),
  };
  for (const file of content.questionFiles) {
    for (const { value: q } of file.questions) {
      stats.total++;
      add(stats.perSubmodule, file.submodule);
      add(stats.perConcept, q.concepts[0]);
      new Set(q.concepts).forEach((c) => add(stats.taggedConcept, c));
      add(stats.perDifficulty, q.difficulty);
      const main = q.concepts[0];
      if (main) {
        const bands = stats.perConceptBand.get(main) ?? { easy: 0, medium: 0, hard: 0 };
        bands[bandOf(q.difficulty)]++;
        stats.perConceptBand.set(main, bands);
      }
      add(stats.perType, q.type);
      if (q.figure) stats.withFigure++;
    }
  }
  for (const source of content.evaluations) {
    const evaluation: EvaluationStats = {
      kind: source.kind,
      perSection: [],
      perDomain: new Map(),
      perType: new Map(),
      withFigure: 0,
      longestKeys: { longest: 0, total: 0 },
    };
    for (const section of source.sections) {
      evaluation.perSection.push(section.length);
      for (const { value: q } of section) {
        add(evaluation.perDomain, q.domain);
        add(evaluation.perType, q.type);
        if (q.figure) evaluation.withFigure++;
        if (q.type === 'multiple_choice') {
          evaluation.longestKeys.total++;
          if (keyIsLongest(q)) evaluation.longestKeys.longest++;
        }
      }
    }
    stats.evaluations.push(evaluation);
  }
  const bank = content.bank?.data;
  const rwSubmodules = new Set(
    bank?.submodules.filter((s) => s.module === READING_WRITING_MODULE).map((s) => s.id),
  );
  const rwSkills = bank?.concepts.filter((c) => rwSubmodules.has(c.submodule)).map((c) => c.id);
  stats.longestKeys = longestKeyCounts(content, new Set(rwSkills));
  return stats;
}

/** A plain-text table: numbers right-aligned, text left-aligned. */
function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const numeric = headers.map((_, i) => typeof rows[0]?.[i] === 'number');
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(headers), rule, ...cells.slice(1).map(line)].join('\n');
}

const rowsOf = <K>(counts: Map<K, number>, keys: K[]) =>
  keys.map((k) => [String(k), counts.get(k) ?? 0]);

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

export function formatStats(content: Content, stats: ContentStats): string {
  const submodules = content.bank?.data.submodules ?? [];
  const concepts = content.bank?.data.concepts ?? [];
  const known = new Set(submodules.map((s) => s.id));
  // Bank order first, then ids the bank does not know (the checker reports those).
  const ordered = (counts: Map<string, number>) => [
    ...known,
    ...[...counts.keys()].filter((id) => !known.has(id)),
  ];
  const conceptRows = concepts.map((c) => [
    c.id,
    c.submodule,
    stats.perConcept.get(c.id) ?? 0,
    stats.taggedConcept.get(c.id) ?? 0,
  ]);
  const questions = [
    `Questions: ${stats.total} (${stats.withFigure} with a figure)`,
    table(['submodule', 'questions'], rowsOf(stats.perSubmodule, ordered(stats.perSubmodule))),
    table(['concept', 'submodule', 'main', 'tagged'], conceptRows),
    table(['difficulty', 'questions'], rowsOf(stats.perDifficulty, [1, 2, 3, 4, 5])),
    table(['type', 'questions'], rowsOf(stats.perType, ['multiple_choice', 'free_entry'])),
  ];
  if (stats.longestKeys.size > 0) {
    const rows = [...stats.longestKeys].map(([skill, c]) => [
      skill,
      c.longest,
      c.total,
      `${Math.round((c.longest / c.total) * 100)}%`,
    ]);
    questions.push(
      'Reading and Writing: keys that are the longest choice (about 25% by chance)',
      table(['skill', 'longest', 'questions', 'share'], rows),
    );
  }
  if (stats.evaluations.length === 0) {
    return [...questions, 'Evaluation: none loaded'].join('\n\n');
  }
  return [
    ...questions,
    ...stats.evaluations.flatMap((evaluation) => [
      `Evaluation ${evaluation.kind}: ${sum(evaluation.perSection)} questions (${evaluation.withFigure} with a figure)`,
      table(
        ['section', 'questions'],
        evaluation.perSection.map((n, i) => [`section ${i + 1}`, n]),
      ),
      table(
        ['domain', 'questions'],
        // Only its own module's domains: the other module's would all read 0.
        rowsOf(
          evaluation.perDomain,
          ordered(evaluation.perDomain).filter((id) => evaluation.perDomain.has(id)),
        ),
      ),
      table(['type', 'questions'], rowsOf(evaluation.perType, [...evaluation.perType.keys()])),
      `keys that are the longest choice: ${evaluation.longestKeys.longest} of ${evaluation.longestKeys.total} multiple-choice questions`,
    ]),
  ].join('\n\n');
}
