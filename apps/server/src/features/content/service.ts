import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkContent } from '../../../content/tools/check.ts';
import {
  formatProblem,
  loadContent,
  type Content,
  type Problem,
} from '../../../content/tools/load.ts';
import type { Db } from '../../db/client.ts';
import { toBankRecords } from './records.ts';
import { storedVersion, upsertBank, type ImportCounts } from './repository.ts';

export const DEFAULT_CONTENT_ROOT = resolve(import.meta.dirname, '../../../content');
const VERSION_NAME = 'bank';

export class ContentRejectedError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The question bank was refused:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
  }
}

/**
 * A hash of everything that becomes rows, so a start imports only a bank that changed: its files,
 * and the rows made of them, which change while the files stay the same when a figure's <title>
 * does (the question's imageAlt) or a release writes math out as plain text differently.
 */
export function bankHash(content: Content): string {
  const hash = createHash('sha256');
  for (const file of ['bank.yaml', ...content.questionFiles.map((f) => f.file)].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(content.root, file)))
      .update('\0');
  }
  for (const row of rowHashes(content)) hash.update(row).update('\0');
  return hash.digest('hex');
}

/** The catalogue rows and each question row's hash; none for a bank too broken to map. */
function rowHashes(content: Content): string[] {
  if (!content.bank) return [];
  try {
    const { modules, submodules, concepts, questions } = toBankRecords(content);
    return [
      JSON.stringify({ modules, submodules, concepts }),
      ...questions.map((q) => q.contentHash),
    ];
  } catch {
    return []; // the import's checks refuse such a bank, with their reasons
  }
}

export interface ImportReport extends ImportCounts {
  version: string;
}

/**
 * Validates the bank (the checker's rules, the whole bank as context) and upserts it by stable
 * ids. `paths` limits the import to some files or folders; problems in them refuse the import
 * as a whole. A full import also retires questions that left the bank (answers keep them).
 */
export async function importBank(
  db: Db,
  {
    root = DEFAULT_CONTENT_ROOT,
    paths,
    content = loadContent(root),
  }: { root?: string; paths?: string[]; content?: Content } = {},
): Promise<ImportReport> {
  const selected = paths?.map((p) => relative(root, resolve(p)).split('\\').join('/'));
  const inSelection = (file: string) =>
    !selected || selected.some((s) => s === '' || file === s || file.startsWith(`${s}/`));
  const problems = checkContent(content).filter(
    (p) => inSelection(p.file) || p.file === 'bank.yaml',
  );
  if (problems.length > 0 || !content.bank) throw new ContentRejectedError(problems);
  const version = bankHash(content);
  const counts = await upsertBank(db, toBankRecords(content, inSelection), {
    retireMissing: !selected,
    ...(selected ? {} : { version: { name: VERSION_NAME, hash: version } }),
  });
  return { ...counts, version };
}

/** At start: import when the files differ from what the database last imported. */
export async function importBankIfChanged(db: Db, root = DEFAULT_CONTENT_ROOT) {
  const content = loadContent(root);
  if ((await storedVersion(db, VERSION_NAME)) === bankHash(content)) return undefined;
  return importBank(db, { root, content });
}
