// What comes of a report (decision 058): the tutor resolves it with an optional note, which the
// student is mailed a little later and reads in their own list (GET /api/question-reports); a
// reopen is the undo, taking the mail back while it waits. Both are safe to repeat.
import {
  MAX_RESOLUTION_NOTE_LENGTH,
  questionReportResolutionMessages,
  RESOLVED_MAIL_DELAY_MINUTES,
} from '@academy/shared/question-report-resolution';
import type { MyQuestionReports, TutorQuestionReportsPage } from '@academy/shared/question-reports';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { mailsTo } from '../payments/helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const db = database.db;
const tutor = await userWith('tutor', { firstname: 'Tess', lastname: 'Tutor' });
const KIND = 'question-report-resolved';

let students = 0;

/** A new student who was given `questionId` and reported it; the report's id. */
async function reported(questionId = 'test-linear-001', reason = 'wrong-answer') {
  const lastname = `Student${++students}`;
  const student = await userWith('student', { firstname: 'Sara', lastname });
  await jsonCall(app, 'GET', `/api/questions/${questionId}/practice`, undefined, student.cookie);
  const sent = await jsonCall(
    app,
    'POST',
    `/api/questions/${questionId}/report`,
    { reason, text: 'B is not right' },
    student.cookie,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const page = (
    await jsonCall(app, 'GET', '/api/tutor/reports', undefined, tutor.cookie)
  ).json() as TutorQuestionReportsPage;
  const report = page.reports.find((r) => r.reporterName === `Sara ${lastname}`)!;
  return { student, id: report.id };
}

const resolve = (id: number, body: unknown = {}, cookie = tutor.cookie) =>
  jsonCall(app, 'POST', `/api/tutor/reports/${id}/resolve`, body, cookie);
const reopen = (id: number, cookie = tutor.cookie) =>
  jsonCall(app, 'POST', `/api/tutor/reports/${id}/reopen`, {}, cookie);
const mine = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/question-reports', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MyQuestionReports).reports;
};

