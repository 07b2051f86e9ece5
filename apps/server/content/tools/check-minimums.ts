// The sizes content/README.md asks of a complete bank, enforced by `content:check
// --require-minimums` once the bank is written (while it is being written they would fail).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Bank, Report } from './check.ts';
import { EVALUATION_FILE, type Content, type FieldPath } from './load.ts';
import { contentStats } from './stats.ts';

export const MIN_QUESTIONS_PER_CONCEPT = 8;
export const MIN_QUESTIONS_PER_SUBMODULE = 110;
export const EVALUATION_SECTION_SIZE = 22;

export function checkMinimums(content: Content, bank: Bank, report: Report) {
  const { perConcept, perSubmodule } = contentStats(content);
  const minimum = (kind: string, id: string, n: number, min: number, path: FieldPath) => {
    const questions = `${n} question${n === 1 ? '' : 's'}`;
    if (n < min)
      report(bank, path, `${kind} "${id}" has ${questions}; at least ${min} are required`);
  };
  bank.data.concepts.forEach((c, i) => {
    minimum('concept', c.id, perConcept.get(c.id) ?? 0, MIN_QUESTIONS_PER_CONCEPT, ['concepts', i]);
  });
  bank.data.submodules.forEach((s, i) => {
    const n = perSubmodule.get(s.id) ?? 0;
    minimum('submodule', s.id, n, MIN_QUESTIONS_PER_SUBMODULE, ['submodules', i]);
  });
  const { evaluation } = content;
  if (!existsSync(join(content.root, EVALUATION_FILE))) {
    report({ file: EVALUATION_FILE, lineOf: () => 1 }, [], 'file is missing');
  }
  evaluation?.sections.forEach((questions, i) => {
    if (questions.length !== EVALUATION_SECTION_SIZE) {
      const message = `${EVALUATION_SECTION_SIZE} questions expected (one SAT Math module), found ${questions.length}`;
      report(evaluation, ['sections', i, 'questions'], message);
    }
  });
}
