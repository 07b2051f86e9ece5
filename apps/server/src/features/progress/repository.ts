import { ACADEMY } from '@academy/shared/academy';
import { and, count, eq, gte, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { answers, questionServes } from '../../db/schema/index.ts';
import { createBatcher } from '../../lib/batcher.ts';
import {
  claimTrialCheck,
  recordAttempts,
  upsertChecks,
  upsertServes,
  type Check,
  type CardsToStart,
  type NewAttempt,
} from './practice-writes.ts';
import { createAnswerRequests } from './answer-requests.ts';
import { progressCacheFor } from './progress-cache.ts';
import { studyTime, type StudyDay } from './study-time.ts';
import { rightFirstTime, type FirstAttemptInfo, type StoredAttempt } from './progress-records.ts';

// Written into the statement, not bound: a day expression grouped by must be the same text in
// the select and the group by, and two bound parameters are two expressions to PostgreSQL.
const ACADEMY_ZONE = sql.raw(`'${ACADEMY.timeZone}'`);

export function createProgressRepository(db: Db) {
  const firstAttemptOf = (userId: string) =>
    and(eq(answers.userId, userId), eq(answers.isFirstAttempt, true));
  // A recorded answer counts as a check (practice_record_attempts): these are the questions
  // answered, and those whose check came without its record-answer.
  const checkedBy = (userId: string) =>
    and(eq(questionServes.userId, userId), isNotNull(questionServes.checkedAt));
  const cache = progressCacheFor(db);

  /** The user's first attempts by question (from memory once read; see ProgressCache). */
  const firstAttemptMap = (userId: string) =>
    cache.firstAttempts(userId, async () => {
      const rows = await db
        .select({
          questionId: answers.questionId,
          pointsEarned: answers.pointsEarned,
          hintsUsed: answers.hintsUsed,
          superhintsUsed: answers.superhintsUsed,
          timeSpentMs: answers.timeSpentMs,
          answeredUs:
            sql<number>`(extract(epoch from ${answers.answeredAt}) * 1000000)::bigint`.mapWith(
              Number,
            ),
          id: answers.id,
        })
        .from(answers)
        .where(firstAttemptOf(userId));
      return new Map<string, FirstAttemptInfo>(
        rows.map(({ questionId, ...info }) => [questionId, info]),
      );
    });

  // Practice writes arrive together under load: they run in groups (see batcher.ts).
  // Writes answer nothing but their completion, one per item.
  const eachDone =
    <Item>(write: (db: Db, items: Item[]) => Promise<void>) =>
    async (items: Item[]) => {
      await write(db, items);
      return items.map(() => undefined);
    };
  const serveInGroup = createBatcher(eachDone(upsertServes));
  const checkInGroup = createBatcher(eachDone(upsertChecks));
  // One statement per group: if it fails, nothing of the group was stored and it can run again.
  const recordInGroup = createBatcher((attempts: NewAttempt[]) => recordAttempts(db, attempts));

  return {
    firstAttemptMap,
    requests: createAnswerRequests(db),
    generation: (userId: string) => cache.generation(userId),

    firstAttempts: async (userId: string) =>
      Array.from((await firstAttemptMap(userId)).entries(), ([questionId, info]) => ({
        questionId,
        isCorrect: rightFirstTime(info),
      })),

    /** The questions the user has checked, answered or not (from memory once read). */
    checkedQuestions: (userId: string) =>
      cache.checked(userId, async () => {
        const rows = await db
          .select({ questionId: questionServes.questionId })
          .from(questionServes)
          .where(checkedBy(userId));
        return new Set(rows.map((r) => r.questionId));
      }),

    /** Restarts the clock for a question handed out again; check results are kept. */
    async serve(userId: string, questionId: string, at: Date) {
      await serveInGroup({ userId, questionId, at });
      cache.recordServe(userId, questionId, at.getTime());
    },

    /**
     * The questions handed out to the user and not answered since, with when (from memory once
     * read): a question served again (a retry, a new round) is open again until it is checked.
     */
    openServes: (userId: string) =>
      cache.unchecked(userId, async () => {
        const rows = await db
          .select({ questionId: questionServes.questionId, servedAt: questionServes.servedAt })
          .from(questionServes)
          .where(
            and(
              eq(questionServes.userId, userId),
              // checked_at is the first check only: a later serve is open unless answered since.
              or(
                isNull(questionServes.checkedAt),
                lt(questionServes.checkedAt, questionServes.servedAt),
              ),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(answers)
                  .where(
                    and(
                      eq(answers.userId, questionServes.userId),
                      eq(answers.questionId, questionServes.questionId),
                      gte(answers.answeredAt, questionServes.servedAt),
                    ),
                  ),
              ),
            ),
          );
        return new Map(rows.map((r) => [r.questionId, r.servedAt.getTime()]));
      }),

    findServe: async (userId: string, questionId: string) =>
      (
        await db
          .select()
          .from(questionServes)
          .where(and(eq(questionServes.userId, userId), eq(questionServes.questionId, questionId)))
      )[0],

    /** The first check of a question is remembered; later ones do not change it. */
    async markChecked(userId: string, questionId: string, isCorrect: boolean, at: Date) {
      try {
        await checkInGroup({ userId, questionId, isCorrect, at });
      } catch (error) {
        cache.forget(userId); // as in recordAttempt
        throw error;
      }
      cache.recordCheck(userId, questionId);
    },

    /**
     * A Guest's check of a new question, stored at once if the trial has room (see
     * claimTrialCheck); false when it has none. Not batched: the limit is decided by the
     * database, one claim of a user after another.
     */
    async claimTrialCheck(check: Check, limit: number): Promise<boolean> {
      let allowed: boolean;
      try {
        allowed = await claimTrialCheck(db, check, limit);
      } catch (error) {
        cache.forget(check.userId); // as in recordAttempt
        throw error;
      }
      if (allowed) cache.recordCheck(check.userId, check.questionId);
      return allowed;
    },

    /**
     * Records an attempt, which also counts as a check (see recordAttempts). `cards`: the review
     * cards a first attempt may start, computed only for a first one. `timedTestMs`: the answer
     * was given in a timed test, which counted this long on the question (no serve to time it).
     */
    async recordAttempt({
      timedTestMs,
      ...attempt
    }: Omit<NewAttempt, 'first' | 'cards'> & {
      cards?: () => CardsToStart;
      timedTestMs?: number;
    }): Promise<StoredAttempt & { requestKept?: boolean }> {
      try {
        const first = !(await firstAttemptMap(attempt.userId)).has(attempt.questionId);
        const cards = first ? attempt.cards?.() : undefined;
        let stored = await recordInGroup({ ...attempt, first, cards });
        if (timedTestMs !== undefined) {
          // Stored when the module ended (the statement's clock): it was answered at `at`, and
          // counts on that day (study-days.ts), like the test's time of the question.
          await db
            .update(answers)
            .set({ timeSpentMs: timedTestMs, inTimedTest: true, answeredAt: attempt.at })
            .where(eq(answers.id, stored.id));
          stored = {
            ...stored,
            timeSpentMs: timedTestMs,
            inTimedTest: true,
            answeredUs: attempt.at.getTime() * 1000,
          };
        }
        cache.recordAttempt(attempt.userId, stored);
        return stored;
      } catch (error) {
        // Whether the row landed is unknown (a lost connection after the insert): read it again.
        cache.forget(attempt.userId);
        throw error;
      }
    },

    /** A timed test's module ended: the time practiced (studyTime) moved without an answer. */
    recordStudyTime: (userId: string) => cache.recordStudyTime(userId),

    /**
     * Counts over every attempt, and over first attempts as scores count them; the time studied
     * is the days' (studyDays).
     */
    async totals(userId: string) {
      const [[all], [used], firsts] = await Promise.all([
        db.select({ attempts: count() }).from(answers).where(eq(answers.userId, userId)),
        db.select({ questions: count() }).from(questionServes).where(checkedBy(userId)),
        firstAttemptMap(userId),
      ]);
      let correct = 0;
      let points = 0;
      for (const info of firsts.values()) {
        if (rightFirstTime(info)) correct += 1;
        points += info.pointsEarned;
      }
      return {
        attempts: all?.attempts ?? 0,
        answered: firsts.size,
        correct,
        points,
        questionsUsed: used?.questions ?? 0,
      };
    },

    /**
     * Every Dallas day the user studied (studyTime), newest first, as YYYY-MM-DD with its time
     * and the attempts stored on it: the one count of days studied (see study-days.ts).
     */
    async studyDays(userId: string): Promise<StudyDay[]> {
      const rows = rowsOf<{ date: string; ms: string; answered: string; correct: string }>(
        await db.execute(
          sql`select to_char(at at time zone ${ACADEMY_ZONE}, 'YYYY-MM-DD') as date, sum(ms) as ms,
                sum(answered) as answered, sum(correct) as correct
              from ${studyTime(userId)} group by 1 order by 1 desc`,
        ),
      );
      return rows.map((r) => ({
        date: r.date,
        timeSpentMs: Number(r.ms),
        answered: Number(r.answered),
        correct: Number(r.correct),
      }));
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
