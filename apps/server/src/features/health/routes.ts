import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<{ name: string; ok: boolean; detail?: string }>;

const run = (check: HealthCheck) =>
  check().catch((error: Error) => ({ name: 'unknown', ok: false, detail: error.message }));

/**
 * GET /api/health is readiness, for the load balancer: 200 when what this instance needs to
 * serve (the database) answers, 503 naming what does not; it also says how payments are taken.
 * GET /api/health/mail is for monitoring: 503 when mail is stuck or the relay refuses us. Mail
 * stays out of readiness: one recipient's relay refusing a receipt must not take every
 * instance out of the load balancer (decision 015).
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { checks: HealthCheck[]; mail?: HealthCheck; payments: string },
) {
  app.get('/health', async (_request, reply) => {
    const results = await Promise.all(opts.checks.map(run));
    const ok = results.every((r) => r.ok);
    return reply.status(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      payments: opts.payments,
      checks: Object.fromEntries(
        results.map((r) => [
          r.name,
          { status: r.ok ? 'ok' : 'down', ...(r.detail ? { detail: r.detail } : {}) },
        ]),
      ),
    });
  });

  app.get('/health/mail', async (_request, reply) => {
    const result = opts.mail
      ? await run(opts.mail)
      : { ok: true, detail: 'no mail sender runs in this process' };
    return reply.status(result.ok ? 200 : 503).send({
      status: result.ok ? 'ok' : 'down',
      ...(result.detail ? { detail: result.detail } : {}),
    });
  });
}
