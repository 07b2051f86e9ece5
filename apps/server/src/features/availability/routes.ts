import { availabilitySchema, type AvailabilitySaved } from '@academy/shared/booking-slots';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/validate.ts';
import { offersAt } from '../scheduling/slots.ts';
import { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';
import { createAvailabilityRepository } from './repository.ts';

/** More booked sessions ahead than one tutor holds: the check reads them all. */
const SESSIONS_CHECKED = 1_000;

/** The tutor's weekly availability and its exceptions (Dallas time); tutors and admins only. */
export async function availabilityRoutes(app: FastifyInstance, opts: { db: Db }) {
  const repo = createAvailabilityRepository(opts.db);
  const { sessionsAhead } = createUpcomingSessions(opts.db);
  const tutor = { preHandler: app.requireRole('tutor') };

  app.get('/tutor/availability', tutor, async () => repo.read());

  app.put('/tutor/availability', tutor, async (request): Promise<AvailabilitySaved> => {
    await repo.replace(parseInput(availabilitySchema, request.body));
    const saved = await repo.read();
    const ahead = await sessionsAhead(new Date(), SESSIONS_CHECKED);
    return {
      ...saved,
      outsideHours: ahead.filter((s) => !offersAt(saved, new Date(s.startsAt), s.sessionType)),
    };
  });
}
