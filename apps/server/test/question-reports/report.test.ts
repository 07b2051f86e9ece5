import { questionReportMessages } from '@academy/shared/question-reports';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const { app, database, config } = await buildTestApp(
  { PUBLIC_FORM_RATE_LIMIT_MAX: '1000' },
  { bankRoot: FIXTURE_BANK },
);
// What `npm run admin -- reports` prints.
const admin = createAdminCommands(database.db, config);
const report = (cookie: string | undefined, questionId: string, body: unknown) =>
  jsonCall(app, 'POST', `/api/questions/${questionId}/report`, body, cookie);

describe('Report a problem with this question', () => {
  it('stores a report of a question the student was given, once per reason', async () => {
    const { cookie, email } = await signUp(app);
    const served = await jsonCall(
      app,
      'GET',
      '/api/questions/test-linear-001/practice',
      undefined,
      cookie,
    );
    expect(served.statusCode).toBe(200);

    const first = await report(cookie, 'test-linear-001', { reason: 'typo', text: 'Teh slope' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ questionId: 'test-linear-001', reason: 'typo' });
    // The same reason again changes the text; another reason is another report.
    await report(cookie, 'test-linear-001', { reason: 'typo', text: '  "Teh" should be "The"  ' });
    await report(cookie, 'test-linear-001', { reason: 'unclear' });

    const mine = (await admin.listReports(100)).filter((r) => r.email === email);
    expect(mine.map((r) => [r.reason, r.text])).toEqual([
      ['unclear', null],
      ['typo', '"Teh" should be "The"'],
    ]);
  });

  it('refuses what it cannot store, each with a clear message', async () => {
    const { cookie } = await signUp(app);
    const notServed = await report(cookie, 'test-system-001', { reason: 'unclear' });
    expect(notServed.statusCode).toBe(409);
    expect(notServed.json().message).toBe(questionReportMessages.notServed);

    const unknown = await report(cookie, 'no-such-question', { reason: 'unclear' });
    expect(unknown.statusCode).toBe(404);

    const noReason = await report(cookie, 'test-system-001', { text: 'Hmm' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { param: 'reason', msg: questionReportMessages.reasonRequired },
    ]);
    const tooLong = await report(cookie, 'test-system-001', {
      reason: 'other',
      text: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].msg).toBe(questionReportMessages.textTooLong);
    // "Something else" without a word would tell the tutor nothing.
    for (const text of [undefined, '   ']) {
      const bare = await report(cookie, 'test-system-001', { reason: 'other', text });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual([
        { param: 'text', msg: questionReportMessages.detailsRequired },
      ]);
    }

    expect((await report(undefined, 'test-system-001', { reason: 'typo' })).statusCode).toBe(401);
  });
});
