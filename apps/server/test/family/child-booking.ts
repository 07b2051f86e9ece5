import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';
import { freshSlot, mailsTo, manageToken } from '../scheduling/slot-helpers.ts';
import { childrenOf, linkedFamily } from './helpers.ts';

type Cookie = { cookie: string };

/**
 * A linked family whose parent opened a checkout for one online session for the child (unpaid),
 * giving their own address as the contact, or the child's; at a time chosen, or with none, for
 * the tutor to arrange.
 */
export async function childCheckoutOpened(
  app: FastifyInstance,
  database: Database,
  contact: 'parent' | 'child' = 'parent',
  times: 'chosen' | 'none' = 'chosen',
) {
  const { student, parent } = await linkedFamily(app, database);
  const [child] = await childrenOf(app, parent);
  const slot = freshSlot();
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    {
      fullName: 'Pat Lovelace',
      contactInfo: contact === 'parent' ? parent.email : student.email,
      sessionType: 'online',
      sessionCount: 1,
      ...(times === 'chosen' ? { slots: [slot] } : {}),
      studentId: child.id,
    },
    parent.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  const checkout = new URL(res.json().data.sessionUrl as string).pathname;
  const sessionId = checkout.split('/').pop()!;
  return { student, parent, slot, sessionId, pay: () => postForm(app, `${checkout}/pay`) };
}

/** The student stops sharing their progress with their one parent, as the profile page does. */
export async function stopSharing(app: FastifyInstance, student: Cookie) {
  const [link] = (
    await jsonCall(app, 'GET', '/api/profile/family-access', undefined, student.cookie)
  ).json();
  await jsonCall(app, 'DELETE', `/api/profile/family-access/${link.id}`, {}, student.cookie);
}

/** A linked family whose parent booked and paid one session for the child, then unlinked. */
export async function paidThenUnshared(app: FastifyInstance, database: Database) {
  const { student, parent, slot, sessionId, pay } = await childCheckoutOpened(app, database);
  await pay();
  const token = await manageToken(database.db, parent.email);
  expect(await mailsTo(database.db, parent.email, 'booking-reminder')).toHaveLength(2);
  await stopSharing(app, student);
  return { student, parent, slot, sessionId, token };
}
