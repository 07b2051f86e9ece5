import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { createControlsRepository } from './features/questions/controls-repository.ts';
import { createControlsService } from './features/questions/controls-service.ts';
import { questionReportRoutes } from './features/question-reports/routes.ts';
import { tutorReportRoutes } from './features/question-reports/tutor-routes.ts';
import { questionRoutes } from './features/questions/routes.ts';
import { createQuestionService } from './features/questions/service.ts';
import { loadEvaluations } from './features/evaluation/evaluation-store.ts';
import { evaluationRoutes } from './features/evaluation/routes.ts';
import { familyRoutes } from './features/family/routes.ts';
import { healthRoutes, type HealthCheck } from './features/health/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { schedulingRoutes } from './features/scheduling/routes.ts';
import { tutorRoutes } from './features/tutor/routes.ts';
import { slotRoutes } from './features/scheduling/slot-routes.ts';
import { onlineRoomRoutes } from './features/scheduling/online-room-routes.ts';
import { homeworkRoutes } from './features/homework/routes.ts';
import { sessionReportRoutes } from './features/session-reports/routes.ts';
import { goalRoutes } from './features/goals/routes.ts';
import { accountDataRoutes } from './features/account/routes.ts';
import {
  createSessionRefunds,
  type SessionRefunds,
} from './features/scheduling/session-refunds.ts';
import { createPaymentProvider } from './features/payments/provider/index.ts';
import { createPaymentsRepository } from './features/payments/repository.ts';
import { availabilityRoutes } from './features/availability/routes.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { createReviewRepository } from './features/review/repository.ts';
import { reviewRoutes } from './features/review/routes.ts';
import { createReviewService } from './features/review/service.ts';
import { createTestsRepository } from './features/tests/repository.ts';
import { testsRoutes } from './features/tests/routes.ts';
import { createTestFigures } from './features/tests/figures.ts';
import { createFinishedTests } from './features/tests/history.ts';
import { createTestsService } from './features/tests/service.ts';
import { createTestExpirySweep, type TestExpirySweep } from './features/tests/expiry-sweep.ts';
import { createTestUnderWay } from './features/tests/test-under-way.ts';
import { testsPracticeFeed } from './features/tests/practice-feed.ts';
import { weakestConcepts } from './features/tests/weakest.ts';
import { shiftedClock, systemClock, type Clock } from './lib/clock.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerContentAssets } from './plugins/content-assets.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/client-error.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestGuard } from './plugins/request-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import type { ScheduledJobs } from './lib/scheduled-jobs.ts';
import { createAppJobs } from './app-jobs.ts';
import { satDatesRoutes } from './features/goals/sat-dates-routes.ts';
import {
  createCustomerContactSync,
  type CustomerContactSync,
} from './features/payments/customer-contacts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Jobs run once per period across instances (the parents' digest); main.ts starts them. */
    scheduledJobs: ScheduledJobs;
    /** Refunds of sessions cancelled through the mailed link; main.ts starts their sweep. */
    sessionRefunds: SessionRefunds;
    /** The payment provider's copy of each customer's address and name; main.ts starts its sweep. */
    customerContacts: CustomerContactSync;
    /** Ends the tests whose last module ran out while nobody read them; main.ts starts it. */
    testExpiry: TestExpirySweep;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** The mail sender's check, served at /api/health/mail (not part of readiness). */
  mailHealthCheck?: HealthCheck;
  logger?: boolean;
  /** The time review scheduling reads (tests inject a fixed one); TEST_CLOCK=on shifts it. */
  clock?: Clock;
}

