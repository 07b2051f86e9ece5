// `npm run content:check`: every problem as file:line: field: message, grouped by file, then a
// one-line summary; exits 1 on any problem so `npm test` fails.
import { join, relative, resolve } from 'node:path';
import { checkContent } from './check.ts';
import { formatProblem, loadContent } from './load.ts';
import { contentStats } from './stats.ts';

const root = resolve(import.meta.dirname, '..');
const requireMinimums = process.argv.includes('--require-minimums');

const content = loadContent(root);
const problems = checkContent(content, { requireMinimums });
// Paths relative to where the command runs, so editors and terminals can open them.
const shown = (file: string) => relative(process.cwd(), join(root, file));

const files = [...new Set(problems.map((p) => p.file))];
for (const file of files) {
  console.log(`\n${shown(file)}`);
  for (const p of problems.filter((q) => q.file === file)) {
    console.log(`  ${formatProblem({ ...p, file: shown(p.file) })}`);
  }
}

const stats = contentStats(content);
const checked =
  `${stats.total} questions in ${content.questionFiles.length} files, ` +
  `${content.evaluations.flatMap((e) => e.sections.flat()).length} evaluation questions${requireMinimums ? ', minimums required' : ''}`;
if (problems.length > 0) {
  console.log(`\ncontent:check: ${problems.length} problems in ${files.length} files (${checked})`);
  process.exitCode = 1;
} else {
  console.log(`content:check: OK (${checked})`);
}
