import type { StudyGoal } from '@academy/shared/goals';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studyGoals } from '../../db/schema/index.ts';

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
  return {
    async of(userId: string): Promise<StudyGoal | null> {
      const [row] = await db.select().from(studyGoals).where(eq(studyGoals.userId, userId));
      return row ? toGoal(row) : null;
    },

    /** Goals by user, for a page of students. */
    async ofEach(userIds: string[]): Promise<Map<string, StudyGoal>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select().from(studyGoals).where(inArray(studyGoals.userId, userIds));
      return new Map(rows.map((row) => [row.userId, toGoal(row)]));
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

    async remove(userId: string) {
      await db.delete(studyGoals).where(eq(studyGoals.userId, userId));
    },
  };
}

export type GoalRepository = ReturnType<typeof createGoalRepository>;
