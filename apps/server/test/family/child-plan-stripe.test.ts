// The payer manages the plan (decision 057) through Stripe: the child's plan is billed to the
// parent's customer, so its invoices, its change's price and its card are the parent's.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { billingHistory, current, verify } from '../payments/helpers.ts';
import { linkedFamily } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

describe('a plan a parent pays for, through Stripe', () => {
  it("is in the parent's invoices, named for the child, and changed on the parent's customer", async () => {
    const { parent, student } = await linkedFamily(app, database);
    const [child] = (
      await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie)
    ).json();
    const checkout = await jsonCall(
      app,
      'POST',
      `/api/family/children/${child.id}/checkout`,
      { subscriptionTier: 'Monthly' },
      parent.cookie,
    );
    const sessionId = fake.sessionIdFromUrl(checkout.json().data.sessionUrl);
    fake.completeSession(sessionId);
    await verify(app, student.cookie, sessionId);
    expect(await current(app, student.cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      paidBy: { firstname: 'Pat' },
    });
    const customer = fake.sessions.get(sessionId)!.customer;

    const changed = await jsonCall(
      app,
      'POST',
      `/api/family/children/${child.id}/plan/change`,
      { subscriptionTier: 'Yearly', confirm: true },
      parent.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const preview = fake.requests.filter((r) => r.path === '/v1/invoices/create_preview').at(-1)!;
    expect(preview.body.customer).toBe(customer);
    expect(await current(app, student.cookie)).toMatchObject({ subscriptionTier: 'Yearly' });

    const items = await billingHistory(app, parent.cookie);
    expect(
      items.map((i: { description: string; paidFor: string }) => [i.description, i.paidFor]),
    ).toEqual([
      ['Plan change', 'Sam'],
      [expect.stringContaining('Monthly'), 'Sam'],
    ]);
    expect(await billingHistory(app, student.cookie)).toEqual([]);
  });
});
