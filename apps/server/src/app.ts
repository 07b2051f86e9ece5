import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createContentStore } from './features/catalog/content-store.ts';
import { createCatalogRepository } from './features/catalog/repository.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { createAnsweredRepository } from './features/progress/answered-repository.ts';
import { createProgressRepository } from './features/progress/repository.ts';
import { progressRoutes } from './features/progress/routes.ts';
import { createProgressService } from './features/progress/service.ts';
import { createPracticeAccess } from './features/questions/access.ts';
import { questionRoutes } from './features/questions/routes.ts';
import { createQuestionService } from './features/questions/service.ts';
import { loadEvaluation } from './features/evaluation/evaluation-store.ts';
import { evaluationRoutes } from './features/evaluation/routes.ts';
import { healthRoutes, type HealthCheck } from './features/health/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { schedulingRoutes } from './features/scheduling/routes.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerContentAssets } from './plugins/content-assets.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestGuard } from './plugins/request-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The mail sender's check, served at /api/health/mail (not part of readiness). */
  mailHealthCheck?: HealthCheck;
  logger?: boolean;
}

/** Builds the whole app without listening, so tests drive it with `inject`. */
export async function buildApp({ config, database, mailHealthCheck, logger = true }: AppDeps) {
  const app: FastifyInstance = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Long, deeply nested or odd ids are refused by route validation, not by a crash.
    routerOptions: { maxParamLength: 200 },
    // The router refuses malformed escapes (400) and over-long ids (414) before any hook runs:
    // answer those in the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .status(status)
        .send({ message: status === 414 ? 'URL too long' : 'Invalid URL' });
    },
  });

  registerErrorHandler(app);
  registerCacheControl(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, config.production);
  await registerRateLimit(app, config.redisUrl, config.redisKeyPrefix);
  registerRequestGuard(app, config);
  registerAuth(app, database.db, config);

  const content = createContentStore(createCatalogRepository(database.db));
  await content.reload();
  // Another process (an import, another instance) may change the bank while this one runs.
  const contentPoll = setInterval(() => {
    content.reloadIfChanged().catch((err: unknown) => app.log.warn({ err }, 'bank reload failed'));
  }, 30_000);
  contentPoll.unref();
  app.addHook('onClose', async () => clearInterval(contentPoll));

  const progressRepository = createProgressRepository(database.db);
  const practiceAccess = createPracticeAccess(progressRepository, config.guestFreeQuestions);
  const questions = createQuestionService(content, progressRepository, practiceAccess);
  const progress = createProgressService(
    content,
    progressRepository,
    questions,
    practiceAccess,
    createAnsweredRepository(database.db),
    config.guestFreeQuestions,
  );

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
      api.get('/config', async () => ({
        googleClientId: config.google.clientId ?? null,
        testCheckout: config.payments.mode === 'test-checkout',
      }));
      await api.register(healthRoutes, {
        checks: [databaseCheck],
        mail: mailHealthCheck,
        payments: config.payments.mode,
      });
      await api.register(authRoutes, { db: database.db, config });
      await api.register(verificationRoutes, { db: database.db, config });
      await api.register(profileRoutes, { db: database.db });
      await api.register(catalogRoutes, { content, progress });
      await api.register(questionRoutes, { questions });
      await api.register(progressRoutes, { progress });
      await api.register(evaluationRoutes, {
        db: database.db,
        config,
        evaluation: loadEvaluation(config.contentRoot),
      });
      await api.register(paymentRoutes, { db: database.db, config });
      await api.register(schedulingRoutes, { db: database.db, config });
    },
    { prefix: '/api' },
  );

  await registerContentAssets(app, config.contentRoot);
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
