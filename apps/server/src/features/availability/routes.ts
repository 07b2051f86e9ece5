import { availabilitySchema } from '@academy/shared/booking-slots';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/validate.ts';
import { createAvailabilityRepository } from './repository.ts';

/** The tutor's weekly availability and its exceptions (Dallas time); tutors and admins only. */
export async function availabilityRoutes(app: FastifyInstance, opts: { db: Db }) {
  const repo = createAvailabilityRepository(opts.db);
  const tutor = { preHandler: app.requireRole('tutor') };

  app.get('/tutor/availability', tutor, async () => repo.read());

  app.put('/tutor/availability', tutor, async (request) => {
    await repo.replace(parseInput(availabilitySchema, request.body));
    return repo.read();
  });
}
