import {
  ACADEMY_MOVE_NOTICE_HOURS,
  rescheduleSchema,
  slotsQuerySchema,
} from '@academy/shared/booking-slots';
import { MY_SESSIONS_SHOWN, type MySessions } from '@academy/shared/scheduling';
import { tutorCancelSessionSchema, tutorMoveSessionSchema } from '@academy/shared/tutor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { uuidId } from '../tutor/id-params.ts';
import { bookerCookie } from './booker-cookie.ts';
import { createManageService } from './manage-service.ts';
import { createSchedulingRepository } from './repository.ts';
import type { AcademyNote } from './session-mails.ts';
import type { SessionRefunds } from './session-refunds.ts';
import { createSlotService } from './slot-service.ts';
import { createUpcomingSessions } from './upcoming-sessions.ts';

type SessionParams = { Params: { token: string; sessionId: string } };
type AccountSessionParams = { Params: { bookingId: string; sessionId: string } };

/**
 * Bookings with a time: the public free slots; the page of a booking's mailed link (its token
 * is the only key) that moves or cancels a session; the same for the signed-in account's own
 * bookings (my-bookings); and the tutor's cancel and move.
 */
/** The tutor's change of a session is told to the family in the words and name of who made it. */
const noteOf = (request: FastifyRequest, message: string | undefined): AcademyNote => {
  const { firstname, lastname } = currentUser(request);
  return { message, actor: `${firstname} ${lastname}`.trim() };
};

export async function slotRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; refunds: SessionRefunds },
) {
  const slots = createSlotService(opts.db);
  const bookings = createSchedulingRepository(opts.db);
  const booker = bookerCookie(opts.config.session.secureCookie);
  const manage = createManageService(opts.db, opts.config, opts.refunds);
  const publicRead = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

  const { sessionsOf } = createUpcomingSessions(opts.db);
  const signedIn = { preHandler: app.requireSignedIn };

  // The signed-in user's own sessions, for their home: those booked on their account.
  app.get(
    '/scheduling/mine',
    signedIn,
    async (request) =>
      ({
        sessions: await sessionsOf(currentUser(request).id, new Date(), MY_SESSIONS_SHOWN),
      }) satisfies MySessions,
  );

  app.get('/scheduling/my-bookings', signedIn, async (request) =>
    manage.mine(currentUser(request).id, new Date()),
  );
  app.post<AccountSessionParams>(
    '/scheduling/my-bookings/:bookingId/sessions/:sessionId/cancel',
    signedIn,
    async (request) => {
      const { bookingId, sessionId } = request.params;
      return manage.cancelMine(currentUser(request).id, bookingId, sessionId, new Date());
    },
  );
  app.post<AccountSessionParams>(
    '/scheduling/my-bookings/:bookingId/sessions/:sessionId/reschedule',
    signedIn,
    async (request) => {
      const { start } = parseInput(rescheduleSchema, request.body);
      const { bookingId, sessionId } = request.params;
      return manage.rescheduleMine(
        currentUser(request).id,
        bookingId,
        sessionId,
        start,
        new Date(),
      );
    },
  );

  // The tutor cancels a session (they were taken ill, say): the family is refunded and mailed.
  app.post<{ Params: { id: string } }>(
    '/tutor/sessions/:id/cancel',
    { preHandler: [uuidId, app.requireRole('tutor')] },
    async (request) => {
      const { message } = parseInput(tutorCancelSessionSchema, request.body ?? {});
      return manage.cancelByAcademy(request.params.id, noteOf(request, message), new Date());
    },
  );

  // The tutor moves a session to a time agreed with the family (on the phone, say).
  app.post<{ Params: { id: string } }>(
    '/tutor/sessions/:id/move',
    { preHandler: [uuidId, app.requireRole('tutor')] },
    async (request) => {
      const { start, message } = parseInput(tutorMoveSessionSchema, request.body);
      return manage.moveByAcademy(request.params.id, start, noteOf(request, message), new Date());
    },
  );

  // Someone who went Back from the checkout sees the times they hold as free: booking them again
  // closes that checkout and takes them (decision 036).
  app.get('/scheduling/slots', publicRead, async (request) => {
    const query = parseInput(slotsQuerySchema, request.query);
    const bookerHash = booker.peek(request);
    const own = bookerHash
      ? await bookings.openCheckoutsOf({ userId: request.user?.id, bookerHash })
      : [];
    return slots.list(
      query,
      new Date(),
      undefined,
      own.map((open) => open.bookingId),
    );
  });
  // The times the tutor may move a session to: within the families' 24 hours too.
  app.get('/tutor/slots', { preHandler: app.requireRole('tutor') }, async (request) =>
    slots.list(parseInput(slotsQuerySchema, request.query), new Date(), ACADEMY_MOVE_NOTICE_HOURS),
  );

  app.get<{ Params: { token: string } }>(
    '/scheduling/bookings/:token',
    publicRead,
    async (request) => manage.get(request.params.token, new Date()),
  );

  app.post<SessionParams>(
    '/scheduling/bookings/:token/sessions/:sessionId/cancel',
    publicRead,
    async (request) => manage.cancel(request.params.token, request.params.sessionId, new Date()),
  );

  app.post<SessionParams>(
    '/scheduling/bookings/:token/sessions/:sessionId/reschedule',
    publicRead,
    async (request) => {
      const { start } = parseInput(rescheduleSchema, request.body);
      const { token, sessionId } = request.params;
      return manage.reschedule(token, sessionId, start, new Date());
    },
  );
}
