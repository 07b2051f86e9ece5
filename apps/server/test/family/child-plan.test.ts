// Whoever pays for a plan manages it (decision 057): the parent who paid a child's plan changes,
// cancels and resumes it from /family, sees its payments, and updates the card; the child cannot.
import { familyPlanMessages } from '@academy/shared/family';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { formatUsd, planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/features/mail/format.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { paymentErrors } from '@academy/shared/payments';
import {
  billingHistory,
  changePlan,
  current,
  mailsTo,
  payLocally,
  requestCheckout,
  saveLocalCard,
  renewLocally,
} from '../payments/helpers.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  accept,
  childPlanCall,
  childrenOf,
  invite,
  linkedFamily,
  mailedInviteToken,
  paidByParent as paidForChild,
} from './helpers.ts';

const { app, database } = await buildTestApp();

type Account = Awaited<ReturnType<typeof signUp>>;
const children = (parent: Account) => childrenOf(app, parent);
const planCall = (parent: Account, childId: string, action: string, body?: object) =>
  childPlanCall(app, parent, childId, action, body);
const paidByParent = () => paidForChild(app, database);

/** A second parent linked to the same child. */
async function secondParent(student: Account) {
  const email = `other-${student.email}`;
  await invite(app, student.cookie, email);
  const token = await mailedInviteToken(database, email);
  const other = await signUp(app, { email, firstname: 'Robin' });
  await accept(app, other.cookie, token);
  return other;
}

