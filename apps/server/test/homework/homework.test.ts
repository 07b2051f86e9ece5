import { academyDay, formatDay, formatDayWithYear } from '@academy/shared/academy-day';
// Homework (the tutor's practice between sessions): set on a student's page, counted from the
// student's answers since it was set, shown to the student until a few days after it is done.
import { homeworkMessages, HOMEWORK_NOTE_MAX, type Homework } from '@academy/shared/homework';
import { lastDueDay } from '@academy/shared/homework-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, homework, users } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { mailsTo } from '../payments/helpers.ts';
import { answer } from '../practice/practice-helpers.ts';
import { linkedFamily } from '../family/helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const db = database.db;
const tutor = await userWith('tutor', { firstname: 'Maya', lastname: 'Reyes' });
const DAY_MS = 86_400_000;

const set = (studentId: string, body: unknown) =>
  jsonCall(app, 'POST', `/api/tutor/students/${studentId}/homework`, body, tutor.cookie);
const mine = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/homework', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().homework as Homework[];
};

// A month ahead: a due day must not have passed.
const due = academyDay(new Date(Date.now() + 30 * 86_400_000));
// Its year is written when it is not this one (today may be in December).
const dueText = (
  due.startsWith(academyDay(new Date()).slice(0, 4)) ? formatDay : formatDayWithYear
)(due);

