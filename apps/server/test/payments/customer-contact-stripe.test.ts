// Stripe's copy of the customer's address and name (decision 054): it mails receipts and
// invoices there, so a change of email address or name reaches it, at once or, when Stripe was
// out of reach, by the sweep or before the next checkout.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall, uniqueEmail, VALID_PASSWORD } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { emailChangeTokenIn, lastMail } from '../auth/account-mailbox.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { payOnStripe, verify } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));
const db = database.db;

/** A verified account that bought a Monthly plan on Stripe, and its Stripe customer. */
async function payingCustomer(overrides: Record<string, string> = {}) {
  const account = await signUpVerified(app, database, overrides);
  const sessionId = await payOnStripe(app, fake, account.cookie, 'Monthly');
  expect((await verify(app, account.cookie, sessionId)).statusCode).toBe(200);
  const customerId = fake.sessions.get(sessionId)!.customer as string;
  return { ...account, customer: () => fake.customers.get(customerId)! };
}

async function changeEmail(cookie: string) {
  const newEmail = uniqueEmail('moved');
  const asked = await jsonCall(
    app,
    'POST',
    '/api/auth/change-email',
    { newEmail, password: VALID_PASSWORD },
    cookie,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  const token = emailChangeTokenIn((await lastMail(db, newEmail, 'change-email'))!.textBody);
  const done = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token });
  expect(done.statusCode, done.body).toBe(200);
  return newEmail;
}

const rename = (cookie: string, firstname: string, lastname: string) =>
  jsonCall(app, 'PATCH', '/api/profile', { firstname, lastname }, cookie);

describe("Stripe's copy of the customer's address and name", () => {
  it("is created with the account's address and name", async () => {
    const account = await payingCustomer({ firstname: 'Nadia', lastname: 'Okafor' });
    expect(account.customer()).toMatchObject({ email: account.email, name: 'Nadia Okafor' });
  });

  it('follows a change of email address as soon as the link is opened', async () => {
    const account = await payingCustomer();
    const newEmail = await changeEmail(account.cookie);
    expect(account.customer().email).toBe(newEmail);
  });

  it('follows a change of name on the profile', async () => {
    const account = await payingCustomer();
    const res = await rename(account.cookie, 'Grace', 'Hopper');
    expect(res.statusCode, res.body).toBe(200);
    expect(account.customer().name).toBe('Grace Hopper');
  });

  it('is corrected by the sweep when Stripe was out of reach at the change', async () => {
    const account = await payingCustomer();
    fake.setDown(true);
    let newEmail: string;
    try {
      // The change itself does not wait for Stripe.
      newEmail = await changeEmail(account.cookie);
    } finally {
      fake.setDown(false);
    }
    expect(account.customer().email).toBe(account.email);
    await app.customerContacts.runOnce();
    expect(account.customer().email).toBe(newEmail);
  });

  it('is corrected before the billing portal opens when the sweep has not run yet', async () => {
    const account = await payingCustomer();
    fake.setDown(true);
    try {
      expect((await rename(account.cookie, 'Mae', 'Jemison')).statusCode).toBe(200);
    } finally {
      fake.setDown(false);
    }
    expect(account.customer().name).not.toBe('Mae Jemison');
    // The portal shows, and bills to, Stripe's copy.
    const portal = await jsonCall(app, 'POST', '/api/payments/portal', {}, account.cookie);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(account.customer().name).toBe('Mae Jemison');
  });

  it('is given up for a customer deleted in the Dashboard, once', async () => {
    const account = await payingCustomer();
    const customerId = account.customer().id as string;
    fake.customers.delete(customerId);
    expect((await rename(account.cookie, 'Katherine', 'Johnson')).statusCode).toBe(200);
    const calls = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/customers/${customerId}`)
        .length;
    const tried = calls();
    expect(tried).toBeGreaterThan(0);
    await app.customerContacts.runOnce();
    expect(calls()).toBe(tried);
  });
});
