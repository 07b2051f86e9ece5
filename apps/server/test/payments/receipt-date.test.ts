import { describe, expect, it } from 'vitest';
import { localPayments } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { billingHistory, postForm, renewLocally, startCheckout } from './helpers.ts';

const { app, database } = await buildTestApp();

// 12:00 UTC on March 10 is already March 11 at the buyer's (UTC+14), still March 10 in Dallas.
const PAID_AT = new Date('2026-03-10T12:00:00Z');
const ZONE = 'Pacific/Kiritimati';

const receiptOf = async (cookie: string, receiptUrl: string) =>
  (await app.inject({ method: 'GET', url: new URL(receiptUrl).pathname, headers: { cookie } }))
    .body;

describe('the date on a receipt of the test checkout', () => {
  it('is the day the buyer paid on, in the zone their checkout recorded, as their mail says', async () => {
    const { cookie } = await signUpVerified(app, database);
    const url = await startCheckout(app, cookie, 'Monthly', { timeZone: ZONE });
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    await postForm(app, /action="([^"]+\/pay)"/.exec(page.body)![1]!);
    // A renewal's payment has no checkout of its own: its plan's checkout says the zone.
    await renewLocally(app, cookie, 'paid');
    const items = await billingHistory(app, cookie);
    expect(items).toHaveLength(2);
    await database.db.update(localPayments).set({ createdAt: PAID_AT });

    for (const item of items) {
      const receipt = await receiptOf(cookie, item.receiptUrl);
      expect(receipt).toContain('Date: March 11, 2026<br>');
    }
  });
});
