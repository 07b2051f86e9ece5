// When the payer stops being one, nobody charges that card again (decision 057): the child stops
// sharing, or the parent deletes their account; and no plan renews over a pass already paid for.
import { planChangeMessages } from '@academy/shared/plan-changes';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall, type signUp, VALID_PASSWORD } from '../helpers/test-app.ts';
import { billingHistory, changePlan, current, mailsTo, postForm } from '../payments/helpers.ts';
import { verifyEmailOf } from '../helpers/verification.ts';
import {
  childPlanCall,
  childrenOf,
  linkedFamily,
  paidByParent as paidForChild,
} from './helpers.ts';

const { app, database } = await buildTestApp();

type Account = Awaited<ReturnType<typeof signUp>>;
const planCall = (parent: Account, childId: string, action: string, body?: object) =>
  childPlanCall(app, parent, childId, action, body);
const paidByParent = () => paidForChild(app, database);

describe('a child who stops sharing with the parent who pays', () => {
  it('once the child stops sharing, the plan stops renewing: nobody can charge that card again', async () => {
    const { parent, student, childId } = await paidByParent();
    const [link] = (
      await jsonCall(app, 'GET', '/api/profile/family-access', undefined, student.cookie)
    ).json();
    // The student is told before confirming (the confirm's words).
    expect(link.paysForYourPlan).toBe(true);
    await jsonCall(app, 'DELETE', `/api/profile/family-access/${link.id}`, {}, student.cookie);
    expect(await current(app, student.cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: true,
      paidBy: null,
      paidByOther: true,
    });
    // Both are told why it stops renewing; the parent, where their payments still are.
    const [toStudent] = await mailsTo(database.db, student.email, 'plan-canceled');
    expect(toStudent!.subject).toBe('Your Monthly plan will not renew');
    expect(toStudent!.textBody).toMatch(
      /^Dear Sam,\n\nYour Monthly plan will not renew, because you stopped sharing your progress with Pat, who paid for it: Pat's card will not be charged again\. You keep full access until /,
    );
    expect(toStudent!.textBody).not.toContain('Pat pays for your plan');
    const [toParent] = await mailsTo(database.db, parent.email, 'plan-canceled');
    expect(toParent!.subject).toBe("Sam's Monthly plan will not renew");
    expect(toParent!.textBody).toMatch(
      /^Dear Pat,\n\nSam's Monthly plan will not renew, because Sam stopped sharing their progress with you: you will not be charged again\. Sam keeps full access until /,
    );
    expect(toParent!.textBody).toContain(
      'Your payments, in the Billing section of your Family page: http://localhost:3000/family#billing',
    );
    expect(toParent!.textBody).not.toContain("Sam's plan on your Family page");
    expect(toParent!.textBody).not.toContain('choose a plan for them');
    expect((await planCall(parent, childId, 'cancel')).statusCode).toBe(404);
    for (const res of [
      await changePlan(app, student.cookie, 'Yearly', true),
      await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, student.cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(planChangeMessages.paidByFormerPayer);
    }
    expect(await billingHistory(app, parent.cookie)).toHaveLength(1);
  });
});

describe('a checkout a parent opened before the link ended', () => {
  it.each([
    ['the child stops sharing', 'child'],
    ['the parent deletes their account', 'parent'],
  ])('can no longer be paid once %s: no plan nobody manages', async (_, ends) => {
    const { parent, student } = await linkedFamily(app, database);
    await verifyEmailOf(app, database, parent.email);
    const [child] = await childrenOf(app, parent);
    const opened = await jsonCall(
      app,
      'POST',
      `/api/family/children/${child.id}/checkout`,
      { subscriptionTier: 'Monthly' },
      parent.cookie,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    if (ends === 'child') {
      const [link] = (
        await jsonCall(app, 'GET', '/api/profile/family-access', undefined, student.cookie)
      ).json();
      await jsonCall(app, 'DELETE', `/api/profile/family-access/${link.id}`, {}, student.cookie);
    } else {
      const body = { password: VALID_PASSWORD };
      expect((await jsonCall(app, 'DELETE', '/api/account', body, parent.cookie)).statusCode).toBe(
        200,
      );
    }
    const checkout = new URL(opened.json().data.sessionUrl).pathname;
    expect((await postForm(app, `${checkout}/pay`)).statusCode).toBe(409);
    expect(await current(app, student.cookie)).toMatchObject({ subscriptionTier: 'Guest' });
    if (ends === 'child') expect(await billingHistory(app, parent.cookie)).toEqual([]);
  });
});

describe('a paying parent who deletes their account', () => {
  it("stops the child's renewal: the card is no one's to manage; the child keeps the period", async () => {
    const { parent, student } = await paidByParent();
    const deleted = await jsonCall(
      app,
      'DELETE',
      '/api/account',
      { password: VALID_PASSWORD },
      parent.cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await current(app, student.cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: true,
      paidBy: null,
    });
    // One mail says both what happened and what it did to the plan: no "canceled" from nowhere.
    expect(await mailsTo(database.db, student.email, 'plan-canceled')).toEqual([]);
    const [told] = await mailsTo(database.db, student.email, 'family-member-left');
    expect(told!.textBody).toMatch(
      /your progress is no longer shared with them\.\n\nYour Monthly plan, which Pat paid for, will not renew: Pat's card will not be charged again\. You keep full access until .+\.\n\nTo keep practicing after that, choose a plan on your plan page: http:\/\/localhost:3000\/subscription\. A one-time plan bought/,
    );
    expect(told!.textBody).toContain('Your progress is unchanged.');
    // Its renewal cannot be started again on the closed account's card.
    const resumed = await jsonCall(
      app,
      'POST',
      '/api/payments/resume-subscription',
      {},
      student.cookie,
    );
    expect(resumed.statusCode).toBe(403);
    expect(resumed.json().message).toBe(planChangeMessages.paidByFormerPayer);
  });
});

describe('a pass bought to follow a cancelled plan', () => {
  it('keeps the plan from renewing again: the same days would be paid twice', async () => {
    const { parent, student, childId } = await paidByParent();
    await planCall(parent, childId, 'cancel');
    const pass = await jsonCall(
      app,
      'POST',
      `/api/family/children/${childId}/checkout`,
      { subscriptionTier: 'OneTimeMonth' },
      parent.cookie,
    );
    expect(pass.statusCode, pass.body).toBe(200);
    const page = await app.inject({ url: new URL(pass.json().data.sessionUrl).pathname });
    await postForm(app, /action="([^"]+\/pay)"/.exec(page.body)![1]!);
    const [queued] = (await current(app, student.cookie)).upcomingPasses;
    expect(queued).toMatchObject({ tier: 'OneTimeMonth' });
    // The parent's Family page knows of it too: it lists the pass and offers no resume.
    const [child] = await childrenOf(app, parent);
    expect(child.plan.upcomingPasses).toEqual([queued]);
    const resumed = await planCall(parent, childId, 'resume');
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().message).toBe(planChangeMessages.passQueued);
    expect(await current(app, student.cookie)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
