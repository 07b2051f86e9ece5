import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { jsonCall, uniqueEmail, VALID_PASSWORD } from '../helpers/test-app.ts';
import { emailChangeTokenIn, lastMail } from './account-mailbox.ts';

/**
 * The signed-in account asks to move to a new address (`prefix`-named) with `password`; returns
 * that address and the token of the link mailed there, not opened.
 */
export async function askAddressChange(
  app: FastifyInstance,
  db: Db,
  cookie: string,
  { prefix = 'moved', password = VALID_PASSWORD } = {},
) {
  const address = uniqueEmail(prefix);
  const asked = await jsonCall(
    app,
    'POST',
    '/api/auth/change-email',
    { newEmail: address, password },
    cookie,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  const token = emailChangeTokenIn((await lastMail(db, address, 'change-email'))!.textBody);
  return { address, token };
}

/** The signed-in account moves to a new address, the link mailed there opened; returns it. */
export async function moveToNewAddress(app: FastifyInstance, db: Db, cookie: string) {
  const { address, token } = await askAddressChange(app, db, cookie);
  const confirmed = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return address;
}
