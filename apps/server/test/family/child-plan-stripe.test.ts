// The payer manages the plan (decision 057) through Stripe: the child's plan is billed to the
// parent's customer, so its invoices, its change's price and its card are the parent's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyLinks } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { billingHistory, current, deliver, mailsTo, verify } from '../payments/helpers.ts';
import { paidOnStripe } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

describe('a plan a parent pays for, through Stripe', () => {
  it("is in the parent's invoices, named for the child, and changed on the parent's customer", async () => {
    const { parent, student, child, sessionId } = await paidOnStripe(app, database, fake);
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

  it("says why it stops renewing when the sharing ended, though Stripe's webhook applies it first", async () => {
    const { parent, student, child, sessionId } = await paidOnStripe(app, database, fake);
    // The link ends, and Stripe reports the renewal's stop before the app's own call applies it.
    await database.db
      .update(familyLinks)
      .set({ revokedAt: new Date() })
      .where(eq(familyLinks.childId, child.id));
    const sub = fake.subscriptions.get(fake.sessions.get(sessionId)!.subscription as string)!;
    sub.cancel_at_period_end = true;
    const res = await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    expect(res.statusCode).toBe(200);
    const [toStudent] = await mailsTo(database.db, student.email, 'plan-canceled');
    expect(toStudent!.textBody).toContain(
      'Your Monthly plan will not renew, because you stopped sharing your progress with Pat',
    );
    const [toParent] = await mailsTo(database.db, parent.email, 'plan-canceled');
    expect(toParent!.textBody).toContain(
      "Sam's Monthly plan will not renew, because Sam stopped sharing their progress with you",
    );
    expect(toParent!.textBody).toContain('http://localhost:3000/family#billing');
  });

  it('Stripe deleting the subscription mails its end to the parent who pays too', async () => {
    const { parent, student, sessionId } = await paidOnStripe(app, database, fake);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
    const deleted = fake.event(
      'customer.subscription.deleted',
      fake.deleteSubscription(subscriptionId),
    );
    expect((await deliver(app, fake, deleted)).json().outcome).toBe('applied');
    expect((await mailsTo(database.db, student.email, 'plan-ended')).map((m) => m.subject)).toEqual(
      ['Your Monthly plan has ended'],
    );
    expect((await mailsTo(database.db, parent.email, 'plan-ended')).map((m) => m.subject)).toEqual([
      "Sam's Monthly plan has ended",
    ]);
  });

  it("renewed from the parent's Customer Portal over a pass the parent queued, ends again: both are told, each in their words", async () => {
    const { parent, student, child, sessionId } = await paidOnStripe(app, database, fake);
    const sub = () => fake.subscriptions.get(fake.sessions.get(sessionId)!.subscription as string)!;
    const call = (path: string, body: object) =>
      jsonCall(app, 'POST', `/api/family/children/${child.id}/${path}`, body, parent.cookie);
    expect((await call('plan/cancel', {})).statusCode).toBe(200);
    const pass = await call('checkout', { subscriptionTier: 'OneTimeMonth' });
    const passSession = fake.sessionIdFromUrl(pass.json().data.sessionUrl);
    fake.completeSession(passSession);
    await verify(app, student.cookie, passSession);
    expect((await current(app, student.cookie)).upcomingPasses).toHaveLength(1);

    fake.billing.updateSubscription(sub(), { cancel_at_period_end: 'false' });
    await deliver(app, fake, fake.event('customer.subscription.updated', sub()));
    expect(sub().cancel_at_period_end).toBe(true);
    const [toParent] = await mailsTo(database.db, parent.email, 'plan-renewal-refused');
    expect(toParent!.subject).toBe("Sam's Monthly plan will still not renew");
    expect(toParent!.textBody).toContain('and your card will not be charged again');
    const [toStudent] = await mailsTo(database.db, student.email, 'plan-renewal-refused');
    expect(toStudent!.subject).toBe('Your Monthly plan will still not renew');
    expect(toStudent!.textBody).toContain("and Pat's card will not be charged again");
  });
});
