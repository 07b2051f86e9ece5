// A tutor opens a student's finished test as the student sees its result: every question with
// the answer given and the key, by domain and by skill.
import { randomUUID } from 'node:crypto';
import { testMessages, type TestResult } from '@academy/shared/tests';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { endedShortSet, setTier, testCalls } from '../tests/timed-tests-helpers.ts';
import type { TutorTestResult } from '@academy/shared/tutor';
import { tutorTestApp } from './tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();

const [tutor, parent, student, otherStudent] = await Promise.all([
  userWith('tutor'),
  userWith('parent'),
  userWith('student'),
  userWith('student'),
]);
await setTier(database, student.id, 'Free');
const attemptId = await endedShortSet(app, database, student.cookie);

const resultAs = (cookie: string, studentId: string, attempt: string) =>
  jsonCall(app, 'GET', `/api/tutor/students/${studentId}/tests/${attempt}`, undefined, cookie);

describe("a student's test result in the tutor's workspace", () => {
  it('is the result the student sees', async () => {
    const res = await resultAs(tutor.cookie, student.id, attemptId);
    expect(res.statusCode).toBe(200);
    const own = await testCalls(app, student.cookie).result(attemptId);
    const { student: whose, ...result } = res.json<TutorTestResult>();
    expect(result).toEqual(own.json<TestResult>());
    expect(result.domains[0]!.skills.length).toBeGreaterThan(0);
    // Whose test it is, for the page's title when it is opened by its address.
    expect(whose).toEqual({
      id: student.id,
      firstname: student.user.firstname,
      lastname: student.user.lastname,
    });
  });

  it('leaves out, as the student’s does, the module a whole SAT started anew never showed', async () => {
    const calls = testCalls(app, student.cookie);
    const { attemptId: left } = await calls.start('sat-full');
    await calls.finish(left);
    await calls.finish(left);
    // Started anew on the break: Math's first module was drawn, never shown.
    await calls.start('sat-full');
    const own = (await calls.result(left)).json<TestResult>();
    expect(own.modules.map((m) => m.index)).toEqual([1, 2]);
    const tutors = (await resultAs(tutor.cookie, student.id, left)).json<TutorTestResult>();
    expect({ ...tutors, student: undefined }).toEqual(own);
  });

  it('is refused to anyone but staff', async () => {
    for (const account of [parent, student, otherStudent]) {
      expect((await resultAs(account.cookie, student.id, attemptId)).statusCode).toBe(403);
    }
  });

  it("is Not Found under another student's id, unknown, malformed or not yet finished", async () => {
    const { attemptId: underWay } = await testCalls(app, student.cookie).start('short-algebra');
    for (const [studentId, attempt] of [
      [otherStudent.id, attemptId],
      [student.id, randomUUID()],
      [student.id, 'not-an-attempt'],
      [student.id, underWay],
    ] as const) {
      const res = await resultAs(tutor.cookie, studentId, attempt);
      expect(res.statusCode, attempt).toBe(404);
      expect(res.json().message).toBe(testMessages.attemptNotFound);
    }
  });
});
