// The servers of one run. One on the embedded database. With PostgreSQL (DATABASE_URL) three
// more share its database and Redis: a twin of the main server, as behind a load balancer, and
// a pair with a low sign-in limit for the test that counts it across instances.

const basePort = Number(process.env.E2E_PORT ?? 4173);
const url = (offset: number) => `http://localhost:${basePort + offset}`;

/**
 * With PostgreSQL and Redis, a run works in a database and a Redis index of its own, emptied when
 * the run's first server starts (serve.ts): what an earlier run left behind on the same machine
 * (booked hours, capped mails, counters) never decides a test. The caller's URLs are kept as the
 * base, so the config, loaded again in each worker, derives the same names every time.
 */
// (process.env turns an undefined into the string 'undefined': assign only what is set.)
if (!process.env.E2E_BASE_DATABASE_URL && process.env.DATABASE_URL) {
  process.env.E2E_BASE_DATABASE_URL = process.env.DATABASE_URL;
}
if (!process.env.E2E_BASE_REDIS_URL && process.env.REDIS_URL) {
  process.env.E2E_BASE_REDIS_URL = process.env.REDIS_URL;
}

function ownDatabase(base: string) {
  const url = new URL(base);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_e2e`;
  return url.toString();
}

/** Redis's last logical database of the default sixteen, which the app's own tests leave alone. */
function ownRedisIndex(base: string) {
  const url = new URL(base);
  url.pathname = '/15';
  return url.toString();
}

if (process.env.E2E_BASE_DATABASE_URL) {
  process.env.DATABASE_URL = ownDatabase(process.env.E2E_BASE_DATABASE_URL);
}
if (process.env.E2E_BASE_REDIS_URL) {
  process.env.REDIS_URL = ownRedisIndex(process.env.E2E_BASE_REDIS_URL);
}

export const sharedDatabase = Boolean(process.env.DATABASE_URL);
export const sharedRedis = Boolean(process.env.REDIS_URL);

/** Sign-in calls the limited pair accepts per client and minute, together. */
export const LIMITED_SIGN_IN_MAX = 4;

export const INSTANCES = {
  main: url(0),
  twin: url(1),
  limited: [url(2), url(3)],
} as const;
