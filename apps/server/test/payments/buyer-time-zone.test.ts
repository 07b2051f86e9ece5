// A plan's months are counted in the buyer's time zone, sent by the browser with the checkout
// (decision 008, rule 11): an evening purchase in the Americas no longer ends a day short.
import { paymentErrors } from '@academy/shared/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';
import { fakeDateAt } from '../helpers/test-database.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { current, postForm, requestCheckout, startCheckout, verify } from './helpers.ts';

const { app, database } = await buildTestApp();

afterEach(() => {
  vi.useRealTimers();
});

/** The server's clock (and everything else's Date) at `iso`, held there. */

/** The day a buyer in `timeZone` reads for an instant the API answered, as the web shows it. */
const dayIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, dateStyle: 'long' });

/** A signed-in buyer who pays a plan on the local checkout; answers verify's view of it. */
async function buy(cookie: string, tier: string, more: Record<string, unknown>) {
  const url = new URL(await startCheckout(app, cookie, tier, more));
  expect((await postForm(app, `${url.pathname}/pay`)).statusCode).toBe(303);
  const sessionId = url.pathname.split('/').pop()!;
  const res = await verify(app, cookie, sessionId);
  expect(res.statusCode).toBe(200);
  return res.json().data as { currentPeriodEnd: string; startsOn: string | null };
}

describe('months of a one-time pass, in the buyer’s time zone', () => {
  it('Dallas, Tue Mar 30 2027 at 23:30: a One-Time Month ends on April 30', async () => {
    fakeDateAt('2027-03-31T04:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const bought = await buy(cookie, 'OneTimeMonth', { timeZone: 'America/Chicago' });
    expect(bought.currentPeriodEnd).toBe('2027-05-01T04:30:00.000Z');
    expect(dayIn(bought.currentPeriodEnd, 'America/Chicago')).toBe('April 30, 2027');
    const plan = await current(app, cookie);
    expect(plan).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      currentPeriodEnd: bought.currentPeriodEnd,
    });
  });

  it('Dallas, Fri Oct 8 2027 at 00:30: ends on November 8, over the end of daylight saving', async () => {
    fakeDateAt('2027-10-08T05:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const bought = await buy(cookie, 'OneTimeMonth', { timeZone: 'America/Chicago' });
    // 00:30 local again: an hour later in UTC, as the clocks went back on November 7.
    expect(bought.currentPeriodEnd).toBe('2027-11-08T06:30:00.000Z');
    expect(dayIn(bought.currentPeriodEnd, 'America/Chicago')).toBe('November 8, 2027');
  });

  it('Honolulu, Tue Mar 30 2027 at 22:30: ends on April 30 there (Dallas time would say 29)', async () => {
    fakeDateAt('2027-03-31T08:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const bought = await buy(cookie, 'OneTimeMonth', { timeZone: 'Pacific/Honolulu' });
    expect(bought.currentPeriodEnd).toBe('2027-05-01T08:30:00.000Z');
    expect(dayIn(bought.currentPeriodEnd, 'Pacific/Honolulu')).toBe('April 30, 2027');
  });

  it('a pass chained after running access starts at its end and ends months later there', async () => {
    fakeDateAt('2027-03-31T04:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const zone = { timeZone: 'America/Chicago' };
    const first = await buy(cookie, 'OneTimeMonth', zone);
    const second = await buy(cookie, 'OneTimeQuarter', zone);
    expect(second.startsOn).toBe(first.currentPeriodEnd);
    // April 30 at 23:30 plus three months: July 30 at 23:30 in Dallas.
    expect(second.currentPeriodEnd).toBe('2027-07-31T04:30:00.000Z');
    expect(dayIn(second.currentPeriodEnd, 'America/Chicago')).toBe('July 30, 2027');
    expect((await current(app, cookie)).upcomingPasses).toEqual([
      { tier: 'OneTimeQuarter', startsAt: first.currentPeriodEnd, endsAt: second.currentPeriodEnd },
    ]);
  });

  it('the local test checkout’s recurring period counts its months there too', async () => {
    fakeDateAt('2027-03-31T08:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const bought = await buy(cookie, 'Monthly', { timeZone: 'Pacific/Honolulu' });
    expect(dayIn(bought.currentPeriodEnd, 'Pacific/Honolulu')).toBe('April 30, 2027');
    expect((await current(app, cookie)).currentPeriodEnd).toBe(bought.currentPeriodEnd);
  });
});

describe('a time zone that is missing, unknown or malformed', () => {
  it.each([
    ['missing', {}],
    ['unknown', { timeZone: 'Mars/Olympus_Mons' }],
    ['empty', { timeZone: '' }],
  ])('%s: the payment goes through, its months counted in Dallas', async (_case, more) => {
    fakeDateAt('2027-03-31T04:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const bought = await buy(cookie, 'OneTimeMonth', more);
    expect(bought.currentPeriodEnd).toBe('2027-05-01T04:30:00.000Z');
    expect(dayIn(bought.currentPeriodEnd, 'America/Chicago')).toBe('April 30, 2027');
  });

  it('a zone name in other letter case is the same zone', async () => {
    fakeDateAt('2027-03-31T08:30:00Z');
    const { cookie } = await signUpVerified(app, database);
    const bought = await buy(cookie, 'OneTimeMonth', { timeZone: 'pacific/honolulu' });
    expect(bought.currentPeriodEnd).toBe('2027-05-01T08:30:00.000Z');
  });

  it.each([42, null, true, ['America/Chicago'], { name: 'America/Chicago' }, 'A'.repeat(65)])(
    'refuses %o with 400 on timeZone',
    async (timeZone) => {
      const { cookie } = await signUpVerified(app, database);
      const res = await requestCheckout(app, cookie, 'OneTimeMonth', { timeZone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: paymentErrors.timeZoneInvalid,
        errors: [{ param: 'timeZone', msg: paymentErrors.timeZoneInvalid }],
      });
    },
  );
});
