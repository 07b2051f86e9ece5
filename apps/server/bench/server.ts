// The benchmark's server process: the real app as src/main.ts builds it (production config from
// the environment, the configured database) on PORT, and beside it a bare Fastify JSON route on
// CEILING_PORT, the ceiling every call is compared with. Prints one JSON line when both listen.
// BENCH_APP_ROOT may name another copy of apps/server (a "before" snapshot) to compare with.
import { resolve } from 'node:path';
import Fastify from 'fastify';
import type * as AppModule from '../src/app.ts';
import type * as ConfigModule from '../src/config.ts';
import type * as DbModule from '../src/db/open-from-config.ts';
import type * as ContentModule from '../src/features/content/service.ts';

const root = resolve(process.env.BENCH_APP_ROOT ?? resolve(import.meta.dirname, '..'));
const { buildApp } = (await import(`${root}/src/app.ts`)) as typeof AppModule;
const { loadConfig } = (await import(`${root}/src/config.ts`)) as typeof ConfigModule;
const { openConfiguredDatabase } = (await import(
  `${root}/src/db/open-from-config.ts`
)) as typeof DbModule;
const { importBankIfChanged } = (await import(
  `${root}/src/features/content/service.ts`
)) as typeof ContentModule;

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
// The load bench seeds beforehand; the web bench starts from an empty database, as main.ts does.
if (process.env.BENCH_IMPORT_BANK === '1') {
  await importBankIfChanged(database.db, config.contentRoot);
}
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: config.port });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ hello: 'world', items: [1, 2, 3] }));
await bare.listen({ host: '127.0.0.1', port: Number(process.env.CEILING_PORT ?? 0) });

const shutdown = async () => {
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

const port = (server: { server: { address(): unknown } }) =>
  (server.server.address() as { port: number }).port;
console.log(
  JSON.stringify({ ready: true, port: port(app), ceilingPort: port(bare), db: database.kind }),
);
