// "Your plan has ended": paid access that ends for good is mailed about once, by the write that
// turns the user into Guest (here the tier rollover of the next request, local checkout), and
// never when access continues. Time passes by moving the stored times back (helpers.ts).
import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { findBritishSpelling } from '@academy/shared/us-spelling';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { createTierRollover } from '../../src/features/payments/tier-rollover.ts';
import { createAuthRepository } from '../../src/features/auth/repository.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { DAY_MS, current, mailsTo, postForm, startCheckout, timeTravel } from './helpers.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;
const { travelTo } = timeTravel(db);

const checkoutPath = async (cookie: string, tier: string, more: Record<string, unknown> = {}) =>
  new URL(await startCheckout(app, cookie, tier, more)).pathname;
const buy = async (cookie: string, tier: string, more: Record<string, unknown> = {}) =>
  expect((await postForm(app, `${await checkoutPath(cookie, tier, more)}/pay`)).statusCode).toBe(
    303,
  );
const tierNow = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).json().user.subscriptionTier;
const ended = (email: string) => mailsTo(db, email, 'plan-ended');

/** A moment as the mails write it in `timeZone`, zone included. */
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

describe('a pass that ends with nothing after it', () => {
  it('one mail, on the write that makes the user Guest, in the zone the buyer sent', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth', { timeZone: 'America/New_York' });
    const { currentPeriodEnd } = await current(app, cookie);
    const passEnd = (await travelTo(user._id, currentPeriodEnd, -60_000))(currentPeriodEnd);
    expect(await tierNow(cookie)).toBe('Guest');
    // Later requests, and the plan page, find the tier written: nothing more is sent.
    await tierNow(cookie);
    await current(app, cookie);

    const mails = await ended(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your One-Time Month plan has ended');
    expect(mail!.replyTo).toBe(DEFAULT_ACADEMY_CONTACT.email);
    // New York time, its zone (EST or EDT) written out.
    const at = inZone(passEnd, 'America/New_York');
    expect(mail!.textBody).toContain(`Your One-Time Month plan ended on ${at} E`);
    expect(mail!.textBody).toContain(`Plan: One-Time Month\nAccess ended: ${at} E`);
    expect(mail!.textBody).toContain(
      'Your answers, scores and previously answered questions stay in your account',
    );
    // No number is promised: questions answered on the plan count toward the Guest's.
    expect(mail!.textBody).toContain(
      'As a Guest, you can keep practicing with the questions you have left without a plan. ' +
        'Questions you answered on your plan count toward these',
    );
    expect(mail!.textBody).not.toMatch(/\d+ (free )?questions/);
    expect(mail!.textBody).toContain(
      'To practice without limits again, choose a plan on your plan page.\n\n' +
        'Your plan page: http://localhost:3000/subscription',
    );
    expect(mail!.htmlBody).toContain('<th align="left">Access ended</th>');
    expect(findBritishSpelling(`${mail!.subject}\n${mail!.textBody}`)).toBeUndefined();
  });

  it('an ending first seen more than a week later says nothing: the site tells them', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -8 * DAY_MS);
    expect(await tierNow(cookie)).toBe('Guest');
    expect(await ended(email)).toEqual([]);
  });
});

describe('access that continues says nothing', () => {
  it('a pass chained after a pass: nothing at the first end, one mail at the last', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    await buy(cookie, 'OneTimeQuarter');
    const [quarter] = (await current(app, cookie)).upcomingPasses;
    const stored = await travelTo(user._id, quarter.startsAt, -60_000);
    expect(await tierNow(cookie)).toBe('OneTimeQuarter');
    expect(await ended(email)).toEqual([]);

    await travelTo(user._id, stored(quarter.endsAt), -60_000);
    expect(await tierNow(cookie)).toBe('Guest');
    const mails = await ended(email);
    expect(mails.map((m) => m.subject)).toEqual(['Your One-Time Quarter plan has ended']);
  });

  it('a pass chained after a plan canceled at period end: the plan’s end says nothing', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'Monthly');
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    await buy(cookie, 'OneTimeMonth');
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -60_000);
    expect(await tierNow(cookie)).toBe('OneTimeMonth');
    expect(await ended(email)).toEqual([]);
  });

  it('a pass paid after the end on a checkout opened before it: no mail', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    const path = await checkoutPath(cookie, 'OneTimeMonth');
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -60_000);
    // Paid before any request of the user's saw the end: the new pass runs from now.
    expect((await postForm(app, `${path}/pay`)).statusCode).toBe(303);
    expect(await tierNow(cookie)).toBe('OneTimeMonth');
    expect(await ended(email)).toEqual([]);
  });

  it('Free, the administrators’ tier, over a pass that ends: no mail, nor when cleared', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    const { currentPeriodEnd } = await current(app, cookie);
    const admin = createAdminCommands(db, config);
    await admin.setFree(email);
    await travelTo(user._id, currentPeriodEnd, -60_000);
    expect(await tierNow(cookie)).toBe('Free');
    await admin.clearFree(email);
    expect(await tierNow(cookie)).toBe('Guest');
    expect(await ended(email)).toEqual([]);
  });
});

describe('a recurring plan canceled at period end', () => {
  it('reaching its end: the cancellation said it would end, this says it has', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'Quarterly');
    expect(
      (await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie)).statusCode,
    ).toBe(200);
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -60_000);
    expect(await tierNow(cookie)).toBe('Guest');
    const mails = await mailsTo(db, email);
    expect(mails.map((m) => m.kind)).toEqual(['plan-purchase', 'plan-canceled', 'plan-ended']);
    expect(mails[2]!.subject).toBe('Your Quarterly plan has ended');
  });
});

describe('the moment of ending, seen by several at once', () => {
  it('concurrent requests share one write: one mail', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -60_000);
    const calls = ['/api/auth/verify', '/api/profile', '/api/payments/current-subscription'];
    const answers = await Promise.all(
      [...calls, ...calls].map((url) => jsonCall(app, 'GET', url, undefined, cookie)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ended(email)).toHaveLength(1);
  });

  it('two instances rolling the same user over at once: one mail', async () => {
    const { cookie, email, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -60_000);
    const row = (await createAuthRepository(db).findUserByEmail(email))!;
    const instances = [createTierRollover(db, config), createTierRollover(db, config)];
    const rolled = await Promise.all(instances.map((withCurrentTier) => withCurrentTier(row)));
    expect(rolled.map((u) => u.subscriptionTier)).toEqual(['Guest', 'Guest']);
    expect(await ended(email)).toHaveLength(1);
  });
});
