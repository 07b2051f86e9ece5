// The reports in the tutor's workspace (decision 040): GET /api/tutor/reports lists them, open
// ones first, newest first; POST /api/tutor/reports/:id/resolve stores who resolved one, when.
import { ERROR_CODES } from '@academy/shared/errors';
import {
  questionReportStaffMessages,
  type TutorQuestionReportsPage,
} from '@academy/shared/question-reports';
import { ROLE_REQUIRED_MESSAGE } from '@academy/shared/roles';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, userWith, admin } = await tutorTestApp();
const [tutor, student, parent] = await Promise.all([
  userWith('tutor', { firstname: 'Tess', lastname: 'Tutor' }),
  userWith('student', { firstname: 'Sara', lastname: 'Student' }),
  userWith('parent'),
]);

const reportQuestion = async (questionId: string, body: unknown) => {
  await jsonCall(app, 'GET', `/api/questions/${questionId}/practice`, undefined, student.cookie);
  const res = await jsonCall(
    app,
    'POST',
    `/api/questions/${questionId}/report`,
    body,
    student.cookie,
  );
  expect(res.statusCode).toBe(200);
};
const list = async (query = '', cookie = tutor.cookie) =>
  jsonCall(app, 'GET', `/api/tutor/reports${query}`, undefined, cookie);
const resolve = (id: number | string, cookie = tutor.cookie) =>
  jsonCall(app, 'POST', `/api/tutor/reports/${id}/resolve`, {}, cookie);

await reportQuestion('test-linear-001', { reason: 'typo', text: 'Teh slope' });
await reportQuestion('test-linear-002', { reason: 'wrong-answer' });
await reportQuestion('test-linear-001', { reason: 'unclear', text: 'Which x?' });

describe('GET /api/tutor/reports', () => {
  it('lists every report newest first, with its topic, concepts, reason, text and sender', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const page = res.json() as TutorQuestionReportsPage;
    expect(page).toMatchObject({ open: 3, total: 3, page: 1, pageSize: 20 });
    expect(page.reports.map((r) => [r.questionId, r.reason, r.text])).toEqual([
      ['test-linear-001', 'unclear', 'Which x?'],
      ['test-linear-002', 'wrong-answer', null],
      ['test-linear-001', 'typo', 'Teh slope'],
    ]);
    expect(page.reports[0]).toMatchObject({
      subModuleName: 'Algebra',
      concepts: ['Linear Equations in One Variable'],
      reporterName: 'Sara Student',
      resolvedAt: null,
      resolvedByName: null,
      resolutionNote: null,
    });
  });

  it('refuses a bad page with 400 in the error shape', async () => {
    const res = await list('?page=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      errors: [expect.objectContaining({ param: 'page' })],
    });
  });
});

describe('POST /api/tutor/reports/:id/resolve', () => {
  it('stores who resolved a report and when, and lists it after the open ones', async () => {
    const before = (await list()).json() as TutorQuestionReportsPage;
    const newest = before.reports[0]!;
    const started = Date.now();
    const res = await resolve(newest.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: newest.id, resolved: true, resolutionNote: null });

    const after = (await list()).json() as TutorQuestionReportsPage;
    expect(after.open).toBe(2);
    expect(after.reports.map((r) => r.id)).toEqual(
      [...before.reports.slice(1), newest].map((r) => r.id),
    );
    const resolved = after.reports.at(-1)!;
    expect(resolved.resolvedByName).toBe('Tess Tutor');
    expect(Date.parse(resolved.resolvedAt!)).toBeGreaterThanOrEqual(started - 1000);
    // What the admin command lists are the open ones.
    expect((await admin.listReports(100)).map((r) => r.reason)).toEqual(['wrong-answer', 'typo']);

    // Resolving it again keeps who and when.
    const other = await userWith('admin', { firstname: 'Ada', lastname: 'Admin' });
    expect((await resolve(newest.id, other.cookie)).statusCode).toBe(200);
    const again = ((await list()).json() as TutorQuestionReportsPage).reports.at(-1)!;
    expect(again).toMatchObject({ resolvedByName: 'Tess Tutor', resolvedAt: resolved.resolvedAt });
  });

  it('lets the student report the same reason again as a new, open report', async () => {
    await reportQuestion('test-linear-001', { reason: 'unclear', text: 'Still unclear' });
    const page = (await list()).json() as TutorQuestionReportsPage;
    expect(page.open).toBe(3);
    expect(page.reports[0]).toMatchObject({ text: 'Still unclear', resolvedAt: null });
  });

  it('answers 404 for an unknown report and 400 for a malformed id, in the error shape', async () => {
    const unknown = await resolve(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: questionReportStaffMessages.notFound });
    for (const id of ['abc', '0', '1.5']) {
      const bad = await resolve(id);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json()).toEqual({
        message: 'Invalid id',
        errors: [{ param: 'id', msg: 'Invalid id' }],
      });
    }
  });

  it('is for staff: 401 signed out, 403 ROLE_REQUIRED for a student and a parent', async () => {
    const { reports } = (await list()).json() as TutorQuestionReportsPage;
    const open = reports[0]!;
    expect((await jsonCall(app, 'GET', '/api/tutor/reports')).statusCode).toBe(401);
    expect(
      (await jsonCall(app, 'POST', `/api/tutor/reports/${open.id}/resolve`, {})).statusCode,
    ).toBe(401);
    for (const who of [student, parent]) {
      for (const res of [await list('', who.cookie), await resolve(open.id, who.cookie)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          message: ROLE_REQUIRED_MESSAGE,
          code: ERROR_CODES.roleRequired,
        });
      }
    }
    // Refused, it stays open.
    expect(((await list()).json() as TutorQuestionReportsPage).reports[0]!.resolvedAt).toBeNull();
  });
});
