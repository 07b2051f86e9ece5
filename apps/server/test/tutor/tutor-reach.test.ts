// A tutor reaches accounts as students only (decision 034): another parent's, tutor's or admin's
// page, brief, tests, notes and Free, the tutor's own included, are the admin's. A tutor gave a parent
// Free, and themselves, by calling a student's address with their id.
import { randomUUID } from 'node:crypto';
import { tutorMessages } from '@academy/shared/tutor';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { tutorTestApp } from './tutor-helpers.ts';

const { app, userWith, evaluationOf } = await tutorTestApp();

const [parent, tutor, otherTutor, admin, student] = await Promise.all([
  userWith('parent'),
  userWith('tutor'),
  userWith('tutor'),
  userWith('admin'),
  userWith('student'),
]);

const calls = (id: string) =>
  [
    ['GET', `/api/tutor/students/${id}`, undefined],
    ['GET', `/api/tutor/students/${id}/brief`, undefined],
    ['GET', `/api/tutor/students/${id}/tests/${randomUUID()}`, undefined],
    ['POST', `/api/tutor/students/${id}/notes`, { text: 'Seen at the open day' }],
    ['POST', `/api/tutor/students/${id}/free`, { free: true }],
    ['GET', `/api/tutor/students/${id}/homework`, undefined],
    ['GET', `/api/tutor/students/${id}/session-reports`, undefined],
  ] as const;

describe('the accounts a tutor reaches', () => {
  it.each([
    ['a parent', parent],
    ['another tutor', otherTutor],
    ['an admin', admin],
    ['the tutor themselves', tutor],
  ])(
    'refuses %s’s page, brief, notes, Free, homework and reports as no student',
    async (_, account) => {
      for (const [method, url, body] of calls(account.id)) {
        const res = await jsonCall(app, method, url, body, tutor.cookie);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe(tutorMessages.studentNotFound);
      }
      const profile = await jsonCall(app, 'GET', '/api/profile', undefined, account.cookie);
      expect(profile.json().subscriptionTier).toBe('Guest');
    },
  );

  it('answers a student’s, and the admin any account’s', async () => {
    const page = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${student.id}`,
      undefined,
      tutor.cookie,
    );
    expect(page.statusCode).toBe(200);
    const parentPage = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${parent.id}`,
      undefined,
      admin.cookie,
    );
    expect(parentPage.statusCode).toBe(200);
    expect(parentPage.json().student.role).toBe('parent');
  });

  it('links an evaluation to the page of the student who sent it, not of a parent', async () => {
    await evaluationOf(parent, { low: 410 });
    await evaluationOf(student, { low: 420 });
    const list = (
      await jsonCall(app, 'GET', '/api/tutor/evaluations', undefined, tutor.cookie)
    ).json().evaluations as {
      email: string;
      studentId: string | null;
      studentName: string | null;
    }[];
    expect(list.find((e) => e.email === parent.email)).toMatchObject({
      studentId: null,
      studentName: null,
    });
    expect(list.find((e) => e.email === student.email)).toMatchObject({ studentId: student.id });
  });
});
