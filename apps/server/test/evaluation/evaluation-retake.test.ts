// The evaluation is one fixed form whose keys each sitting shows: a later sitting by the same
// address (any letter case) or account says it is a retake in the academy's report and on the
// tutor's card, so a range read high is not taken for the student's level; the result screen
// says so only of the taker's own account's sittings.
import type { EvaluationSubmitResponse } from '@academy/shared/evaluation';
import { retakeNote } from '@academy/shared/evaluation-result';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { signUpVerified, verifyEmailOf } from '../helpers/verification.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database } = await buildTestApp({
  ACADEMY_EMAIL: 'tutor@academy.test',
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
});
const first = loadEvaluation(DEFAULT_CONTENT_ROOT)!.questions[0]!;
const firstInEnglish = loadEvaluation(DEFAULT_CONTENT_ROOT, 'reading-writing')!.questions[0]!;

const submit = async (email: string, answer: string, cookie?: string, english = false) => {
  const res = await jsonCall(
    app,
    'POST',
    `/api/questions/evaluation${english ? '/reading-writing' : ''}/submit`,
    { email, answers: { [(english ? firstInEnglish : first).id]: answer } },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EvaluationSubmitResponse>().result;
};

/** The academy's reports on `email`'s sittings, in no order: each address is new to a test. */
const reportsOn = async (email: string) =>
  (
    await database.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'evaluation-report'))
  ).filter((m) => m.subject.toLowerCase().includes(email));

describe('an evaluation taken again', () => {
  it('says so to the student and the academy, with the first sitting', async () => {
    const email = uniqueEmail('again');
    const once = await submit(email, 'Z');
    expect(once.retake).toBeUndefined();
    expect((await reportsOn(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^SAT Math Evaluation: /),
    ]);

    // Signed out, the address proves nothing: the academy is told, the screen is not.
    const twice = await submit(email.toUpperCase(), first.accepted[0]!);
    expect(twice.retake).toBeUndefined();
    const retaken = (await reportsOn(email)).filter((m) => m.subject.includes('(retake)'));
    expect(retaken).toHaveLength(1);
    expect(retaken[0]!.subject).toMatch(/^SAT Math Evaluation \(retake\): /);
    expect(retaken[0]!.text).toContain('Retake: sent 1 time before from this address or account');

    // The account that proved the address is told, with the first sitting.
    const owner = await signUpVerified(app, database, { email });
    expect(await submit(email, 'Z', owner.cookie)).toMatchObject({
      retake: { earlier: 2, firstRange: once.scoreRange },
    });
    // Another address: a first sitting. The other evaluation is counted apart.
    expect((await submit(uniqueEmail('other'), 'Z')).retake).toBeUndefined();
    expect((await submit(email, 'Z', owner.cookie, true)).retake).toBeUndefined();
    expect(
      (await reportsOn(email)).filter((m) => m.subject.startsWith('SAT Math Evaluation (retake)')),
    ).toHaveLength(2);
  });

  // An address is not a secret: typing one must not show its owner's sittings, their day or
  // their estimate, to whoever typed it, on the result or on the report opened again.
  it('tells a stranger who types an address nothing of its earlier sittings', async () => {
    const owner = await signUpVerified(app, database);
    await submit(owner.email, first.accepted[0]!, owner.cookie);
    for (const cookie of [undefined, (await signUp(app)).cookie]) {
      const res = await jsonCall(
        app,
        'POST',
        '/api/questions/evaluation/submit',
        {
          email: owner.email,
          answers: { [first.id]: 'Z' },
        },
        cookie,
      );
      expect(res.json().result.retake).toBeUndefined();
      const reopened = await jsonCall(
        app,
        'POST',
        '/api/questions/evaluation/report',
        res.json().report,
      );
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().result.retake).toBeUndefined();
    }
    // The academy still reads both as retakes of the address.
    expect(
      (await reportsOn(owner.email)).filter((m) => m.subject.includes('(retake)')),
    ).toHaveLength(2);
    // Its owner, signed in, is told.
    expect((await submit(owner.email, 'Z', owner.cookie)).retake).toMatchObject({ earlier: 3 });
  });

  it("keeps the address's sittings out of a stranger's account export", async () => {
    const owner = await signUpVerified(app, database);
    await submit(owner.email, 'Z', owner.cookie);
    const stranger = await signUp(app);
    await submit(owner.email, 'Z', stranger.cookie);
    const exported = await jsonCall(app, 'GET', '/api/account/export', undefined, stranger.cookie);
    expect(exported.statusCode).toBe(200);
    const [sitting] = exported.json().evaluations;
    expect(sitting.result.scoreRange).toBeDefined();
    expect(sitting.result.retake).toBeUndefined();
  });

  it("tells the reader of the student's receipt too, in the result page's words", async () => {
    // The receipt often goes to a parent: without the note, a range read high passes for the
    // student's level there, as it did in the academy's report.
    const student = await signUp(app);
    const email = uniqueEmail('parent');
    await submit(email, 'Z', student.cookie);
    const twice = await submit(email, 'Z', student.cookie);
    const receipts = (
      await database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
    ).filter((m) => m.text.startsWith('Thank you for taking'));
    expect(receipts).toHaveLength(2);
    const withNote = receipts.filter((m) => m.text.includes(retakeNote(twice.retake!)));
    expect(withNote).toHaveLength(1);
    // Sent signed in: the next steps lead to the account, not to making one.
    expect(withNote[0]!.text).toContain('Keep practicing on your account:');
    expect(withNote[0]!.text).not.toContain('/signup');
  });

  it('knows a signed-in student under another address', async () => {
    const student = await signUp(app);
    await submit(student.email, 'Z', student.cookie);
    const again = await submit(uniqueEmail('elsewhere'), 'Z', student.cookie);
    expect(again.retake).toMatchObject({ earlier: 1 });
  });

  it('knows a sitting sent signed out from the address the student has since proven', async () => {
    // The result page invites the visitor to sign up with that address; their progress page
    // then lists the sitting as theirs, and a second one sent to a parent is a retake.
    const email = uniqueEmail('visitor');
    await submit(email, 'Z');
    const student = await signUp(app, { email });
    await verifyEmailOf(app, database, email);
    const again = await submit(uniqueEmail('parent'), 'Z', student.cookie);
    expect(again.retake).toMatchObject({ earlier: 1 });
  });
});

describe('the tutor’s card of a retake', () => {
  it('carries the retake', async () => {
    const tutorApp = await tutorTestApp();
    const tutor = await tutorApp.userWith('tutor');
    const email = uniqueEmail('card');
    const form = (await jsonCall(tutorApp.app, 'GET', '/api/questions/evaluation')).json();
    const answers = { [form.firstSectionQuestions[0]._id]: 'Z' };
    for (let i = 0; i < 2; i++) {
      const sent = await jsonCall(tutorApp.app, 'POST', '/api/questions/evaluation/submit', {
        email,
        answers,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const list = (
      await jsonCall(tutorApp.app, 'GET', '/api/tutor/evaluations', undefined, tutor.cookie)
    ).json().evaluations as { email: string; retake?: { earlier: number } }[];
    expect(list.filter((e) => e.email === email).map((e) => e.retake?.earlier)).toEqual([
      1,
      undefined,
    ]);
  });
});
