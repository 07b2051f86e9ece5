// A parent pays for a child's plan (issue 38): the parent's checkout, the child's plan.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { mailsTo, postForm } from '../payments/helpers.ts';
import { linkedFamily } from './helpers.ts';

const { app, database } = await buildTestApp();

describe('a parent pays for a child', () => {
  it('the local checkout, paid, gives the child the plan and returns the parent to /family', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = (
      await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie)
    ).json();
    expect(child.plan).toMatchObject({ subscriptionTier: 'Guest' });

    const res = await jsonCall(
      app,
      'POST',
      `/api/family/children/${child.id}/checkout`,
      { subscriptionTier: 'Monthly' },
      parent.cookie,
    );
    expect(res.statusCode).toBe(200);
    const sessionUrl = new URL(res.json().data.sessionUrl as string);
    const page = await app.inject({ method: 'GET', url: sessionUrl.pathname });
    const payAction = /action="([^"]+\/pay)"/.exec(page.body)![1]!;
    const paid = await postForm(app, payAction);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/family?paid=${child.id}`);

    const profile = (await jsonCall(app, 'GET', '/api/profile', undefined, student.cookie)).json();
    expect(profile.subscriptionTier).toBe('Monthly');
    const parentProfile = (
      await jsonCall(app, 'GET', '/api/profile', undefined, parent.cookie)
    ).json();
    expect(parentProfile.subscriptionTier).toBe('Guest');
    const [after] = (
      await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie)
    ).json();
    expect(after.plan).toMatchObject({ subscriptionTier: 'Monthly', status: 'active' });

    // Both are told: the student of their plan, the parent whose card pays of the child's.
    const [own] = await mailsTo(database.db, student.email, 'plan-purchase');
    expect(own!.textBody).not.toContain('which you pay for');
    const [receipt] = await mailsTo(database.db, parent.email, 'plan-purchase');
    expect(receipt!.textBody).toContain('Dear Pat,');
    // Every line names the child's plan: "Sam's Monthly plan is active", not "Your".
    expect(receipt!.subject).toBe("Payment received: Sam's Monthly plan is active");
    expect(receipt!.textBody).toContain("Sam's Monthly plan is active.");
    expect(receipt!.textBody).not.toMatch(/\byour (\w+ )?plan\b/i);
    expect(receipt!.textBody).toContain(
      "Sam's plan on your Family page: http://localhost:3000/family",
    );
  });

  it('not for a child who is not linked', async () => {
    const { parent } = await linkedFamily(app, database);
    const res = await jsonCall(
      app,
      'POST',
      '/api/family/children/00000000-0000-4000-8000-000000000000/checkout',
      { subscriptionTier: 'Monthly' },
      parent.cookie,
    );
    expect(res.statusCode).toBe(404);
  });
});
