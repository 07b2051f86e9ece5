// The sizes content/README.md asks of a complete bank, enforced by `content:check
// --require-minimums` once the bank is written (while it is being written they would fail).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Bank, Report } from './check.ts';
import { EVALUATION_FILES, type Content, type FieldPath } from './load.ts';
import { contentStats } from './stats.ts';

interface Minimums {
  perConcept: number;
  perSubmodule: number;
  /** In each band of a concept: easy (1-2), medium (3), hard (4-5). */
  perBand: number;
}

/**
 * Per module: the floors the bank has reached, raised as batches land, so none slips back.
 * Issue 39 asks 25 a concept and 5 a band for SAT Math, issue 40 40 a skill and 10 a band for
 * Reading and Writing.
 */
export const MINIMUMS: Record<string, Minimums> = {
  'sat-math': { perConcept: 28, perSubmodule: 250, perBand: 5 },
  'sat-reading-writing': { perConcept: 40, perSubmodule: 130, perBand: 10 },
};
const BANDS = [
  ['easy', 'levels 1-2'],
  ['medium', 'level 3'],
  ['hard', 'levels 4-5'],
] as const;

/** One module of each section of the Digital SAT. */
export const EVALUATION_SECTION_SIZES = { math: 22, 'reading-writing': 27 } as const;

export function checkMinimums(content: Content, bank: Bank, report: Report) {
  const { perConcept, perSubmodule, perConceptBand } = contentStats(content);
  const moduleOf = new Map(bank.data.submodules.map((s) => [s.id, s.module]));
  const minimum = (kind: string, id: string, n: number, min: number, path: FieldPath) => {
    const questions = `${n} question${n === 1 ? '' : 's'}`;
    if (n < min)
      report(bank, path, `${kind} "${id}" has ${questions}; at least ${min} are required`);
  };
  const minimumsOf = (submodule: string) => MINIMUMS[moduleOf.get(submodule) ?? ''];
  bank.data.concepts.forEach((c, i) => {
    const min = minimumsOf(c.submodule)?.perConcept ?? 0;
    minimum('concept', c.id, perConcept.get(c.id) ?? 0, min, ['concepts', i]);
    const perBand = minimumsOf(c.submodule)?.perBand ?? 0;
    const bands = perConceptBand.get(c.id) ?? { easy: 0, medium: 0, hard: 0 };
    for (const [band, levels] of BANDS) {
      const n = bands[band];
      if (n < perBand) {
        const message = `concept "${c.id}" has ${n} ${band} question${n === 1 ? '' : 's'} (${levels}); at least ${perBand} are required`;
        report(bank, ['concepts', i], message);
      }
    }
  });
  bank.data.submodules.forEach((s, i) => {
    const min = minimumsOf(s.id)?.perSubmodule ?? 0;
    minimum('submodule', s.id, perSubmodule.get(s.id) ?? 0, min, ['submodules', i]);
  });
  for (const file of Object.values(EVALUATION_FILES)) {
    if (!existsSync(join(content.root, file)))
      report({ file, lineOf: () => 1 }, [], 'file is missing');
  }
  for (const evaluation of content.evaluations) {
    const size = EVALUATION_SECTION_SIZES[evaluation.kind];
    evaluation.sections.forEach((questions, i) => {
      if (questions.length !== size) {
        const message = `${size} questions expected (one module of the SAT section), found ${questions.length}`;
        report(evaluation, ['sections', i, 'questions'], message);
      }
    });
  }
}
