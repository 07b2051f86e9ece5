import { cpSync, mkdtempSync } from 'node:fs';
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
