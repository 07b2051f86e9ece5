// Stripe out of reach while a customer starts a plan checkout or books a tutor session: a 503
// they can act on, and no booking left behind without a checkout (issue 34).
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { tutorBookings } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { requestCheckout } from './helpers.ts';

/** A loopback port nothing listens on: every connection is refused. */
async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const fake = await startFakeStripe();
const unreachable = await buildTestApp({
  ...stripeEnv(fake),
  STRIPE_API_URL: await closedPortUrl(),
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
});
const failing = await buildTestApp({ ...stripeEnv(fake), PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });

const booking = {
  fullName: 'Maria Garcia',
  contactInfo: 'maria.parent@example.com',
  sessionType: 'online',
  sessionCount: 2,
};

const expectOutage = (res: Awaited<ReturnType<typeof jsonCall>>) => {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Payments are temporarily unavailable' });
  expect(res.headers['retry-after']).toBe('30');
};

describe.each([
  ['unreachable (connection refused)', unreachable, () => {}],
  ['failing (5xx)', failing, () => fake.setDown(true)],
])('Stripe %s', (_name, { app, database }, breakStripe) => {
  it('a plan checkout answers 503', async () => {
    const { cookie } = await signUpVerified(app, database);
    breakStripe();
    try {
      expectOutage(await requestCheckout(app, cookie, 'Monthly'));
    } finally {
      fake.setDown(false);
    }
  }, 30_000);

  it('a booking answers 503 and leaves no booking behind', async () => {
    const before = (await database.db.select().from(tutorBookings)).length;
    breakStripe();
    try {
      expectOutage(await jsonCall(app, 'POST', '/api/payments/scheduling', booking));
    } finally {
      fake.setDown(false);
    }
    expect((await database.db.select().from(tutorBookings)).length).toBe(before);
  }, 30_000);
});