describe('resolving a report with a note', () => {
  it('stores the note, mails the student once, a few minutes later, and shows them the note', async () => {
    const { student, id } = await reported();
    const before = Date.now();
    const res = await resolve(id, { note: '  You were right:\nthe key is fixed.  ' });
    expect(res.statusCode, res.body).toBe(200);
    // One line of plain text, as every short note is.
    const note = 'You were right: the key is fixed.';
    expect(res.json()).toEqual({ id, resolved: true, resolutionNote: note });

    const mails = await mailsTo(db, student.email, KIND);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('We looked at the question you reported');
    expect(mail!.textBody).toMatch(/^Dear Sara,\n\n/);
    expect(mail!.textBody).toContain('(Algebra)');
    expect(mail!.textBody).toContain('"The answer is wrong"');
    expect(mail!.textBody).toContain('The question: If 2x + 3 = 11');
    expect(mail!.textBody).toContain('Tess Tutor looked into it and marked your report resolved.');
    expect(mail!.textBody).toContain(`Tess Tutor wrote: ${note}`);
    expect(mail!.textBody).toContain('/profile');
    expect(mail!.textBody).toMatch(
      /Questions\? Call .+ or reply to this email\.\n\nSummit Prep Academy\n$/,
    );
    // Never the key or the explanation: the student may not have answered it.
    expect(mail!.textBody).not.toContain('Subtracting');
    expect(mail!.htmlBody).toContain('<p>Dear Sara,</p>');
    const delay = mail!.nextAttemptAt.getTime() - before;
    expect(delay).toBeGreaterThan((RESOLVED_MAIL_DELAY_MINUTES * 60 - 10) * 1000);
    expect(delay).toBeLessThan((RESOLVED_MAIL_DELAY_MINUTES * 60 + 10) * 1000);

    const [own] = await mine(student.cookie);
    expect(own).toMatchObject({
      id,
      questionId: 'test-linear-001',
      subModuleName: 'Algebra',
      reason: 'wrong-answer',
      text: 'B is not right',
      resolvedByName: 'Tess Tutor',
      resolutionNote: note,
    });
    expect(own!.preview).toContain('If 2x + 3 = 11');
    expect(own!.resolvedAt).not.toBeNull();

    const listed = (
      await jsonCall(app, 'GET', '/api/tutor/reports', undefined, tutor.cookie)
    ).json() as TutorQuestionReportsPage;
    expect(listed.reports.find((r) => r.id === id)!.resolutionNote).toBe(note);
  });

  it('resolves once when clicked twice: the first note stays and one mail goes', async () => {
    const { student, id } = await reported();
    const [first, second] = await Promise.all([
      resolve(id, { note: 'Fixed.' }),
      resolve(id, { note: 'Fixed!' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await resolve(id, { note: 'Something else' });
    expect(third.json()).toEqual(first.json());
    expect(first.json()).toEqual(second.json());
    expect(await mailsTo(db, student.email, KIND)).toHaveLength(1);
  });

  it('takes a blank note as none, and the mail quotes none', async () => {
    const { student, id } = await reported();
    expect((await resolve(id, { note: '   ' })).json()).toMatchObject({ resolutionNote: null });
    const [mail] = await mailsTo(db, student.email, KIND);
    expect(mail!.textBody).not.toContain('wrote:');
    expect((await mine(student.cookie))[0]!.resolutionNote).toBeNull();
  });

  it('refuses a note over the limit in the error shape, and changes nothing', async () => {
    const { student, id } = await reported();
    const res = await resolve(id, { note: 'x'.repeat(MAX_RESOLUTION_NOTE_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: questionReportResolutionMessages.noteTooLong,
      errors: [{ param: 'note', msg: questionReportResolutionMessages.noteTooLong }],
    });
    const wrongType = await resolve(id, { note: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect((await mine(student.cookie))[0]!.resolvedAt).toBeNull();
    expect(await mailsTo(db, student.email, KIND)).toHaveLength(0);
    // Exactly the limit is fine.
    const atLimit = await resolve(id, { note: 'y'.repeat(MAX_RESOLUTION_NOTE_LENGTH) });
    expect(atLimit.statusCode).toBe(200);
  });
});

describe('reopening a report', () => {
  it('undoes the resolve: open again, the note gone, the waiting mail taken back', async () => {
    const { student, id } = await reported();
    await resolve(id, { note: 'Fixed.' });
    const res = await reopen(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, resolved: false, resolutionNote: null });
    expect(await mailsTo(db, student.email, KIND)).toHaveLength(0);
    expect((await mine(student.cookie))[0]).toMatchObject({
      resolvedAt: null,
      resolvedByName: null,
      resolutionNote: null,
    });
    // Twice is once.
    expect((await reopen(id)).json()).toEqual({ id, resolved: false, resolutionNote: null });

    // Resolved again, with another note: a mail again, with that note.
    await resolve(id, { note: 'Fixed for real.' });
    const mails = await mailsTo(db, student.email, KIND);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Tess Tutor wrote: Fixed for real.');
  });

  it('leaves a mail already sent alone', async () => {
    const { student, id } = await reported();
    await resolve(id);
    const [mail] = await mailsTo(db, student.email, KIND);
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mail!.id));
    expect((await reopen(id)).statusCode).toBe(200);
    expect(await mailsTo(db, student.email, KIND)).toHaveLength(1);
  });

  it('answers 409 when the student has reported the same problem again since', async () => {
    const { student, id } = await reported();
    await resolve(id);
    // The same question and reason again: a new open report (decision 040, 3).
    const again = await jsonCall(
      app,
      'POST',
      '/api/questions/test-linear-001/report',
      { reason: 'wrong-answer', text: 'Still wrong' },
      student.cookie,
    );
    expect(again.statusCode).toBe(200);
    const res = await reopen(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: questionReportResolutionMessages.reopenTaken });
    const reports = await mine(student.cookie);
    expect(reports.map((r) => [r.text, r.resolvedAt === null])).toEqual([
      ['Still wrong', true],
      ['B is not right', false],
    ]);
  });

  it('answers 404 for an unknown report, 400 for a malformed id, 403 for a student', async () => {
    expect((await reopen(987654)).statusCode).toBe(404);
    expect((await resolve(987654, { note: 'x' })).statusCode).toBe(404);
    const bad = await jsonCall(app, 'POST', '/api/tutor/reports/abc/reopen', {}, tutor.cookie);
    expect(bad.statusCode).toBe(400);
    const { student, id } = await reported();
    await resolve(id);
    expect((await reopen(id, student.cookie)).statusCode).toBe(403);
    expect((await resolve(id, {}, student.cookie)).statusCode).toBe(403);
    expect((await mine(student.cookie))[0]!.resolvedAt).not.toBeNull();
  });
});

describe('GET /api/question-reports', () => {
  it('lists only the signed-in user’s own reports, and needs a session', async () => {
    const { student } = await reported('test-linear-002', 'typo');
    const other = await userWith('student');
    expect(await mine(other.cookie)).toEqual([]);
    expect((await mine(student.cookie)).map((r) => r.questionId)).toEqual(['test-linear-002']);
    expect((await jsonCall(app, 'GET', '/api/question-reports')).statusCode).toBe(401);
  });
});
