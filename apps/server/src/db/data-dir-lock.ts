import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A pid file in the data directory. A lock left by a killed process (kill -9) is taken over;
 * a lock held by a live process stops this one from opening the same embedded database.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'academy.pid');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder}; the embedded database allows one ` +
          'process. Stop it, or use PostgreSQL (DATABASE_URL) to run several instances.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
