import { academyDay } from '@academy/shared/academy-day';
import { goalSchema } from '@academy/shared/goal-schema';
import { FAMILY_REPORTS_SHOWN } from '@academy/shared/session-reports';
import type { FinishedTest } from '@academy/shared/tests';
import { ERROR_CODES } from '@academy/shared/errors';
import { FOLLOWER_ROLES } from '@academy/shared/roles';
import {
  familyDigestSchema,
  familyIdSchema,
  familyInviteSchema,
  familyMessages,
  familyOptOutSchema,
  familyTokenSchema,
  type FamilyDigest,
} from '@academy/shared/family';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { verificationMessages } from '@academy/shared/verification-messages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createPaymentsCore } from '../payments/core.ts';
import { changePlanSchema, subscriptionCheckoutSchema } from '../payments/schemas.ts';
import { createPlanChangeService } from '../payments/plan-change-service.ts';
import { createPaymentsService } from '../payments/service.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { createHomeworkService } from '../homework/service.ts';
import { createSessionReports } from '../session-reports/service.ts';
import { createBookingCancellations } from '../scheduling/booking-cancellations.ts';
import { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';
import { validOptOut } from './opt-out.ts';
import { createFamilyRepository, type UserRow } from './repository.ts';
import { createFamilyService } from './service.ts';
import { createSharingEnded } from './sharing-end.ts';
import { createGoalRepository } from '../goals/repository.ts';
import { createSatScoreRepository } from '../goals/sat-score-repository.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';

/**
 * Parents (issue 38). The student shares under /profile/family-access; the invitation's page
 * and the digest's opt-out link call /family/invitations/* and /family/digest/opt-out; every
 * other /family call is a follower's: a parent, or a tutor or admin a student invited
 * (FOLLOWER_ROLES).
 */
export async function familyRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Config;
    dashboard: (user: UserRow) => Promise<ProgressDashboard>;
    finishedTests: (userId: string) => Promise<FinishedTest[]>;
    content: ContentStore;
    clock: Clock;
  },
) {
  const repo = createFamilyRepository(opts.db);
  const goals = createGoalRepository(opts.db);
  const homework = createHomeworkService(opts.db, opts.content);
  const reports = createSessionReports(opts.db, opts.config);
  const payments = createPaymentsCore(opts.db, opts.config);
  const service = createFamilyService({
    repo,
    config: opts.config,
    dashboard: opts.dashboard,
    finishedTests: opts.finishedTests,
    sessionsOf: createUpcomingSessions(opts.db).sessionsOf,
    homeworkOf: (studentId, now) => homework.list(studentId, now, 'student'),
    reportsOf: (studentId) => reports.ofStudent(studentId, FAMILY_REPORTS_SHOWN),
    goalOf: goals.of,
    saveGoal: goals.save,
    satScoresOf: createSatScoreRepository(opts.db).of,
    clock: opts.clock,
    payments: createPaymentsService(payments),
    planChanges: createPlanChangeService(payments, opts.config.publicUrl),
    cancellationsOf: createBookingCancellations(opts.db).of,
    withCurrentTier: app.withCurrentTier,
    sharingEnded: createSharingEnded(opts.db, opts.config),
  });
  const student = { preHandler: app.requireRole('student') };
  const follower = { preHandler: app.requireRole(...FOLLOWER_ROLES) };
  const limited = routeLimit(opts.config.authRateLimit);

  app.get('/profile/family-access', student, async (request) =>
    service.access(currentUser(request)),
  );
  app.post('/profile/family-access', { ...student, config: limited }, async (request, reply) => {
    const { email } = parseInput(familyInviteSchema, request.body);
    const child = currentUser(request);
    // Anyone can sign up with someone else's address: until it is proved, a parent address of
    // theirs would follow what the real owner does once they come (decision 035, addendum).
    if (!child.emailVerifiedAt) {
      throw forbidden(verificationMessages.requiredForSharing, ERROR_CODES.emailUnverified);
    }
    return reply.status(201).send(await service.invite(child, email));
  });
  app.delete('/profile/family-access/:id', student, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    return service.revoke(currentUser(request), id);
  });

  app.post('/family/invitations/preview', { config: limited }, async (request) => {
    const { token } = parseInput(familyTokenSchema, request.body);
    return service.preview(token);
  });
  app.post(
    '/family/invitations/accept',
    { preHandler: app.requireUser, config: limited },
    async (request) => {
      const { token } = parseInput(familyTokenSchema, request.body);
      return service.accept(currentUser(request), token);
    },
  );

  app.post('/family/digest/opt-out', { config: limited }, async (request) => {
    const { parent: parentId, sig } = parseInput(familyOptOutSchema, request.body);
    const settings = await repo.findDigestSettings(parentId);
    if (!settings || !validOptOut(settings.optOutKey, parentId, sig)) {
      throw badRequest(familyMessages.optOutInvalid);
    }
    await repo.optOut(parentId, new Date());
    return { message: familyMessages.optedOut };
  });

  // The digest's own setting on /family: the one-click opt-out has a way back.
  app.get('/family/digest', follower, async (request): Promise<FamilyDigest> => {
    const settings = await repo.digestSettings(currentUser(request).id);
    return { subscribed: settings.optedOutAt === null };
  });
  app.put('/family/digest', follower, async (request): Promise<FamilyDigest> => {
    const { subscribed } = parseInput(familyDigestSchema, request.body);
    const { id } = currentUser(request);
    await repo.digestSettings(id);
    await repo.setSubscribed(id, subscribed, opts.clock.now());
    return { subscribed };
  });

  app.get('/family/children', follower, async (request) => service.children(currentUser(request)));
  app.get('/family/children/:id/dashboard', follower, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    return service.dashboard(currentUser(request), id);
  });
  // The same rules as the student's own (PUT /api/goal), against the server's Dallas day.
  app.put('/family/children/:id/goal', follower, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    const now = opts.clock.now();
    const goal = parseInput(goalSchema(academyDay(now)), request.body);
    return service.setGoal(currentUser(request), id, goal, now);
  });
  // The child's plan, managed by the parent who pays for it (decision 057); `{ data }` as the
  // plan page's calls, whose rate limit they share.
  const planCall = { ...follower, config: { rateLimit: { max: 30, timeWindow: 60_000 } } };
  app.post('/family/children/:id/plan/change', planCall, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    const { subscriptionTier, confirm } = parseInput(changePlanSchema, request.body ?? {});
    const data = await service.changePlan(currentUser(request), id, subscriptionTier, !!confirm);
    return { data };
  });
  app.post('/family/children/:id/plan/cancel', planCall, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    return { data: await service.cancelPlan(currentUser(request), id) };
  });
  app.post('/family/children/:id/plan/resume', planCall, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    return { data: await service.resumePlan(currentUser(request), id) };
  });

  app.post('/family/children/:id/checkout', { ...follower, config: limited }, async (request) => {
    const { id } = parseInput(familyIdSchema, request.params);
    const { subscriptionTier, timeZone } = parseInput(subscriptionCheckoutSchema, request.body);
    const payer = currentUser(request);
    if (!payer.emailVerifiedAt) {
      throw forbidden(verificationMessages.requiredForPlan, ERROR_CODES.emailUnverified);
    }
    return { data: await service.checkout(payer, id, subscriptionTier, timeZone) };
  });
}
