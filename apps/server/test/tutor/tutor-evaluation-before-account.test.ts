// A visitor takes the evaluation signed out, then creates their account with that address, as
// the result page invites: once the address is proven, the tutor finds the evaluation where the
// student does (decision 065's addendum), on the list with the student's name and on their page.
import { describe, expect, it } from 'vitest';
import { jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { verifyEmailOf } from '../helpers/verification.ts';
import { tutorTestApp } from './tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const tutor = await userWith('tutor');
const asTutor = async (url: string) =>
  (await jsonCall(app, 'GET', url, undefined, tutor.cookie)).json();

const questions = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
const submitSignedOut = async (email: string) => {
  const first = questions.firstSectionQuestions[0];
  const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
    email,
    answers: { [first._id]: 'A' },
  });
  expect(res.statusCode).toBe(200);
};
const listed = async (email: string) =>
  (await asTutor('/api/tutor/evaluations')).evaluations.find(
    (e: { email: string }) => e.email === email,
  );

describe('an evaluation sent signed out, then the account made with its address', () => {
  it("is the student's on the tutor's list and page once the address is proven", async () => {
    const email = uniqueEmail('visitor');
    await submitSignedOut(email);
    const { user } = await signUp(app, { email, firstname: 'Leo', lastname: 'Garcia' });

    // Anyone may sign up with another person's address: not theirs before it is proven.
    expect(await listed(email)).toMatchObject({ studentId: null, studentName: null });
    expect((await asTutor(`/api/tutor/students/${user._id}`)).evaluations).toEqual([]);

    await verifyEmailOf(app, database, email);
    expect(await listed(email)).toMatchObject({ studentId: user._id, studentName: 'Leo Garcia' });
    const page = await asTutor(`/api/tutor/students/${user._id}`);
    expect(page.evaluations).toEqual([expect.objectContaining({ kind: 'math', email })]);
    const brief = await asTutor(`/api/tutor/students/${user._id}/brief`);
    const math = brief.scores.find((s: { section: string }) => s.section === 'math');
    expect(math.evaluation).toMatchObject({ low: expect.any(Number), high: expect.any(Number) });
  });

  it("another student's own sitting from that address stays theirs", async () => {
    // Signed in, a student may send the report to a parent's address: the sitting is the
    // student's, even when the parent's account has proven that address.
    const student = await signUp(app, { firstname: 'Sam', lastname: 'Rivera' });
    const parentEmail = uniqueEmail('parent');
    const first = questions.firstSectionQuestions[0];
    await jsonCall(
      app,
      'POST',
      '/api/questions/evaluation/submit',
      { email: parentEmail, answers: { [first._id]: 'A' } },
      student.cookie,
    );
    await signUp(app, { email: parentEmail, firstname: 'Maria' });
    await verifyEmailOf(app, database, parentEmail);
    expect(await listed(parentEmail)).toMatchObject({
      studentId: student.user._id,
      studentName: 'Sam Rivera',
    });
  });
});
