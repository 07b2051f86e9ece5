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

/** A hash of everything that becomes rows, so a start imports only a bank that changed. */
export function bankHash(content: Content): string {
  const hash = createHash('sha256');
  for (const file of ['bank.yaml', ...content.questionFiles.map((f) => f.file)].sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(content.root, file)))
      .update('\0');
  }
  return hash.digest('hex');
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
  { root = DEFAULT_CONTENT_ROOT, paths }: { root?: string; paths?: string[] } = {},
): Promise<ImportReport> {
  const content = loadContent(root);
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
  const current = bankHash(loadContent(root));
  if ((await storedVersion(db, VERSION_NAME)) === current) return undefined;
  return importBank(db, { root });
}
