const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

// node-postgres reports a dropped connection in words, not codes. "not queryable" is what a
// client whose connection broke answers to the next statement, such as a transaction's ROLLBACK.
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|is not queryable/;

interface DriverError {
  code?: string;
  message?: string;
  constraint?: string;
  cause?: unknown;
}

/** The error and the causes under it: Drizzle wraps the driver's error in its own. */
function* causeChain(error: unknown): Generator<DriverError> {
  for (let e = error as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    yield e;
  }
}

/** True when PostgreSQL cannot be reached, as opposed to a query that is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (e.message && CONNECTION_LOST.test(e.message)) return true;
  }
  return false;
}

/**
 * A statement PostgreSQL cancelled for running past `statement_timeout` (57014,
 * query_canceled): the database is there, but too slow or locked to answer in time.
 */
export function isStatementTimeout(error: unknown): boolean {
  for (const e of causeChain(error)) if (e.code === '57014') return true;
  return false;
}

/** Postgres unique_violation (of `constraint`, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causeChain(error)) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
  }
  return false;
}
