import {
  calibrate,
  SAT_SCORES_SHOWN,
  TUTOR_RESULTS_PAGE_SIZE,
  type SatScore,
  type TutorResultsPage,
} from '@academy/shared/sat-scores';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { satScores, users } from '../../db/schema/index.ts';

type SatScoreRow = typeof satScores.$inferSelect;

const toSatScore = (row: SatScoreRow): SatScore => ({
  id: row.id,
  testDate: row.testDate,
  math: row.math,
  readingWriting: row.readingWriting,
  total: row.math + row.readingWriting,
  practiceEstimate: row.practiceEstimate,
  createdAt: row.createdAt.toISOString(),
});

/** Official SAT scores: the student enters and removes theirs; tutors and parents read them. */
export function createSatScoreRepository(db: Db) {
  return {
    /** A student's, newest test first. */
    async of(userId: string): Promise<SatScore[]> {
      const rows = await db
        .select()
        .from(satScores)
        .where(eq(satScores.userId, userId))
        .orderBy(desc(satScores.testDate))
        .limit(SAT_SCORES_SHOWN);
      return rows.map(toSatScore);
    },

    /** The new scores, or undefined when the student has scores for that day already. */
    async add(row: Omit<typeof satScores.$inferInsert, 'id' | 'createdAt'>, now: Date) {
      const [added] = await db
        .insert(satScores)
        .values({ ...row, createdAt: now })
        .onConflictDoNothing({ target: [satScores.userId, satScores.testDate] })
        .returning();
      return added && toSatScore(added);
    },

    /**
     * Every student's, newest entered first, a page at a time, with how often practice's range
     * held them over all entered scores (an academy's results: a few hundred rows at most).
     */
    async results(page: number): Promise<TutorResultsPage> {
      const [rows, [{ total } = { total: 0 }], all] = await Promise.all([
        db
          .select({
            score: satScores,
            student: { id: users.id, firstname: users.firstname, lastname: users.lastname },
          })
          .from(satScores)
          .innerJoin(users, eq(users.id, satScores.userId))
          .orderBy(desc(satScores.createdAt), desc(satScores.id))
          .limit(TUTOR_RESULTS_PAGE_SIZE)
          .offset((page - 1) * TUTOR_RESULTS_PAGE_SIZE),
        db.select({ total: count() }).from(satScores),
        db
          .select({
            math: satScores.math,
            readingWriting: satScores.readingWriting,
            practiceEstimate: satScores.practiceEstimate,
          })
          .from(satScores),
      ]);
      return {
        results: rows.map(({ score, student }) => ({ ...toSatScore(score), student })),
        page,
        pageSize: TUTOR_RESULTS_PAGE_SIZE,
        total,
        calibration: calibrate(all),
      };
    },

    /** Removes the user's own scores; false when they have none with that id. */
    async remove(userId: string, id: string) {
      const removed = await db
        .delete(satScores)
        .where(and(eq(satScores.id, id), eq(satScores.userId, userId)))
        .returning({ id: satScores.id });
      return removed.length > 0;
    },
  };
}

export type SatScoreRepository = ReturnType<typeof createSatScoreRepository>;
