// The tutor's workspace (issue 38) as a tutor's browser calls it: students, a student's page,
// private notes, evaluations with the contacted mark, the Free tier and roles.
import {
  MAX_TUTOR_NOTE_LENGTH,
  TUTOR_STUDENTS_PAGE_SIZE,
  tutorMessages,
  type TutorStudentsPage,
} from '@academy/shared/tutor';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { payLocally } from '../payments/helpers.ts';
import { tutorTestApp } from './tutor-helpers.ts';
import { endedShortSet } from '../tests/timed-tests-helpers.ts';

const { app, config, database, userWith, practicedStudent, evaluationOf } = await tutorTestApp();
const [tutor, otherTutor, admin] = await Promise.all([
  userWith('tutor', { firstname: 'Tess', lastname: 'Tutor' }),
  userWith('tutor'),
  userWith('admin'),
]);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  jsonCall(app, method, url, body ?? (method === 'GET' ? undefined : {}), tutor.cookie);
const list = async (query: string) =>
  (await call('GET', `/api/tutor/students?${query}`)).json() as TutorStudentsPage;

describe('GET /api/tutor/students', () => {
  it('finds students by name or email, never other roles, and sorts them', async () => {
    const tag = `zq${Date.now()}`;
    const weak = await practicedStudent({ firstname: 'Wanda', lastname: `${tag}weak` });
    const idle = await userWith('student', { firstname: 'Ida', lastname: `${tag}idle` });
    const strong = await userWith('student', { firstname: 'Sam', lastname: `${tag}strong` });
    await call('POST', `/api/tutor/students/${strong.id}/free`, { free: true });
    await userWith('parent', { firstname: 'Pat', lastname: `${tag}parent` });

    const found = await list(`q=${tag}`);
    expect(found.total).toBe(3);
    // Last active first, never-practised after, by name.
    expect(found.students.map((s) => s.id)).toEqual([weak.id, idle.id, strong.id]);
    const w = found.students[0]!;
    expect(w.lastActiveAt).not.toBeNull();
    // The fixture's three questions are all algebra: one of three right the first time.
    expect(w.weakestTopic).toMatchObject({ subModule: 'algebra', accuracy: 0.33, answered: 3 });
    expect(w.plan).toBe('Guest');

    // Free before Guest; the two Guests by last name.
    expect((await list(`q=${tag}&sort=plan`)).students.map((s) => s.id)).toEqual([
      strong.id,
      idle.id,
      weak.id,
    ]);
    expect((await list(`q=${tag}&sort=weakest`)).students[0]!.id).toBe(weak.id);
    expect((await list(`q=${encodeURIComponent(idle.email.toUpperCase())}`)).students).toEqual([
      expect.objectContaining({ id: idle.id }),
    ]);
    expect((await list(`q=Ida%20${tag}`)).total).toBe(1);
  });

  it('searches wildcards as text, and pages', async () => {
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
    const all = await list('page=1');
    expect(all.pageSize).toBe(TUTOR_STUDENTS_PAGE_SIZE);
    expect(all.students.length).toBeLessThanOrEqual(TUTOR_STUDENTS_PAGE_SIZE);
    expect((await list('page=999')).students).toEqual([]);
  });

  it('refuses a bad sort, page or an overlong search with 400', async () => {
    for (const query of ['sort=name', 'page=0', 'page=1.5', `q=${'a'.repeat(101)}`]) {
      const res = await call('GET', `/api/tutor/students?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[0]?.param, query).toBeTruthy();
    }
  });
});

describe("a student's page", () => {
  it('shows the dashboard, flags with notes, evaluations, bookings and notes', async () => {
    const student = await practicedStudent();
    // A short set taken and ended at once, one question answered wrong.
    const attemptId = await endedShortSet(app, database, student.cookie);
    const res = await call('GET', `/api/tutor/students/${student.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.student).toMatchObject({ id: student.id, role: 'student', plan: 'Guest' });
    expect(page.dashboard.totals.answered).toBe(3);
    expect(page.flags).toEqual([
      expect.objectContaining({ questionId: 'test-system-001', note: 'Why not D?' }),
    ]);
    expect(page.flags[0].question).toEqual(expect.any(String));
    expect(page.evaluations).toEqual([
      expect.objectContaining({
        id: student.evaluation.id,
        scoreRange: { low: 500, high: 580 },
        answered: 2,
        domains: [expect.objectContaining({ name: 'Algebra' })],
        missed: [expect.objectContaining({ userAnswer: 'C', correctAnswer: 'B' })],
        contacted: false,
      }),
    ]);
    expect(page.tests).toEqual([
      expect.objectContaining({
        attemptId,
        name: 'Short set: Algebra',
        section: 'math',
        correct: 0,
      }),
    ]);
    expect(page.tests[0]).not.toHaveProperty('scoreRange');
    expect(page.bookings).toEqual([
      expect.objectContaining({
        sessionCount: 2,
        status: 'pending',
        totalCents: 10000,
        cancelledCount: 0,
        refundCents: 0,
      }),
    ]);
    expect(page.notes).toEqual([]);
    // A Guest: the free questions not used yet, which cap the homework they can do.
    expect(page.freeQuestionsLeft).toBe(config.guestFreeQuestions - 3);
  });

  it('answers 404 for an unknown student and 400 for a malformed id', async () => {
    const unknown = await call('GET', '/api/tutor/students/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(tutorMessages.studentNotFound);
    expect((await call('GET', '/api/tutor/students/nope')).statusCode).toBe(400);
  });
});

describe('private notes', () => {
  it('are written, edited and deleted by their author only', async () => {
    const student = await userWith('student');
    const url = `/api/tutor/students/${student.id}/notes`;
    const created = await call('POST', url, {
      text: '  Struggles with slopes\r\n\n\n\nTry graphs ',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({
      text: 'Struggles with slopes\n\nTry graphs',
      authorName: 'Tess Tutor',
      mine: true,
    });

    const edit = await call('PATCH', `/api/tutor/notes/${note.id}`, { text: 'Slopes: better' });
    expect(edit.json()).toMatchObject({ id: note.id, text: 'Slopes: better' });

    // Another tutor reads it but cannot change it.
    const theirs = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${student.id}`,
      undefined,
      otherTutor.cookie,
    );
    expect(theirs.json().notes).toEqual([expect.objectContaining({ id: note.id, mine: false })]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await jsonCall(
        app,
        method,
        `/api/tutor/notes/${note.id}`,
        { text: 'x' },
        otherTutor.cookie,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(tutorMessages.notYourNote);
    }

    expect((await call('DELETE', `/api/tutor/notes/${note.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/tutor/notes/${note.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/tutor/students/${student.id}`)).json().notes).toEqual([]);
  });

  it('refuses an empty, blank, overlong or mistyped note with a clear message', async () => {
    const student = await userWith('student');
    const url = `/api/tutor/students/${student.id}/notes`;
    const cases: [unknown, string][] = [
      [{}, tutorMessages.noteRequired],
      [{ text: ' \n\t ' }, tutorMessages.noteRequired],
      [{ text: 'a'.repeat(MAX_TUTOR_NOTE_LENGTH + 1) }, tutorMessages.noteTooLong],
      [{ text: 42 }, tutorMessages.noteRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ param: 'text', msg: message }]);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/api/tutor/students/${unknown}/notes`, { text: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/tutor/evaluations and the contacted mark', () => {
  it('lists every submission newest first, and sets and clears contacted', async () => {
    const student = await userWith('student', { firstname: 'Eve' });
    const older = await evaluationOf(student, {
      low: 400,
      createdAt: new Date(Date.now() - 60_000),
    });
    const anonymous = await evaluationOf(null, { low: 600, kind: 'reading-writing' });
    const first = (await call('GET', '/api/tutor/evaluations')).json();
    // Each says which evaluation it was: a range means nothing without its section.
    expect(first.evaluations[0]).toMatchObject({
      id: anonymous.id,
      kind: 'reading-writing',
      studentId: null,
      scoreRange: { low: 600, high: 680 },
    });
    const mine = first.evaluations.find((e: { id: string }) => e.id === older.id);
    expect(mine).toMatchObject({
      kind: 'math',
      studentId: student.id,
      studentName: 'Eve Lovelace',
    });

    const url = `/api/tutor/evaluations/${older.id}`;
    expect((await call('PATCH', url, { contacted: true })).json()).toEqual({
      id: older.id,
      contacted: true,
    });
    const after = (await call('GET', '/api/tutor/evaluations')).json();
    expect(after.evaluations.find((e: { id: string }) => e.id === older.id).contacted).toBe(true);
    await call('PATCH', url, { contacted: false });
    const cleared = (await call('GET', `/api/tutor/students/${student.id}`)).json();
    expect(cleared.evaluations[0].contacted).toBe(false);

    for (const body of [{}, { contacted: 'yes' }, { contacted: null }]) {
      expect((await call('PATCH', url, body)).statusCode).toBe(400);
    }
    const unknown = '/api/tutor/evaluations/00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', unknown, { contacted: true })).statusCode).toBe(404);
  });
});

describe('the Free tier and roles', () => {
  it('gives and removes Free as the admin command does', async () => {
    const student = await userWith('student');
    const url = `/api/tutor/students/${student.id}/free`;
    const freeLeft = async () =>
      (await call('GET', `/api/tutor/students/${student.id}`)).json().freeQuestionsLeft;
    expect(await freeLeft()).toBe(config.guestFreeQuestions);
    expect((await call('POST', url, { free: true })).json().plan).toBe('Free');
    expect(await freeLeft()).toBeNull();
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, student.cookie);
    expect(profile.json().subscriptionTier).toBe('Free');
    expect((await call('POST', url, { free: false })).json().plan).toBe('Guest');
    const again = await call('POST', url, { free: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tutorMessages.notFree);
    expect((await call('POST', url, { free: 'yes' })).statusCode).toBe(400);
  });

  it('refuses Free while a plan renews, saying why', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    const refused = await call('POST', `/api/tutor/students/${row!.id}/free`, { free: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(tutorMessages.freeWhileRenewing);
  });

  it('lets an admin set a role, never their own, and refuses an unknown role', async () => {
    const student = await userWith('student');
    const url = `/api/tutor/students/${student.id}/role`;
    const asAdmin = (target: string, body: unknown) =>
      jsonCall(app, 'PATCH', target, body, admin.cookie);
    expect((await asAdmin(url, { role: 'parent' })).json()).toEqual({
      id: student.id,
      role: 'parent',
    });
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, student.cookie);
    expect(profile.json().role).toBe('parent');
    const bad = await asAdmin(url, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(tutorMessages.badRole);
    const own = await asAdmin(`/api/tutor/students/${admin.id}/role`, { role: 'student' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(tutorMessages.ownRole);
    // A tutor cannot, whatever the body.
    expect((await call('PATCH', url, { role: 'tutor' })).statusCode).toBe(403);
  });
});
