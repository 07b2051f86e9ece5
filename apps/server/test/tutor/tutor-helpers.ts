// What the tutor workspace's tests share: an app on the fixture bank, users of each role, and a
// student with practice, a flag, an evaluation and a booking.
import type { EvaluationKind } from '@academy/shared/evaluation-kinds';
import type { Role } from '@academy/shared/roles';
import { eq } from 'drizzle-orm';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import {
  bookingSessions,
  evaluationSubmissions,
  tutorBookings,
  users,
} from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';

export async function tutorTestApp(env: Record<string, string> = {}) {
  const built = await buildTestApp(
    { PUBLIC_FORM_RATE_LIMIT_MAX: '1000000', ...env },
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

const HOUR = 3_600_000;

/** Bookings with times, written as a paid checkout leaves them, at whole hours from now. */
export function bookings(db: Db) {
  const hoursAhead = (hours: number) =>
    new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);

  /** A booking with sessions starting at the given times, and those sessions. */
  async function booking(
    starts: Date[],
    options: {
      userId?: string | null;
      paid?: boolean;
      sessionStatus?: string;
      sessionType?: string;
    } = {},
  ) {
    const [row] = await db
      .insert(tutorBookings)
      .values({
        internalReference: `TS-${randomUUID().slice(0, 8).toUpperCase()}`,
        userId: options.userId ?? null,
        fullName: 'Casey Contact',
        contactInfo: 'casey@example.com',
        sessionType: options.sessionType ?? 'online',
        sessionCount: starts.length,
        unitPriceCents: 5000,
        totalCents: 5000 * starts.length,
        status: options.paid === false ? 'pending' : 'paid',
        paidAt: options.paid === false ? null : new Date(),
      })
      .returning();
    const sessions = await db
      .insert(bookingSessions)
      .values(
        starts.map((startsAt) => ({
          bookingId: row!.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + HOUR),
          status: options.sessionStatus ?? 'booked',
        })),
      )
      .returning();
    return { ...row!, sessions };
  }

  return { booking, hoursAhead };
}
