import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The small test bank: known answers, and a submodule without questions. */
export const FIXTURE_BANK = resolve(import.meta.dirname, '../fixtures/bank');

/** A private copy a test may edit. */
export function copyFixtureBank(): string {
  const dir = mkdtempSync(join(tmpdir(), 'academy-bank-'));
  cpSync(FIXTURE_BANK, dir, { recursive: true });
  return dir;
}

/**
 * A private copy of the test bank with `count` more multiple-choice questions in algebra, ids
 * `many-001`…, each answered right by B and wrong by A: for tests that need many questions.
 */
export function bankWithManyQuestions(count: number): { root: string; ids: string[] } {
  const root = copyFixtureBank();
  const ids = Array.from({ length: count }, (_, i) => `many-${String(i + 1).padStart(3, '0')}`);
  const questions = ids.map(
    (id, i) => `  - id: ${id}
    concepts: [linear-equations-one-variable]
    difficulty: ${(i % 5) + 1}
    type: multiple_choice
    body: 'Many ${i + 1}: if $x + ${i + 1} = ${i + 5}$, what is $x$?'
    choices:
      - { id: A, text: '$3$' }
      - { id: B, text: '$4$' }
      - { id: C, text: '$5$' }
      - { id: D, text: '$6$' }
    answer: B
    hints:
      - 'Undo the addition.'
    superhints:
      - 'Subtract the constant term from both sides of the equation.'
    explanation: 'Subtracting ${i + 1} from both sides gives $x = 4$. The answer is B.'
`,
  );
  writeFileSync(
    join(root, 'questions/algebra/many.yaml'),
    `submodule: algebra\nquestions:\n${questions.join('')}`,
  );
  return { root, ids };
}
