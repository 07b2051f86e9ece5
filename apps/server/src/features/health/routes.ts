import type { FastifyInstance } from 'fastify';

export type HealthCheck = () => Promise<{ name: string; ok: boolean; detail?: string }>;

/** GET /api/health: 200 when every dependency answers, 503 naming the one that does not. */
export async function healthRoutes(app: FastifyInstance, opts: { checks: HealthCheck[] }) {
  app.get('/health', async (_request, reply) => {
    const results = await Promise.all(
      opts.checks.map((check) =>
        check().catch((error: Error) => ({ name: 'unknown', ok: false, detail: error.message })),
      ),
    );
    const ok = results.every((r) => r.ok);
    return reply.status(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      checks: Object.fromEntries(
        results.map((r) => [
          r.name,
          { status: r.ok ? 'ok' : 'down', ...(r.detail ? { detail: r.detail } : {}) },
        ]),
      ),
    });
  });
}