describe('the parent who pays manages the plan', () => {
  it('shows who manages it, to the parent and on the child’s plan page', async () => {
    const { parent, student } = await paidByParent();
    const [child] = await children(parent);
    expect(child.plan).toMatchObject({
      subscriptionTier: 'Monthly',
      kind: 'recurring',
      cancelAtPeriodEnd: false,
      scheduledTier: null,
      managedByYou: true,
    });
    expect((await current(app, student.cookie)).paidBy).toEqual({
      firstname: 'Pat',
      lastname: 'Lovelace',
    });
  });

  it('the child cannot change, cancel or resume it', async () => {
    const { student } = await paidByParent();
    for (const res of [
      await changePlan(app, student.cookie, 'Yearly'),
      await changePlan(app, student.cookie, 'Yearly', true),
      await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, student.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(planChangeMessages.paidByParent);
    }
    expect(await current(app, student.cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: false,
    });
  });

  it('the parent changes it: priced, charged to them, in their billing history, mailed', async () => {
    const { parent, student, childId } = await paidByParent();
    const preview = await planCall(parent, childId, 'change', { subscriptionTier: 'Yearly' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      applied: false,
      preview: { direction: 'upgrade' },
    });

    const changed = await planCall(parent, childId, 'change', {
      subscriptionTier: 'Yearly',
      confirm: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.message).toBe(familyPlanMessages.changed('Sam'));
    expect((await current(app, student.cookie)).subscriptionTier).toBe('Yearly');

    // The payments are the parent's, each naming whose plan; the child's history has none.
    const items = await billingHistory(app, parent.cookie);
    expect(items).toHaveLength(2);
    expect(items.map((i: { paidFor: string }) => i.paidFor)).toEqual(['Sam', 'Sam']);
    expect(items[0].description).toContain('Yearly plan (changed from Monthly)');
    expect(await billingHistory(app, student.cookie)).toEqual([]);
    const receipt = new URL(items[0].receiptUrl).pathname;
    const asParent = await app.inject({ url: receipt, headers: { cookie: parent.cookie } });
    expect(asParent.statusCode).toBe(200);
    expect(asParent.body).toContain('Billed to Pat Lovelace');
    // Whose plan it paid for, as the tutor-session receipt says it.
    expect(asParent.body).toContain('For: Sam Lovelace<br>');
    const asChild = await app.inject({ url: receipt, headers: { cookie: student.cookie } });
    expect(asChild.statusCode).toBe(404);

    // The parent reads of the child's plan, with what the change charged their card.
    const charged = formatUsd(items[0].amountCents);
    const monthly = formatUsd(planById('Monthly').priceCents);
    const [toParent] = await mailsTo(database.db, parent.email, 'plan-changed');
    expect(toParent!.subject).toBe("Sam's plan is now Yearly");
    expect(toParent!.textBody).toContain(
      "Sam's plan changed from Monthly to Yearly today. The unused time of Sam's Monthly plan " +
        `was credited and the difference, ${charged}, charged to your card; its receipt is in ` +
        'the billing history on your Family page.',
    );
    expect(toParent!.textBody).toContain(`\nAmount charged: ${charged}\n`);
    expect(toParent!.textBody).not.toMatch(/\byour plan\b/i);
    const [parentPurchase] = await mailsTo(database.db, parent.email, 'plan-purchase');
    expect(parentPurchase!.subject).toBe("Payment received: Sam's Monthly plan is active");
    expect(parentPurchase!.textBody).toContain(
      "Dear Pat,\n\nThank you for your payment. Sam's Monthly plan is active.\n\nIt renews " +
        `automatically every month for ${monthly} until you cancel it, which you can do anytime ` +
        'on your Family page.',
    );
    // The student is told whose card paid, and who manages the plan, once.
    const [toStudent] = await mailsTo(database.db, student.email, 'plan-changed');
    expect(toStudent!.subject).toBe('Your plan is now Yearly');
    expect(toStudent!.textBody).toContain(
      'Pat pays for your plan and manages it from their Family page.',
    );
    expect(toStudent!.textBody).toContain(`the difference, ${charged}, charged to Pat's card.`);
    const [purchase] = await mailsTo(database.db, student.email, 'plan-purchase');
    expect(purchase!.subject).toBe('Payment received: your Monthly plan is active');
    expect(purchase!.textBody).toContain(
      'Dear Sam,\n\nPat pays for your plan and manages it from their Family page.' +
        `\n\nYour Monthly plan is active.\n\nIt renews automatically every month for ${monthly}.\n`,
    );
    expect(purchase!.textBody.match(/Pat pa/g)).toHaveLength(1);
    expect(purchase!.textBody).not.toContain('Thank you for your payment');
  });

  it('the parent cancels the renewal and resumes it', async () => {
    const { parent, student, childId } = await paidByParent();
    const canceled = await planCall(parent, childId, 'cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data.message).toBe(familyPlanMessages.canceled('Sam'));
    expect((await children(parent))[0].plan).toMatchObject({ cancelAtPeriodEnd: true });
    expect(await current(app, student.cookie)).toMatchObject({ cancelAtPeriodEnd: true });
    const [toParent] = await mailsTo(database.db, parent.email, 'plan-canceled');
    expect(toParent!.subject).toBe("Sam's Monthly plan will not renew");
    expect(toParent!.textBody).toMatch(
      /\n\nSam's Monthly plan has been canceled and will not renew: you will not be charged again\. Sam keeps full access until .+\.\n/,
    );
    expect(toParent!.textBody).toContain(
      'For Sam to keep practicing after that, choose a plan for them on your Family page.',
    );
    const [toStudent] = await mailsTo(database.db, student.email, 'plan-canceled');
    expect(toStudent!.subject).toBe('Your Monthly plan will not renew');
    expect(toStudent!.textBody).toContain(
      "Your Monthly plan has been canceled and will not renew: Pat's card will not be charged " +
        'again. You keep full access until ',
    );

    // The child cannot undo it either.
    const childResume = await jsonCall(
      app,
      'POST',
      '/api/payments/resume-subscription',
      {},
      student.cookie,
    );
    expect(childResume.statusCode).toBe(403);

    const resumed = await planCall(parent, childId, 'resume');
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.message).toBe(familyPlanMessages.resumed('Sam'));
    expect(await current(app, student.cookie)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('another linked parent sees the plan but cannot manage it', async () => {
    const { student, childId } = await paidByParent();
    const other = await secondParent(student);
    expect((await children(other))[0].plan).toMatchObject({
      subscriptionTier: 'Monthly',
      managedByYou: false,
      managedBy: 'Pat',
    });
    const refused = await planCall(other, childId, 'cancel');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(planChangeMessages.paidByAnother);
    expect(await current(app, student.cookie)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('a checkout over the renewing plan tells the child and another parent who can cancel it', async () => {
    const verified = await signUpVerified(app, database, { firstname: 'Sam' });
    const { student, childId } = await paidForChild(app, database, verified);
    const other = await secondParent(student);
    const refusals = [
      [
        await requestCheckout(app, student.cookie, 'OneTimeMonth'),
        paymentErrors.renewingPaidByParent,
      ],
      [await requestCheckout(app, student.cookie, 'Yearly'), planChangeMessages.paidByParent],
      [
        await jsonCall(
          app,
          'POST',
          `/api/family/children/${childId}/checkout`,
          { subscriptionTier: 'OneTimeMonth' },
          other.cookie,
        ),
        paymentErrors.renewingPaidByAnother,
      ],
    ] as const;
    for (const [res, message] of refusals) {
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
    }
  });

  it('a parent cannot manage a plan the child pays for', async () => {
    const own = await signUpVerified(app, database, { firstname: 'Sam' });
    const { parent } = await linkedFamily(app, database, own);
    await payLocally(app, own.cookie, 'Monthly');
    const [child] = await children(parent);
    expect(child.plan).toMatchObject({
      subscriptionTier: 'Monthly',
      managedByYou: false,
      managedBy: 'Sam',
    });
    const refused = await planCall(parent, child.id, 'cancel');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(planChangeMessages.paidByAnother);
    expect(await billingHistory(app, parent.cookie)).toEqual([]);
    expect((await current(app, own.cookie)).paidBy).toBeNull();
  });

  it("the parent's card pays the child's renewal still due, and the card page returns to /family", async () => {
    const { parent, student } = await paidByParent();
    const failed = await renewLocally(app, student.cookie, 'failed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await current(app, student.cookie)).toMatchObject({ subscriptionStatus: 'past_due' });
    expect((await billingHistory(app, parent.cookie))[0]).toMatchObject({
      status: 'failed',
      paidFor: 'Sam',
    });

    const portal = await jsonCall(app, 'POST', '/api/payments/portal', {}, parent.cookie);
    expect(portal.json().data.url).toBe('http://localhost:3000/api/payments/local-card');
    const page = await app.inject({
      url: '/api/payments/local-card',
      headers: { cookie: parent.cookie },
    });
    expect(page.body).toContain('Your last renewal failed');
    expect(page.body).toContain('<a href="/family">Back to your family</a>');
    const saved = await saveLocalCard(app, parent.cookie);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/family');
    expect(await current(app, student.cookie)).toMatchObject({ subscriptionStatus: 'active' });
  });

  it("canceling the child's plan after its renewal failed mails both the grace's end, and it cannot be resumed", async () => {
    const { parent, student, childId } = await paidByParent();
    await renewLocally(app, student.cookie, 'failed');
    const failed = await current(app, student.cookie);

    const canceled = await planCall(parent, childId, 'cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [child] = await children(parent);
    expect(child.plan).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: failed.graceEndsAt,
      graceEndsAt: failed.graceEndsAt,
    });
    expect(await current(app, student.cookie)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: failed.graceEndsAt,
    });

    const lastDay = formatDateTime(new Date(failed.graceEndsAt), 'America/Chicago');
    const [toParent] = await mailsTo(database.db, parent.email, 'plan-canceled');
    expect(toParent!.textBody).toContain(`Sam keeps full access until ${lastDay}.`);
    const [toChild] = await mailsTo(database.db, student.email, 'plan-canceled');
    expect(toChild!.textBody).toContain(`You keep full access until ${lastDay}.`);

    const resumed = await planCall(parent, childId, 'resume');
    expect(resumed.statusCode).toBe(409);
  });
});
