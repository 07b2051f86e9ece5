import { describe, expect, it } from 'vitest';
import { AdminError, createAdminCommands, dollarsToCents } from '../../src/admin/commands.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  billingHistory,
  current,
  mailsTo,
  payLocally,
  profileTier,
  renewLocally,
} from '../payments/helpers.ts';

const { app, database, config } = await buildTestApp();
const admin = createAdminCommands(database.db, config);
/** The test checkout's renewal hook: the plan's next period, paid. */
const renewPaid = (cookie: string) => renewLocally(app, cookie, 'paid');

describe('npm run admin -- refund (test checkout)', () => {
  it('refunds a plan payment in part, then the rest; the history and the receipt show it', async () => {
    const { cookie } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const [payment] = await billingHistory(app, cookie);
    expect(payment).toMatchObject({ amountCents: 1049, status: 'paid', refundedCents: 0 });

    expect((await admin.refundLocalPayment(payment.id, 500)).ended).toBeUndefined();
    expect((await billingHistory(app, cookie))[0]).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 500,
    });
    const partReceipt = await app.inject({
      method: 'GET',
      url: new URL(payment.receiptUrl, 'http://localhost').pathname,
      headers: { cookie },
    });
    expect(partReceipt.body).toContain('Status: Partially refunded</p>');
    // A refund in part is a gesture: the plan goes on.
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Monthly');
    await expect(admin.refundLocalPayment(payment.id, 600)).rejects.toThrow(
      'Only $5.49 of this payment is left to refund',
    );
    expect((await admin.refundLocalPayment(payment.id)).ended).toMatchObject({ tier: 'Monthly' });
    expect((await billingHistory(app, cookie))[0]).toMatchObject({
      status: 'refunded',
      refundedCents: 1049,
    });
    const receipt = await app.inject({
      method: 'GET',
      url: new URL(payment.receiptUrl, 'http://localhost').pathname,
      headers: { cookie },
    });
    expect(receipt.body).toContain('<tr><td>Refunded</td><td>-$10.49 USD</td></tr>');
    // The receipt's status reads as the billing history's line does, not "Paid".
    expect(receipt.body).toContain('Status: Refunded</p>');
    await expect(admin.refundLocalPayment(payment.id)).rejects.toThrow('already refunded in full');
  });

  it('ends the plan refunded in full: Guest at once, never renewed, and the family is told', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Quarterly');
    const [payment] = await billingHistory(app, cookie);
    await admin.refundLocalPayment(payment.id);

    expect(await profileTier(app, cookie)).toMatchObject({ subscriptionTier: 'Guest' });
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Guest' });
    const [ended] = await mailsTo(database.db, email, 'plan-ended');
    expect(ended?.subject).toBe('Your Quarterly plan has ended');
    expect(ended?.textBody).toContain('Your account is now a Guest account.');
    // The renewal hook finds no plan left to renew.
    const renew = await renewPaid(cookie);
    expect(renew.statusCode).not.toBe(200);
  });

  it('ends a pass refunded in full, and one still waiting to start', async () => {
    const { cookie } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'OneTimeMonth');
    await payLocally(app, cookie, 'OneTimeQuarter');
    const [later, first] = await billingHistory(app, cookie);
    expect(first.description).toMatch(/Month/);

    const { ended } = await admin.refundLocalPayment(later.id);
    expect(ended).toMatchObject({ tier: 'OneTimeQuarter', kind: 'oneTime' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('OneTimeMonth');
    expect((await admin.refundLocalPayment(first.id)).ended).toMatchObject({
      tier: 'OneTimeMonth',
    });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
  });

  it("keeps the period paid for now when an earlier period's payment is given back", async () => {
    const { cookie } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const renew = await renewPaid(cookie);
    expect(renew.statusCode, renew.body).toBe(200);
    const [renewal, first] = await billingHistory(app, cookie);
    expect(renewal.description).toMatch(/renewal/);

    expect((await admin.refundLocalPayment(first.id)).ended).toBeUndefined();
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Monthly');
    expect((await admin.refundLocalPayment(renewal.id)).ended).toMatchObject({ tier: 'Monthly' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
  });

  it('sends a Stripe invoice to the Stripe Dashboard, and refuses unknown receipts', async () => {
    await expect(admin.refundLocalPayment('in_1PqR')).rejects.toBeInstanceOf(AdminError);
    await expect(admin.refundLocalPayment('in_1PqR')).rejects.toThrow('Stripe Dashboard');
    await expect(admin.refundLocalPayment('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
      'No paid payment',
    );
  });

  it('reads --amount as dollars, and says so of anything else', () => {
    expect(dollarsToCents('5')).toBe(500);
    expect(dollarsToCents('10.49')).toBe(1049);
    for (const bad of ['abc', '-5', '5.255', '', '1e3']) {
      expect(() => dollarsToCents(bad)).toThrow(`${bad} is not an amount in dollars`);
    }
  });
});
