import { eq } from 'drizzle-orm';
import { paymentErrors, subscriptionMessages } from '@academy/shared/payments';
import { describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  current,
  postForm,
  profileTier,
  requestCheckout,
  startCheckout,
  verify,
} from './helpers.ts';

const { app, database } = await buildTestApp();

const pathOf = (url: string) => new URL(url).pathname;
const idOf = (url: string) => pathOf(url).split('/').pop()!;
const purchasedTiers = async (userId: string) =>
  (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).map(
    (row) => row.tier,
  );

describe('local provider, end to end through inject', () => {
  it('create → checkout page → Pay → success URL with session_id → verify → tier set', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, cookie, 'Monthly');
    expect(sessionUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/payments\/local-checkout\/cs_local_/,
    );

    const page = await app.inject({ method: 'GET', url: pathOf(sessionUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Test mode: no real payment');
    expect(page.body).toContain('Monthly plan');
    expect(page.body).toContain('$10.49');
    expect(page.body).toContain('Then $10.49 every month until canceled.');
    const payAction = /action="([^"]+\/pay)"/.exec(page.body)![1]!;
    expect(page.body).toMatch(/action="[^"]+\/cancel"/);

    const paid = await postForm(app, payAction);
    expect(paid.statusCode).toBe(303);
    const location = new URL(paid.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/subscription/success');
    expect(location.searchParams.get('session_id')).toBe(idOf(sessionUrl));
    expect(location.searchParams.get('auto_verify')).toBe('true');

    const res = await verify(app, cookie, location.searchParams.get('session_id')!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      subscriptionTier: 'Monthly',
      subscriptionStatus: 'active',
      paid: true,
    });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Monthly');
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      kind: 'recurring',
    });

    // Paying again (back button) applies nothing twice and lands on the same page.
    const again = await postForm(app, payAction);
    expect(again.statusCode).toBe(303);
    const repeat = await app.inject({ method: 'GET', url: pathOf(sessionUrl) });
    expect(repeat.body).toContain('already paid');
  });

  it('Cancel returns to the cancel URL; the session then verifies as not paid', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, cookie, 'OneTimeMonth');
    const res = await postForm(app, `${pathOf(sessionUrl)}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://localhost:3000/subscription/cancel');
    const verified = await verify(app, cookie, idOf(sessionUrl));
    expect(verified.json().data).toMatchObject({ paid: false, subscriptionStatus: 'incomplete' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
  });

  it('a local recurring plan can be canceled at period end', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, cookie, 'Yearly');
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    const res = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      subscriptionTier: 'Yearly',
      cancelAtPeriodEnd: true,
      message: subscriptionMessages.cancelScheduled,
    });
  });

  it('a pass chains after paid access; a subscription waits for a plan set to cancel', async () => {
    const refused = async (cookie: string, tier: string) => {
      const res = await requestCheckout(app, cookie, tier);
      expect(res.statusCode, tier).toBe(409);
      expect(res.json().message).toBe(paymentErrors.accessRunning);
    };

    // Over a running pass, another pass starts after it (a subscription is scheduled after it
    // too: plan-after-pass.test.ts).
    const passHolder = await signUpVerified(app, database);
    await postForm(
      app,
      `${pathOf(await startCheckout(app, passHolder.cookie, 'OneTimeYear'))}/pay`,
    );
    await postForm(
      app,
      `${pathOf(await startCheckout(app, passHolder.cookie, 'OneTimeMonth'))}/pay`,
    );
    const chained = await current(app, passHolder.cookie);
    expect(chained).toMatchObject({ subscriptionTier: 'OneTimeYear', kind: 'oneTime' });
    const accessEnd = new Date(chained.currentPeriodEnd);
    expect(accessEnd.getTime() - Date.now()).toBeGreaterThan(390 * 86_400_000);
    // The month waiting its turn is listed, from the year's end to the access end.
    expect(chained.upcomingPasses).toHaveLength(1);
    const [month] = chained.upcomingPasses;
    expect(month).toMatchObject({ tier: 'OneTimeMonth', endsAt: chained.currentPeriodEnd });
    expect(new Date(month.startsAt).getTime() - Date.now()).toBeGreaterThan(360 * 86_400_000);

    // Over a plan scheduled to cancel: the same, and the pass starts when the plan ends.
    const canceler = await signUpVerified(app, database);
    await postForm(app, `${pathOf(await startCheckout(app, canceler.cookie, 'Monthly'))}/pay`);
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, canceler.cookie);
    await refused(canceler.cookie, 'Yearly');
    await postForm(
      app,
      `${pathOf(await startCheckout(app, canceler.cookie, 'OneTimeQuarter'))}/pay`,
    );
    const planThenPass = await current(app, canceler.cookie);
    expect(planThenPass).toMatchObject({ subscriptionTier: 'Monthly', cancelAtPeriodEnd: true });
    expect(planThenPass.upcomingPasses).toEqual([
      {
        tier: 'OneTimeQuarter',
        startsAt: planThenPass.currentPeriodEnd,
        endsAt: expect.any(String),
      },
    ]);

    // Nothing running: a subscription is fine.
    const guest = await signUpVerified(app, database);
    await startCheckout(app, guest.cookie, 'Monthly');
  });

  it("a success page opened again tells a plan set to cancel, and a chained pass's start", async () => {
    const { cookie } = await signUpVerified(app, database);
    const plan = await startCheckout(app, cookie, 'Monthly');
    await postForm(app, `${pathOf(plan)}/pay`);
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    const pass = await startCheckout(app, cookie, 'OneTimeMonth');
    await postForm(app, `${pathOf(pass)}/pay`);

    const planPage = (await verify(app, cookie, idOf(plan))).json().data;
    expect(planPage).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
      startsOn: null,
      paid: true,
    });
    const passPage = (await verify(app, cookie, idOf(pass))).json().data;
    // Paid for, but not running yet: not "active".
    expect(passPage).toMatchObject({
      subscriptionStatus: 'scheduled',
      cancelAtPeriodEnd: false,
      paid: true,
    });
    expect(passPage.startsOn).toBe(planPage.currentPeriodEnd);
  });

  it('a newer checkout closes the older one, so two tabs cannot charge twice', async () => {
    const { cookie, user } = await signUpVerified(app, database);
    const pass = await startCheckout(app, cookie, 'OneTimeYear');
    const plan = await startCheckout(app, cookie, 'Yearly');

    const closed = await app.inject({ method: 'GET', url: pathOf(pass) });
    expect(closed.body).toContain(
      'This checkout has expired: it was canceled or replaced by a newer one.',
    );
    expect(closed.body).not.toMatch(/action="[^"]+\/pay"/);
    const refused = await postForm(app, `${pathOf(pass)}/pay`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('No payment was taken.');
    expect((await verify(app, cookie, idOf(pass))).json().data).toMatchObject({ paid: false });

    expect((await postForm(app, `${pathOf(plan)}/pay`)).statusCode).toBe(303);
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Yearly' });
    expect(await purchasedTiers(user._id)).toEqual(['Yearly']);
  });

  it('a cancelled checkout cannot be paid once another was opened', async () => {
    const { cookie, user } = await signUpVerified(app, database);
    const first = await startCheckout(app, cookie, 'Monthly');
    await postForm(app, `${pathOf(first)}/cancel`);
    const second = await startCheckout(app, cookie, 'Monthly');
    expect((await postForm(app, `${pathOf(second)}/pay`)).statusCode).toBe(303);
    // Back, past the cancel page, to the first checkout.
    expect((await postForm(app, `${pathOf(first)}/pay`)).statusCode).toBe(409);
    expect(await purchasedTiers(user._id)).toEqual(['Monthly']);
  });

  it('refuses a cross-site Pay post and unknown sessions', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, cookie, 'Monthly');
    // `null` is what a sandboxed frame or a data: page of any site sends.
    for (const origin of ['https://evil.example', 'null']) {
      expect((await postForm(app, `${pathOf(sessionUrl)}/pay`, origin)).statusCode).toBe(403);
    }
    // No Origin, but the browser says the post came from another site: refused as the API does.
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: `${pathOf(sessionUrl)}/pay`,
      headers: {
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/payments/local-checkout/cs_local_nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
  });

  it("another user's local session is refused", async () => {
    const owner = await signUpVerified(app, database);
    const other = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, owner.cookie, 'Monthly');
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    expect((await verify(app, other.cookie, idOf(sessionUrl))).statusCode).toBe(404);
  });

  it('the Stripe webhook is not served with the local provider', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a pass that runs out', () => {
  it('counts as Guest everywhere, its status expired, before the plan is read', async () => {
    const { cookie, user } = await signUpVerified(app, database);
    const sessionUrl = await startCheckout(app, cookie, 'OneTimeMonth');
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    const past = new Date(Date.now() - 60_000);
    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(subscriptions.userId, user._id));
    await database.db
      .update(users)
      .set({ subscriptionEndDate: past })
      .where(eq(users.id, user._id));
    const profile = await profileTier(app, cookie);
    expect(profile).toMatchObject({ subscriptionTier: 'Guest', subscriptionStatus: 'expired' });
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'expired',
      kind: 'none',
    });
    // Buying again starts now, not at the old end.
    const again = await startCheckout(app, cookie, 'OneTimeMonth');
    await postForm(app, `${pathOf(again)}/pay`);
    const now = await current(app, cookie);
    expect(now.subscriptionTier).toBe('OneTimeMonth');
    expect(new Date(now.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });
});
