// What the tutor workspace's tests share: an app on the fixture bank, users of each role, and a
// student with practice, a flag, an evaluation and a booking.
import type { EvaluationKind } from '@academy/shared/evaluation-kinds';
import type { Role } from '@academy/shared/roles';
import { eq } from 'drizzle-orm';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { evaluationSubmissions, tutorBookings, users } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';

export async function tutorTestApp() {
  const built = await buildTestApp(
    { PUBLIC_FORM_RATE_LIMIT_MAX: '1000000' },
    { bankRoot: FIXTURE_BANK },
  );
  const { app, database, config } = built;
  const admin = createAdminCommands(database.db, config);

  /** A new account with `role`, as an administrator gives it. */
  async function userWith(role: Role, names: Record<string, string> = {}) {
    const account = await signUp(app, names);
    if (role !== 'student') await admin.setRole(account.email, role);
    const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
    return { ...account, id: row!.id };
  }

  /** A scored evaluation, stored as the evaluation stores one. */
  async function evaluationOf(
    student: { id: string; email: string } | null,
    options: { low?: number; createdAt?: Date; kind?: EvaluationKind } = {},
  ) {
    const low = options.low ?? 500;
    const [row] = await database.db
      .insert(evaluationSubmissions)
      .values({
        email: student?.email ?? uniqueEmail('visitor'),
        userId: student?.id ?? null,
        kind: options.kind ?? 'math',
        evaluationVersion: 'test',
        answers: { q1: 'A' },
        result: {
          correct: 1,
          total: 2,
          answered: 2,
          scoreRange: { low, high: low + 80 },
          sections: [{ correct: 1, total: 2 }],
          domains: [{ domain: 'algebra', name: 'Algebra', correct: 1, total: 2 }],
          missed: [
            {
              id: 'q2',
              section: 1,
              number: 2,
              domain: 'Algebra',
              difficulty: 3,
              userAnswer: 'C',
              correctAnswer: 'B',
              question: 'What is $x$?',
              explanation: 'Because.',
            },
          ],
          ability: { mean: 0, low80: -1, high80: 1 },
        },
        scoredAt: new Date(),
        ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      })
      .returning();
    return row!;
  }

  /** A student who answered, flagged a question, took the evaluation and booked a session. */
  async function practicedStudent(names: Record<string, string> = {}) {
    const student = await userWith('student', names);
    await answer(app, student.cookie, 'test-linear-001', false);
    await answer(app, student.cookie, 'test-linear-002', true);
    await answer(app, student.cookie, 'test-system-001', false);
    await jsonCall(
      app,
      'POST',
      '/api/questions/test-system-001/flag',
      { note: 'Why not D?' },
      student.cookie,
    );
    const evaluation = await evaluationOf(student);
    await database.db.insert(tutorBookings).values({
      internalReference: `TS-${student.id.slice(0, 6).toUpperCase()}`,
      userId: student.id,
      contactInfo: student.email,
      sessionType: 'online',
      sessionCount: 2,
      unitPriceCents: 5000,
      totalCents: 10000,
    });
    return { ...student, evaluation };
  }

  return { ...built, admin, userWith, evaluationOf, practicedStudent };
}
