import { schedulingRequestSchema } from '@academy/shared/scheduling';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { familyMessages } from '@academy/shared/family';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { createFamilyRepository } from '../family/repository.ts';
import { createPaymentsCore } from '../payments/core.ts';
import { sessionQuerySchema } from '../payments/schemas.ts';
import { bookerCookie } from './booker-cookie.ts';
import { createSchedulingService } from './service.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';

/** Tutor-session booking and its payment; open to anyone, signed in or not. */
export async function schedulingRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const service = createSchedulingService(opts.db, createPaymentsCore(opts.db, opts.config));
  const booker = bookerCookie(opts.config.session.secureCookie);
  const family = createFamilyRepository(opts.db);
  const publicForm = routeLimit(opts.config.publicFormRateLimit);

  app.post(
    '/payments/scheduling',
    { preHandler: app.optionalUser, config: publicForm },
    async (request, reply) => {
      const parsed = parseInput(schedulingRequestSchema, request.body);
      // One's own id is booking for oneself, as without it, not a child who has not shared.
      const input =
        request.user && parsed.studentId === request.user.id
          ? { ...parsed, studentId: undefined }
          : parsed;
      // Booking for someone else's account takes a live family link to it (decision 035).
      if (input.studentId) {
        if (!request.user) throw unauthorized();
        if (!(await family.isLinked(request.user.id, input.studentId))) {
          throw notFound(familyMessages.childNotLinked);
        }
      }
      const owner = { userId: request.user?.id, bookerHash: booker.claim(request, reply) };
      return { data: await service.book(input, owner) };
    },
  );

  // The checkout's cancel URL (service.ts cancelReturnPath): a plain browser visit.
  app.get<{ Params: { id: string } }>(
    '/payments/scheduling/:id/cancel',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) =>
      reply.redirect(await service.cancel(request.params.id, request.log), 303),
  );

  app.get(
    '/payments/verify-scheduling-session',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const { sessionId } = parseInput(sessionQuerySchema, request.query);
      return { data: await service.verify(sessionId) };
    },
  );
}
