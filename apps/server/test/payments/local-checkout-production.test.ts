import { paymentErrors } from '@academy/shared/payments';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall, TEST_ORIGIN } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { postForm, profileTier, requestCheckout, startCheckout } from './helpers.ts';

// A deployment on a public address that configured no payment provider.
const { app: prod, database: prodDatabase } = await buildTestApp({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://academy.example',
  ALLOWED_ORIGINS: TEST_ORIGIN,
});
// A fresh clone's `npm start`: production on localhost, nothing about payments set.
const { app: newcomer, database: newcomerDatabase } = await buildTestApp({
  NODE_ENV: 'production',
});

const pathOf = (url: string) => new URL(url).pathname;

describe('local checkout in production', () => {
  it('is off on a public address without a provider, and /api/health says so', async () => {
    const { cookie } = await signUpVerified(prod, prodDatabase);
    const res = await requestCheckout(prod, cookie, 'Monthly');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(paymentErrors.unavailable);
    const page = await prod.inject({
      method: 'GET',
      url: '/api/payments/local-checkout/cs_local_x',
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('disabled');
    const booking = await jsonCall(prod, 'POST', '/api/payments/scheduling', {
      contactInfo: 'parent@example.com',
      sessionType: 'online',
      sessionCount: 1,
    });
    expect(booking.statusCode).toBe(503);
    expect((await prod.inject({ method: 'GET', url: '/api/health' })).json().payments).toBe('off');
    expect((await prod.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      testCheckout: false,
    });
  });

  it('runs on a fresh clone (production on localhost), in test mode for all to see', async () => {
    const { cookie } = await signUpVerified(newcomer, newcomerDatabase);
    const sessionUrl = await startCheckout(newcomer, cookie, 'OneTimeYear');
    const page = await newcomer.inject({ method: 'GET', url: pathOf(sessionUrl) });
    expect(page.body).toContain('Test mode: no real payment');
    const paid = await postForm(newcomer, `${pathOf(sessionUrl)}/pay`);
    expect(paid.statusCode).toBe(303);
    expect((await profileTier(newcomer, cookie)).subscriptionTier).toBe('OneTimeYear');
    const health = await newcomer.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', payments: 'test-checkout' });
    expect((await newcomer.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      testCheckout: true,
    });
  });
});
