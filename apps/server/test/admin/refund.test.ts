import { describe, expect, it } from 'vitest';
import { AdminError, createAdminCommands, dollarsToCents } from '../../src/admin/commands.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { billingHistory, payLocally } from '../payments/helpers.ts';

const { app, database, config } = await buildTestApp();
const admin = createAdminCommands(database.db, config);

describe('npm run admin -- refund (test checkout)', () => {
  it('refunds a plan payment in part, then the rest; the history and the receipt show it', async () => {
    const { cookie } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const [payment] = await billingHistory(app, cookie);
    expect(payment).toMatchObject({ amountCents: 1049, status: 'paid', refundedCents: 0 });

    await admin.refundLocalPayment(payment.id, 500);
    expect((await billingHistory(app, cookie))[0]).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 500,
    });
    await expect(admin.refundLocalPayment(payment.id, 600)).rejects.toThrow(
      'Only $5.49 of this payment is left to refund',
    );
    await admin.refundLocalPayment(payment.id);
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
    await expect(admin.refundLocalPayment(payment.id)).rejects.toThrow('already refunded in full');
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
