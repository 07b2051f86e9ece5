import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { billingHistory, payLocally, saveLocalCard, renewLocally } from './helpers.ts';

const { app, database } = await buildTestApp();

const receiptOf = async (cookie: string) => {
  const [item] = await billingHistory(app, cookie);
  const url = new URL(item.receiptUrl).pathname;
  return (await app.inject({ method: 'GET', url, headers: { cookie } })).body;
};

describe('the page of a failed renewal (local provider)', () => {
  it('says the payment failed and what is due, not a receipt of money taken, until it is paid', async () => {
    const { cookie } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const renewal = await renewLocally(app, cookie, 'failed');
    expect(renewal.statusCode).toBe(200);

    const failed = await receiptOf(cookie);
    expect(failed).toContain('<h2>Payment failed</h2>');
    expect(failed).not.toContain('<h2>Receipt</h2>');
    expect(failed).toContain('<td>Amount due</td><td>$10.49 USD</td>');
    expect(failed).not.toContain('<td>Total</td>');
    expect(failed).toContain('This payment failed: nothing was charged.');

    // A saved card pays it: now it is a receipt.
    const saved = await saveLocalCard(app, cookie);
    expect(saved.statusCode).toBe(303);
    const paid = await receiptOf(cookie);
    expect(paid).toContain('<h2>Receipt</h2>');
    expect(paid).toContain('<td>Total</td><td>$10.49 USD</td>');
    expect(paid).not.toContain('nothing was charged');
  });
});
