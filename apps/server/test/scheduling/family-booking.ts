// A parent books sessions for their linked child and pays on the test checkout: the family
// whose mails the place and join-link tests read.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { linkedFamily } from '../family/helpers.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';
import { freshSlot } from './slot-helpers.ts';

/** One session of `sessionType`, `daysAhead`, booked and paid by a parent for their child. */
export async function bookedForChild(
  app: FastifyInstance,
  database: Database,
  sessionType: 'online' | 'in-person',
  daysAhead = 6,
) {
  const { student, parent } = await linkedFamily(app, database);
  const [child] = await database.db.select().from(users).where(eq(users.email, student.email));
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    {
      contactInfo: parent.email,
      sessionType,
      sessionCount: 1,
      slots: [freshSlot(daysAhead)],
      studentId: child!.id,
    },
    parent.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  const paid = await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
  expect(paid.statusCode, paid.body).toBe(303);
  return { student, parent };
}
