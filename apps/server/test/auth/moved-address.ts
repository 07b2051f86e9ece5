import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { jsonCall, uniqueEmail, VALID_PASSWORD } from '../helpers/test-app.ts';
import { emailChangeTokenIn, lastMail } from './account-mailbox.ts';

/** The signed-in account moves to a new address, the link mailed there opened; returns it. */
export async function moveToNewAddress(app: FastifyInstance, db: Db, cookie: string) {
  const moved = uniqueEmail('moved');
  const asked = await jsonCall(
    app,
    'POST',
    '/api/auth/change-email',
    { newEmail: moved, password: VALID_PASSWORD },
    cookie,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  const token = emailChangeTokenIn((await lastMail(db, moved, 'change-email'))!.textBody);
  const confirmed = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return moved;
}
