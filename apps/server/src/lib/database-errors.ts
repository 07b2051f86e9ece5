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

/** True when PostgreSQL cannot be reached, as opposed to a query that is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e;) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (e.message && CONNECTION_LOST.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Postgres unique_violation, through Drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
