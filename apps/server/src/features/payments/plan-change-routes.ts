import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { BookingPayments } from '../scheduling/booking-payments.ts';
import { createBillingHistory } from './billing-history.ts';
import type { PaymentsCore } from './core.ts';
import { createPlanChangeService } from './plan-change-service.ts';
import { changePlanSchema } from './schemas.ts';
import type { createPaymentsService } from './service.ts';
import { planChangeMessages } from '@academy/shared/plan-changes';

/**
 * POST /payments/change-plan, POST /payments/resume-subscription, GET /payments/history (plans
 * and tutor sessions, decision 059) and POST /payments/portal (issue 41); every response is
 * `{ data }`, as the other payment calls.
 */
export async function planChangeRoutes(
  app: FastifyInstance,
  opts: {
    core: PaymentsCore;
    publicUrl: string;
    payments: ReturnType<typeof createPaymentsService>;
    bookingPayments: BookingPayments;
  },
) {
  const service = createPlanChangeService(opts.core, opts.publicUrl);
  const history = createBillingHistory(opts.core, opts.bookingPayments);
  const signedIn = { preHandler: app.requireUser };
  const limited = { rateLimit: { max: 30, timeWindow: 60_000 } };

  app.post('/payments/change-plan', { ...signedIn, config: limited }, async (request) => {
    const { subscriptionTier, confirm } = parseInput(changePlanSchema, request.body ?? {});
    return {
      data: await service.changePlan(currentUser(request), subscriptionTier, confirm === true),
    };
  });

  app.post('/payments/resume-subscription', { ...signedIn, config: limited }, async (request) => {
    await service.resume(currentUser(request));
    const data = await opts.payments.current(currentUser(request));
    return { data: { ...data, message: planChangeMessages.resumed } };
  });

  app.get('/payments/history', { ...signedIn, config: limited }, async (request) => ({
    data: await history(currentUser(request)),
  }));

  app.post('/payments/portal', { ...signedIn, config: limited }, async (request) => ({
    data: await service.portal(currentUser(request)),
  }));
}
