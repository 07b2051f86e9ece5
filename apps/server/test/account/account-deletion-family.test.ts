// What the deletion of an account (decision 052) tells the family and the payer: a child whose
// parent left, a parent whose child left, and a plan or pass that ended with the account.
import { describe, expect, it } from 'vitest';
import { linkedFamily, paidByParent } from '../family/helpers.ts';
import { jsonCall, VALID_PASSWORD } from '../helpers/test-app.ts';
import { billingHistory, mailsTo, payLocally } from '../payments/helpers.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database } = await tutorTestApp();
const db = database.db;

const deleteAccount = (cookie: string | undefined, body: unknown) =>
  jsonCall(app, 'DELETE', '/api/account', body, cookie);

describe('DELETE /api/account, told to the family and the payer', () => {
  it("tells a child whose parent left, and keeps the child's account", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const res = await deleteAccount(parent.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const [told] = await mailsTo(db, student.email, 'family-member-left');
    expect(told!.subject).toBe('Pat deleted their account');
    expect(told!.textBody).toContain('your progress is no longer shared with them');
    expect((await jsonCall(app, 'GET', '/api/profile', undefined, student.cookie)).statusCode).toBe(
      200,
    );
  });

  it("tells a parent, in a parent's words, that the child's plan they paid for stops renewing", async () => {
    const { student, parent } = await paidByParent(app, database);
    const res = await deleteAccount(parent.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const [left] = await mailsTo(db, parent.email, 'account-deleted');
    // A parent had no practice of their own to lose.
    expect(left!.textBody).not.toContain('practice answers');
    expect(left!.textBody).toContain(
      "Your profile and your Family page are gone, and the links with your children's " +
        'accounts have ended: their own accounts and progress are unchanged.',
    );
    // What their card stops paying for, with the date the child's access runs to.
    const [toChild] = await mailsTo(db, student.email, 'family-member-left');
    const until = /You keep full access until ([^.]+)\./.exec(toChild!.textBody)![1];
    expect(left!.textBody).toContain(
      "Sam's Monthly plan, which you paid for, will not renew: your card will not be charged " +
        `for it again. Sam keeps full access until ${until}.`,
    );
  });

  it('tells a subscriber their plan ended with the account, unrefunded and never charged again', async () => {
    const subscriber = await signUpVerified(app, database);
    await payLocally(app, subscriber.cookie, 'Monthly');
    const res = await deleteAccount(subscriber.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const [left] = await mailsTo(db, subscriber.email, 'account-deleted');
    expect(left!.textBody).toContain(
      'Your Monthly plan ended with the account. What was left of it is not refunded, and your ' +
        'card will not be charged for it again.',
    );
  });

  it("keeps in the parent's billing the payment for a plan of a child who left", async () => {
    const { student, parent } = await paidByParent(app, database);
    const history = () => billingHistory(app, parent.cookie);
    const [paid] = await history();
    expect(paid.paidFor).toBe('Sam');
    const res = await deleteAccount(student.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    // A record the law keeps 7 years, and a line of the parent's card statement.
    expect(await history()).toEqual([{ ...paid, paidFor: 'a deleted account' }]);
    const receipt = await app.inject({
      method: 'GET',
      url: new URL(paid.receiptUrl).pathname,
      headers: { cookie: parent.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    // The parent is told the plan stopped in the mail about Sam leaving, not asked to choose a
    // plan for a child who is gone.
    expect(await mailsTo(db, parent.email, 'plan-canceled')).toEqual([]);
    const [told] = await mailsTo(db, parent.email, 'family-member-left');
    expect(told!.textBody).toContain(
      'The Monthly plan you paid for Sam will not renew: your card will not be charged again. ' +
        'Your payments stay in the Billing section of your Family page: http://localhost:3000/family#billing',
    );
    expect(told!.textBody).not.toContain('choose a plan');
  });

  it('tells the parent that the pass they paid for a child who left ended with the account', async () => {
    const { student, parent } = await paidByParent(app, database, undefined, 'OneTimeMonth');
    const res = await deleteAccount(student.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    // As the child's own mail says: a pass is not refunded, and never renews.
    const [left] = await mailsTo(db, student.email, 'account-deleted');
    expect(left!.textBody).toContain(
      'Your One-Time Month plan ended with the account. What was left of it is not refunded.',
    );
    const [told] = await mailsTo(db, parent.email, 'family-member-left');
    expect(told!.textBody).toContain(
      'The One-Time Month plan you paid for Sam ended with their account. What was left of it ' +
        'is not refunded. Your payments stay in the Billing section of your Family page: ' +
        'http://localhost:3000/family#billing',
    );
    expect(told!.textBody).not.toContain('renew');
  });
});
