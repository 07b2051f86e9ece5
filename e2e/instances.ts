// The servers of one run. One on the embedded database. With PostgreSQL (DATABASE_URL) three
// more share its database and Redis: a twin of the main server, as behind a load balancer, and
// a pair with a low sign-in limit for the test that counts it across instances.

const basePort = Number(process.env.E2E_PORT ?? 4173);
const url = (offset: number) => `http://localhost:${basePort + offset}`;

export const sharedDatabase = Boolean(process.env.DATABASE_URL);
export const sharedRedis = Boolean(process.env.REDIS_URL);

/** Sign-in calls the limited pair accepts per client and minute, together. */
export const LIMITED_SIGN_IN_MAX = 4;

export const INSTANCES = {
  main: url(0),
  twin: url(1),
  limited: [url(2), url(3)],
} as const;
