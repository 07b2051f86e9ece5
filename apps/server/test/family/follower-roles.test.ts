// Who may call what (issue 38, decision 035): the family calls are a follower's (a parent, or a
// tutor or admin a student invited), the sharing calls the student's.
import { ERROR_CODES } from '@academy/shared/errors';
import { type FamilyAccess } from '@academy/shared/family';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { accept, invite, linkedFamily, mailedInviteToken } from './helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

const get = (url: string, cookie: string) => jsonCall(app, 'GET', url, undefined, cookie);
const access = async (cookie: string) =>
  (await get('/api/profile/family-access', cookie)).json() as FamilyAccess[];
const role = async (cookie: string) => (await get('/api/profile', cookie)).json().role as string;

describe('roles', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const parentCalls: [string, string, unknown?][] = [
    ['GET', '/api/family/children'],
    ['GET', '/api/family/digest'],
    ['PUT', '/api/family/digest', { subscribed: true }],
    ['GET', `/api/family/children/${someId}/dashboard`],
    ['POST', `/api/family/children/${someId}/checkout`, { subscriptionTier: 'Monthly' }],
    ['POST', `/api/family/children/${someId}/plan/change`, { subscriptionTier: 'Yearly' }],
    ['POST', `/api/family/children/${someId}/plan/cancel`, {}],
    ['POST', `/api/family/children/${someId}/plan/resume`, {}],
  ];

  it('every parent call refuses a student with 403 ROLE_REQUIRED', async () => {
    const student = await signUp(app);
    for (const [method, url, body] of parentCalls) {
      const res = await jsonCall(app, method as 'GET', url, body, student.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(ERROR_CODES.roleRequired);
    }
  });

  it('every parent call refuses the signed out with 401', async () => {
    for (const [method, url, body] of parentCalls) {
      expect((await jsonCall(app, method as 'GET', url, body)).statusCode, url).toBe(401);
    }
  });

  it('the sharing calls are the student’s: a parent is refused', async () => {
    const { parent } = await linkedFamily(app, database);
    const res = await invite(app, parent.cookie, uniqueEmail());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.roleRequired);
  });

  it('a tutor who accepts keeps their role and follows the child, as an admin does', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam' });
    const tutorEmail = uniqueEmail('tutor');
    await invite(app, student.cookie, tutorEmail);
    const token = await mailedInviteToken(database, tutorEmail);
    const tutor = await signUp(app, { email: tutorEmail, firstname: 'Tina' });
    await database.db.update(users).set({ role: 'tutor' }).where(eq(users.email, tutorEmail));
    expect((await accept(app, tutor.cookie, token)).statusCode).toBe(200);
    expect(await role(tutor.cookie)).toBe('tutor');
    expect(await access(student.cookie)).toMatchObject([
      { status: 'active', name: 'Tina Lovelace' },
    ]);
    // The student reads that the tutor sees their progress: the family page shows it to them.
    const children = await get('/api/family/children', tutor.cookie);
    expect(children.statusCode).toBe(200);
    expect(children.json()).toMatchObject([{ firstname: 'Sam' }]);
    const [child] = children.json() as { id: string }[];
    const dashboard = await get(`/api/family/children/${child!.id}/dashboard`, tutor.cookie);
    expect(dashboard.statusCode).toBe(200);
    expect((await get('/api/family/digest', tutor.cookie)).statusCode).toBe(200);
  });

  it('a parent reading a child not linked to them gets 404', async () => {
    const { parent } = await linkedFamily(app, database);
    const stranger = await signUp(app);
    const [row] = await database.db.select().from(users).where(eq(users.email, stranger.email));
    const res = await get(`/api/family/children/${row!.id}/dashboard`, parent.cookie);
    expect(res.statusCode).toBe(404);
  });
});
