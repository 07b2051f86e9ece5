// Google's claim of a squatted address (decision 011) ends the sharing the squatter set up: a
// parent address of theirs must not go on following the owner's account.
import { familyMessages } from '@academy/shared/family';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google.ts';
import { buildTestApp, jsonCall, sessionCookie, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { current } from '../payments/helpers.ts';
import { accept, invite, mailedInviteToken, paidByParent } from '../family/helpers.ts';

const google = await startFakeGoogle();
const { app, database } = await buildTestApp({
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: google.jwksUrl,
});

const signInWithGoogle = async (email: string) =>
  jsonCall(app, 'POST', '/api/auth/google', {
    token: await google.sign({ sub: `owner-${email}`, email, email_verified: true }),
  });

/**
 * What the squatter shared before inviting needed a verified address: the address is marked
 * verified while they share, then unverified again, as such an account's row still is.
 */
async function sharedBeforeTheRule<T>(userId: string, share: () => Promise<T>) {
  const setVerified = (at: Date | null) =>
    database.db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId));
  await setVerified(new Date());
  const shared = await share();
  await setVerified(null);
  return shared;
}

describe("the owner's Google sign-in ends the squatter's sharing", () => {
  it('the parent loses the child at once, and an invitation not yet used is withdrawn', async () => {
    const victim = uniqueEmail('victim');
    const squatter = await signUp(app, { email: victim, password: 'Squatter1Pass' });
    const unused = uniqueEmail('unused');
    const family = await sharedBeforeTheRule(squatter.user._id, async () => {
      const linked = await paidByParent(app, database, squatter);
      expect((await invite(app, squatter.cookie, unused)).statusCode).toBe(201);
      return linked;
    });
    const { parent, childId } = family;
    const dashboard = `/api/family/children/${childId}/dashboard`;
    expect((await jsonCall(app, 'GET', dashboard, undefined, parent.cookie)).statusCode).toBe(200);

    const owner = await signInWithGoogle(victim);
    expect(owner.statusCode, owner.body).toBe(200);

    const children = await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie);
    expect(children.json()).toEqual([]);
    const seen = await jsonCall(app, 'GET', dashboard, undefined, parent.cookie);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().message).toBe(familyMessages.childNotLinked);
    const goal = { targetScore: 1400, testDate: '2027-06-05' };
    const set = await jsonCall(
      app,
      'PUT',
      `/api/family/children/${childId}/goal`,
      goal,
      parent.cookie,
    );
    expect(set.statusCode).toBe(404);

    const other = await signUp(app, { email: unused });
    const late = await accept(app, other.cookie, await mailedInviteToken(database, unused));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(familyMessages.tokenRevoked);

    // As after a student's revoke (decision 057): the plan the squatter's parent pays for stops
    // renewing, and nobody may charge that card again.
    const cookie = sessionCookie(owner);
    expect(await current(app, cookie)).toMatchObject({ cancelAtPeriodEnd: true, paidBy: null });
    expect(
      await jsonCall(app, 'GET', '/api/profile/family-access', undefined, cookie),
    ).toMatchObject({ statusCode: 200, body: '[]' });
  });
});