/** Builds the whole app without listening, so tests drive it with `inject`. */
export async function buildApp({
  config,
  database,
  mailHealthCheck,
  logger = true,
  clock = systemClock,
}: AppDeps) {
  const app: FastifyInstance = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // Long, deeply nested or odd ids are refused by route validation, not by a crash.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
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
  const testClock = config.testClock ? shiftedClock(clock) : undefined;
  const testUnderWay = createTestUnderWay(database.db, testClock ?? clock);
  const practiceAccess = createPracticeAccess(
    progressRepository,
    config.guestFreeQuestions,
    testUnderWay,
  );
  const controlsRepository = createControlsRepository(database.db);
  const questions = createQuestionService(
    content,
    progressRepository,
    practiceAccess,
    controlsRepository,
    testUnderWay,
  );
  const answeredRepository = createAnsweredRepository(database.db);
  const controls = createControlsService(
    content,
    questions,
    controlsRepository,
    answeredRepository.openFlags,
  );
  const review = createReviewService(
    content,
    createReviewRepository(database.db),
    progressRepository,
    testClock ?? clock,
    controlsRepository.skipped,
  );
  const progress = createProgressService(
    content,
    progressRepository,
    questions,
    practiceAccess,
    answeredRepository,
    config.guestFreeQuestions,
    {
      cardsToStart: review.cardsToStart,
      // The answer is stored whatever happens to its card: a failed schedule is logged, not a 500.
      afterRecord: (...args) =>
        review.afterAnswer(...args).catch((err: unknown) => {
          app.log.error({ err }, 'review card not scheduled');
        }),
    },
  );

  const finishedTests = createFinishedTests(database.db, content);
  const testsRepository = createTestsRepository(database.db);
  const tests = createTestsService({
    content,
    repo: testsRepository,
    clock: testClock ?? clock,
    minuteMs: config.testsMinuteMs,
    weakestConcepts: (userId) => weakestConcepts(progressRepository, content.get(), userId),
    ...testsPracticeFeed(progressRepository, review, app.log),
  });
  app.decorate('testExpiry', createTestExpirySweep(database.db, tests, testClock ?? clock));
  app.addHook('onClose', () => app.testExpiry.stop());
  const scheduledJobs = createAppJobs({
    db: database.db,
    clock: testClock ?? clock,
    realClock: clock,
    content,
    progress: progressRepository,
    config,
  });
  app.decorate('scheduledJobs', scheduledJobs);
  app.addHook('onClose', () => scheduledJobs.stop());
  const paymentProvider = createPaymentProvider(config, createPaymentsRepository(database.db));
  const sessionRefunds = createSessionRefunds(database.db, paymentProvider, config);
  app.decorate('sessionRefunds', sessionRefunds);
  app.addHook('onClose', () => sessionRefunds.stop());
  const customerContacts = createCustomerContactSync(database.db, paymentProvider);
  app.decorate('customerContacts', customerContacts);
  app.addHook('onClose', () => customerContacts.stop());

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
      await api.register(questionRoutes, { questions, controls });
      await api.register(questionReportRoutes, { db: database.db, content, config });
      await api.register(progressRoutes, { progress });
      await api.register(reviewRoutes, { review, testClock });
      await api.register(evaluationRoutes, {
        db: database.db,
        config,
        evaluations: loadEvaluations(config.contentRoot),
      });
      await api.register(testsRoutes, {
        tests,
        finishedTests,
        figureFile: createTestFigures({
          repo: testsRepository,
          content,
          contentRoot: config.contentRoot,
        }),
      });
      await api.register(paymentRoutes, { db: database.db, config });
      await api.register(schedulingRoutes, { db: database.db, config });
      await api.register(tutorRoutes, {
        db: database.db,
        clock: testClock ?? clock,
        config,
        content,
        progressRepository,
      });
      await api.register(familyRoutes, {
        db: database.db,
        config,
        dashboard: progress.dashboard,
        finishedTests,
        content,
        clock: testClock ?? clock,
      });
      await api.register(slotRoutes, { db: database.db, config, refunds: sessionRefunds });
      await api.register(onlineRoomRoutes, {
        db: database.db,
        config,
        clock: testClock ?? clock,
      });
      await api.register(availabilityRoutes, { db: database.db });
      await api.register(tutorReportRoutes, { db: database.db, content, config });
      await api.register(homeworkRoutes, { db: database.db, content, config, progressRepository });
      await api.register(sessionReportRoutes, {
        db: database.db,
        config,
        clock: testClock ?? clock,
      });
      await api.register(goalRoutes, {
        db: database.db,
        dashboard: progress.dashboard,
        clock: testClock ?? clock,
      });
      await api.register(satDatesRoutes, { db: database.db, clock: testClock ?? clock });
      await api.register(accountDataRoutes, { db: database.db, config, clock: testClock ?? clock });
    },
    { prefix: '/api' },
  );

  await registerContentAssets(app, config.contentRoot);
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
