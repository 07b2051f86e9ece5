// `npm run content:import -- [file or folder ...]`: validates and upserts the bank (or just the
// named files) into the configured database, then says what it added, changed and kept.
import { resolve } from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { openConfiguredDatabase } from '../../src/db/open-from-config.ts';
import { ContentRejectedError, importBank } from '../../src/features/content/service.ts';

const cwd = process.env.INIT_CWD ?? process.cwd();
const args = process.argv.slice(2).map((p) => resolve(cwd, p));

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const report = await importBank(database.db, args.length ? { paths: args } : {});
  const list = (ids: string[]) =>
    ids.length ? `: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}` : '';
  console.log(`added ${report.added.length}${list(report.added)}`);
  console.log(`changed ${report.changed.length}${list(report.changed)}`);
  console.log(`kept ${report.kept}`);
  if (!args.length) console.log(`retired ${report.retired.length}${list(report.retired)}`);
} catch (error) {
  if (error instanceof ContentRejectedError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
