import type { StudyGoal } from '@academy/shared/goals';
import { and, eq, gte, isNull, lt, lte, notExists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { satScores, studyGoals, users } from '../../db/schema/index.ts';

type GoalRow = typeof studyGoals.$inferSelect;

export const toGoal = (
  row: Pick<GoalRow, 'targetScore' | 'testDate' | 'updatedAt'>,
): StudyGoal => ({
  targetScore: row.targetScore,
  testDate: row.testDate,
  updatedAt: row.updatedAt.toISOString(),
});

/** The students' SAT goals (decision 051): the student writes theirs; tutors and parents read. */
export function createGoalRepository(db: Db) {
  /** Students (not staff or parents) with a goal that matches `where`, for their mails. */
  const studentsWithGoal = (where: SQL | undefined) =>
    db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        targetScore: studyGoals.targetScore,
        testDate: studyGoals.testDate,
      })
      .from(studyGoals)
      .innerJoin(users, eq(users.id, studyGoals.userId))
      .where(and(eq(users.role, 'student'), where));

  const testsBetween = async (from: string, to: string, more?: SQL) =>
    (
      await studentsWithGoal(
        and(gte(studyGoals.testDate, from), lte(studyGoals.testDate, to), more),
      )
    ).map((row) => ({ ...row, testDate: row.testDate! }));

  return {
    async of(userId: string): Promise<StudyGoal | null> {
      const [row] = await db.select().from(studyGoals).where(eq(studyGoals.userId, userId));
      return row ? toGoal(row) : null;
    },

    async save(
      userId: string,
      goal: Pick<StudyGoal, 'targetScore' | 'testDate'>,
      now: Date,
    ): Promise<StudyGoal> {
      const values = { ...goal, updatedAt: now };
      const [row] = await db
        .insert(studyGoals)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: studyGoals.userId, set: values })
        .returning();
      return toGoal(row!);
    },

    async isStudent(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'student')));
      return row !== undefined;
    },

    async remove(userId: string) {
      await db.delete(studyGoals).where(eq(studyGoals.userId, userId));
    },

    /** Students whose test day is from one Dallas day to another, both included. */
    testsBetween: (from: string, to: string) => testsBetween(from, to),

    /** Students with a goal but no test day ahead of `day`: none set, or the one set passed. */
    withoutTestAhead: (day: string) =>
      studentsWithGoal(or(isNull(studyGoals.testDate), lt(studyGoals.testDate, day))),

    /** Those of them who have not entered the test's scores. */
    awaitingScores: (from: string, to: string) =>
      testsBetween(
        from,
        to,
        notExists(
          db
            .select({ id: satScores.id })
            .from(satScores)
            .where(
              and(eq(satScores.userId, users.id), eq(satScores.testDate, studyGoals.testDate)),
            ),
        ),
      ),
  };
}

export type GoalRepository = ReturnType<typeof createGoalRepository>;
