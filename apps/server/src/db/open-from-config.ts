import type { Config } from '../config.ts';
import { openDatabase } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const openConfiguredDatabase = (config: Config) =>
  config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
