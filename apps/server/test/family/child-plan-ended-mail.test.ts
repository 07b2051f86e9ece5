// "Has ended" reaches the parent who pays as every other plan mail does (decision 035): the
// period of a canceled plan runs out, a pass runs out, a refund ends it, or it runs out after
// the child stopped sharing with them. Time passes by moving the stored times back.
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { billingHistory, current, mailsTo, timeTravel } from '../payments/helpers.ts';
import { childPlanCall, paidByParent } from './helpers.ts';

const { app, database, config } = await buildTestApp();
const db = database.db;
const { travelTo } = timeTravel(db);
const admin = createAdminCommands(db, config);

const tierNow = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).json().user.subscriptionTier;

type Family = Awaited<ReturnType<typeof paidByParent>>;

/** The child's access runs out: their stored times move to just past its end. */
async function runOut({ student }: Family) {
  const { currentPeriodEnd } = await current(app, student.cookie);
  await travelTo(student.user._id, currentPeriodEnd, -60_000);
  expect(await tierNow(student.cookie)).toBe('Guest');
}

/** The one "has ended" mail each of the child and the parent got, child first. */
async function endedMails({ student, parent }: Family) {
  const toChild = await mailsTo(db, student.email, 'plan-ended');
  const toParent = await mailsTo(db, parent.email, 'plan-ended');
  expect(toChild).toHaveLength(1);
  expect(toParent).toHaveLength(1);
  return [toChild[0]!, toParent[0]!] as const;
}

describe('the end of a plan a parent pays for is mailed to that parent too', () => {
  it('a canceled plan whose period runs out: the parent reads of Sam’s plan', async () => {
    const family = await paidByParent(app, database);
    await childPlanCall(app, family.parent, family.childId, 'cancel');
    await runOut(family);
    const [toChild, toParent] = await endedMails(family);
    expect(toChild.subject).toBe('Your Monthly plan has ended');
    expect(toChild.textBody).toMatch(/^Dear Sam,\n\nYour Monthly plan ended on /);
    // The plan is over: nobody manages it any more.
    expect(toChild.textBody).not.toContain('Pat pays for your plan');
    expect(toParent.subject).toBe("Sam's Monthly plan has ended");
    expect(toParent.textBody).toMatch(
      /^Dear Pat,\n\nSam's Monthly plan ended on .+\. Sam's account is now a Guest account\./,
    );
    expect(toParent.textBody).toContain(
      'For Sam to practice without limits again, choose a plan for them on your Family page.',
    );
    expect(toParent.textBody).toContain(
      "Sam's plan on your Family page: http://localhost:3000/family",
    );
    expect(toParent.textBody).not.toMatch(/\byour (\w+ )?plan\b/i);
  });

  it('a pass that runs out', async () => {
    const family = await paidByParent(app, database, undefined, 'OneTimeMonth');
    await runOut(family);
    const [, toParent] = await endedMails(family);
    expect(toParent.subject).toBe("Sam's One-Time Month plan has ended");
  });

  it('a plan refunded in full, which ends at once', async () => {
    const family = await paidByParent(app, database);
    const [payment] = await billingHistory(app, family.parent.cookie);
    expect((await admin.refundLocalPayment(payment.id)).ended).toMatchObject({ tier: 'Monthly' });
    expect(await tierNow(family.student.cookie)).toBe('Guest');
    const [, toParent] = await endedMails(family);
    expect(toParent.subject).toBe("Sam's Monthly plan has ended");
  });

  it('after the child stopped sharing: the end, and where the payments are, nothing of Sam’s account', async () => {
    const family = await paidByParent(app, database);
    const [link] = (
      await jsonCall(app, 'GET', '/api/profile/family-access', undefined, family.student.cookie)
    ).json();
    await jsonCall(
      app,
      'DELETE',
      `/api/profile/family-access/${link.id}`,
      {},
      family.student.cookie,
    );
    await runOut(family);
    const [toChild, toParent] = await endedMails(family);
    expect(toChild.subject).toBe('Your Monthly plan has ended');
    expect(toParent.subject).toBe("Sam's Monthly plan has ended");
    expect(toParent.textBody).toMatch(
      /^Dear Pat,\n\nSam's Monthly plan, which you paid for, ended on .+: your card will not be charged for it again\./,
    );
    expect(toParent.textBody).toContain(
      'Your payments, in the Billing section of your Family page: http://localhost:3000/family#billing',
    );
    expect(toParent.textBody).not.toContain('Guest');
    expect(toParent.textBody).not.toContain('choose a plan');
  });
});
