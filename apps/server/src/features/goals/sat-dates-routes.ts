import { academyDay } from '@academy/shared/academy-day';
import type { SatDates } from '@academy/shared/sat-dates';
import { satDatesSchema } from '@academy/shared/sat-dates-schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { createSatDatesRepository } from './sat-dates-repository.ts';

/**
 * The SAT dates the academy lists (decision 055): every signed-in account reads those from
 * today on (the goal's form offers them); the tutor replaces them. Days are Dallas days, by
 * the test clock in end-to-end runs.
 */
export async function satDatesRoutes(app: FastifyInstance, opts: { db: Db; clock: Clock }) {
  const repo = createSatDatesRepository(opts.db);
  const today = () => academyDay(opts.clock.now());

  app.get(
    '/sat-dates',
    { preHandler: app.requireSignedIn },
    async () => ({ dates: await repo.upcoming(today()) }) satisfies SatDates,
  );

  app.put('/tutor/sat-dates', { preHandler: app.requireRole('tutor') }, async (request) => {
    const day = today();
    const { dates } = parseInput(satDatesSchema(day), request.body);
    const sorted = [...dates].sort((a, b) => a.date.localeCompare(b.date));
    await repo.replaceUpcoming(day, sorted);
    return { dates: sorted } satisfies SatDates;
  });
}