describe('homework', () => {
  it('counts the questions of its concept answered since it was set, each once', async () => {
    const student = await userWith('student');
    await answer(app, student.cookie, 'test-linear-001', false);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const res = await set(student.id, {
      subModuleId: 'algebra',
      conceptId: 'linear-equations-one-variable',
      questionCount: 3,
      dueOn: due,
      note: '  Show your steps.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      subModuleName: 'Algebra',
      conceptName: 'Linear Equations in One Variable',
      questionCount: 3,
      answered: 0,
      dueOn: due,
      note: 'Show your steps.',
      authorName: 'Maya Reyes',
    });

    // The student is told, with a link straight into the concept's practice.
    const [mail] = await mailsTo(db, student.email, 'homework-set');
    expect(mail!.subject).toBe(
      'Homework from Maya Reyes: Linear Equations in One Variable (Algebra)',
    );
    expect(mail!.textBody).toContain(
      `Maya Reyes set you homework: 3 questions of Linear Equations in One Variable (Algebra), due ${dueText}.`,
    );
    expect(mail!.textBody).toContain('Maya Reyes wrote: Show your steps.');
    expect(mail!.textBody).toContain('/practice/algebra?concept=linear-equations-one-variable');

    // A retry counts (practice since it was set); a question outside the concept does not.
    await answer(app, student.cookie, 'test-linear-001', true);
    await answer(app, student.cookie, 'test-linear-001', true);
    await answer(app, student.cookie, 'test-linear-002', true);
    await answer(app, student.cookie, 'test-system-001', true);
    expect(await mine(student.cookie)).toEqual([expect.objectContaining({ answered: 2 })]);
    await answer(app, student.cookie, 'test-system-002', false);
    const [done] = await mine(student.cookie);
    expect(done).toMatchObject({ answered: 3, questionCount: 3 });

    // The tutor's list matches; the student's drops it a few days after it was done.
    const listed = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${student.id}/homework`,
      undefined,
      tutor.cookie,
    );
    expect(listed.json().homework).toEqual([done]);
    const past = (at: Date) => new Date(at.getTime() - 5 * DAY_MS);
    for (const row of await db.select().from(answers).where(eq(answers.userId, student.id))) {
      await db
        .update(answers)
        .set({ answeredAt: past(row.answeredAt) })
        .where(eq(answers.id, row.id));
    }
    await db
      .update(homework)
      .set({ createdAt: past(new Date(done!.createdAt)) })
      .where(eq(homework.id, done!.id));
    expect(await mine(student.cookie)).toEqual([]);
    // Practiced again today, a question of homework done days ago does not bring it back: it
    // was done when its last question was first answered.
    await answer(app, student.cookie, 'test-linear-001', true);
    expect(await mine(student.cookie)).toEqual([]);
    const kept = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${student.id}/homework`,
      undefined,
      tutor.cookie,
    );
    expect(kept.json().homework).toEqual([expect.objectContaining({ answered: 3 })]);
  });

  // A double click, or a retry after a dropped answer, sent the same homework twice: the
  // student had it twice, and two mails.
  it('is set once when the same homework is sent twice at once', async () => {
    const student = await userWith('student');
    const body = { subModuleId: 'algebra', questionCount: 4, dueOn: due, note: 'Before Friday' };
    const [first, second] = await Promise.all([set(student.id, body), set(student.id, body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(await mine(student.cookie)).toHaveLength(1);
    expect(await mailsTo(db, student.email, 'homework-set')).toHaveLength(1);
    // Another count is another homework.
    expect((await set(student.id, { ...body, questionCount: 3 })).statusCode).toBe(201);
    expect(await mine(student.cookie)).toHaveLength(2);
  });

  it('is removed by the tutor, and is each student’s own', async () => {
    const student = await userWith('student');
    const other = await userWith('student');
    const { id } = (await set(student.id, { subModuleId: 'algebra', questionCount: 4 })).json();
    expect(await mine(other.cookie)).toEqual([]);
    expect(await mine(student.cookie)).toEqual([
      expect.objectContaining({ id, conceptId: null, conceptName: null, dueOn: null, note: null }),
    ]);
    const removed = await jsonCall(app, 'DELETE', `/api/tutor/homework/${id}`, {}, tutor.cookie);
    expect(removed.statusCode).toBe(204);
    // Its mail, if not gone yet, goes no more.
    const unsent = (await mailsTo(db, student.email, 'homework-set')).filter(
      (m) => m.topic === id && m.sentAt === null,
    );
    expect(unsent).toEqual([]);
    expect(await mine(student.cookie)).toEqual([]);
    const again = await jsonCall(app, 'DELETE', `/api/tutor/homework/${id}`, {}, tutor.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(homeworkMessages.notFound);
    const byStudent = await jsonCall(
      app,
      'POST',
      `/api/tutor/students/${student.id}/homework`,
      { subModuleId: 'algebra', questionCount: 4 },
      student.cookie,
    );
    expect(byStudent.statusCode).toBe(403);
  });

  it('refuses a topic or concept the bank lacks, a count out of range or above the bank, a long note', async () => {
    const student = await userWith('student');
    const refused = async (body: object, param: string, msg: string) => {
      const res = await set(student.id, { subModuleId: 'algebra', questionCount: 3, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ param, msg });
    };
    await refused({ subModuleId: 'no-such-topic' }, 'subModuleId', homeworkMessages.topicUnknown);
    await refused({ conceptId: 'circles' }, 'conceptId', homeworkMessages.conceptUnknown);
    await refused({ questionCount: 2 }, 'questionCount', homeworkMessages.countRange);
    await refused({ questionCount: 41 }, 'questionCount', homeworkMessages.countRange);
    // The fixture bank's Algebra has four questions: a fifth could never be answered.
    await refused({ questionCount: 5 }, 'questionCount', homeworkMessages.countAboveScope(4));
    await refused({ dueOn: 'Friday' }, 'dueOn', homeworkMessages.dueInvalid);
    // Due yesterday: it would show as overdue the moment it is set.
    const yesterday = academyDay(new Date(Date.now() - 86_400_000));
    await refused({ dueOn: yesterday }, 'dueOn', homeworkMessages.duePast);
    // A year ahead is the last day taken: 9999-12-31 is a typo, not a plan.
    await refused({ dueOn: '9999-12-31' }, 'dueOn', homeworkMessages.dueTooFar);
    const today = academyDay(new Date());
    const nextNewYear = `${Number(today.slice(0, 4)) + 2}-01-01`;
    await refused({ dueOn: nextNewYear }, 'dueOn', homeworkMessages.dueTooFar);
    const yearAhead = await set(student.id, {
      subModuleId: 'algebra',
      questionCount: 3,
      dueOn: lastDueDay(today),
    });
    expect(yearAhead.statusCode, yearAhead.body).toBe(201);
    await refused(
      { note: 'x'.repeat(HOMEWORK_NOTE_MAX + 1) },
      'note',
      homeworkMessages.noteTooLong,
    );
    const parent = await userWith('parent');
    const notStudent = await set(parent.id, { subModuleId: 'algebra', questionCount: 3 });
    expect(notStudent.statusCode).toBe(404);
  });

  it("shows a linked parent the child's homework", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = await db.select().from(users).where(eq(users.email, student.email));
    expect((await set(child!.id, { subModuleId: 'algebra', questionCount: 3 })).statusCode).toBe(
      201,
    );
    await answer(app, student.cookie, 'test-linear-002', true);
    const family = await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie);
    expect(family.json()[0].homework).toEqual([
      expect.objectContaining({ subModuleName: 'Algebra', answered: 1, questionCount: 3 }),
    ]);
  });
});
