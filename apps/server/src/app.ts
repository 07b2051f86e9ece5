import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/routes.ts';
import { healthRoutes, type HealthCheck } from './features/health/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerContentAssets } from './plugins/content-assets.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestGuard } from './plugins/request-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Extra readiness checks for /api/health (mail, ...); the database is always checked. */
  healthChecks?: HealthCheck[];
  logger?: boolean;
}

/** Builds the whole app without listening, so tests drive it with `inject`. */
export async function buildApp({ config, database, healthChecks = [], logger = true }: AppDeps) {
  const app: FastifyInstance = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Long, deeply nested or odd ids are refused by route validation, not by a crash.
    routerOptions: { maxParamLength: 200 },
  });

  registerErrorHandler(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, config.production);
  await registerRateLimit(app, config.redisUrl);
  registerRequestGuard(app, config);
  registerAuth(app, database.db, config);

  const databaseCheck: HealthCheck = async () => {
    try {
      await database.ping();
      return { name: 'database', ok: true, detail: database.kind };
    } catch (error) {
      return { name: 'database', ok: false, detail: (error as Error).message };
    }
  };

  await app.register(
    async (api) => {
      api.get('/config', async () => ({ googleClientId: config.google.clientId ?? null }));
      await api.register(healthRoutes, { checks: [databaseCheck, ...healthChecks] });
      await api.register(authRoutes, { db: database.db, config });
      await api.register(profileRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  await registerContentAssets(app, config.contentRoot);
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
