import type { SessionReportList } from '@academy/shared/session-reports';
import { sessionReportSchema } from '@academy/shared/session-report-schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { idOf, uuidId } from '../tutor/id-params.ts';
import { reachableStudent } from '../tutor/student-reach.ts';
import { createSessionReports } from './service.ts';

/**
 * Session reports: the tutor writes one after a session; the student reads their own. The clock
 * is the test clock in end-to-end runs, so a booked session can be held without waiting days.
 */
export async function sessionReportRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; clock: Clock },
) {
  const reports = createSessionReports(opts.db, opts.config);
  const onRow = { preHandler: [uuidId, app.requireRole('tutor')] };

  app.get(
    '/session-reports',
    { preHandler: app.requireSignedIn },
    async (request) =>
      ({ reports: await reports.ofStudent(currentUser(request).id) }) satisfies SessionReportList,
  );

  app.get('/tutor/sessions/to-report', { preHandler: app.requireRole('tutor') }, async () =>
    reports.toReport(opts.clock.now()),
  );

  app.get(
    '/tutor/students/:id/session-reports',
    { preHandler: [uuidId, app.requireRole('tutor'), reachableStudent(opts.db)] },
    async (request) => reports.forTutor(idOf(request), opts.clock.now()),
  );

  app.put('/tutor/sessions/:id/report', onRow, async (request, reply) => {
    const input = parseInput(sessionReportSchema, request.body);
    const { report, created } = await reports.write(
      currentUser(request).id,
      idOf(request),
      input,
      opts.clock.now(),
    );
    reply.status(created ? 201 : 200);
    return report;
  });
}
