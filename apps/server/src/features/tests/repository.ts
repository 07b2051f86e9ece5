import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, testAnswers, testAttemptModules, testAttempts } from '../../db/schema/index.ts';

export type AttemptRow = typeof testAttempts.$inferSelect;
export type ModuleRow = typeof testAttemptModules.$inferSelect;
export type AnswerRow = typeof testAnswers.$inferSelect;
export type NewModule = typeof testAttemptModules.$inferInsert;

/** An attempt's module being taken (joined on it), and that both are still open. */
export const currentModuleOf = and(
  eq(testAttemptModules.attemptId, testAttempts.id),
  eq(testAttemptModules.index, testAttempts.currentModule),
);
export const stillOpen = and(
  isNull(testAttempts.finishedAt),
  isNull(testAttemptModules.finishedAt),
);

export function createTestsRepository(db: Db) {
  return {
    async countAttempts(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(testAttempts)
        .where(eq(testAttempts.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Every question the user met, in a test module or answered in practice, for "no repeats
     * until the pool runs out": a question practised, its key and explanation seen, came back in
     * the full test and raised its score. A module never reached (Math's first, the break never
     * ended) counts only once its test's result, which shows every key, is there to read.
     */
    async seenQuestions(userId: string): Promise<Set<string>> {
      const [modules, practised] = await Promise.all([
        db
          .select({ ids: testAttemptModules.questionIds })
          .from(testAttemptModules)
          .innerJoin(testAttempts, eq(testAttempts.id, testAttemptModules.attemptId))
          .where(
            and(
              eq(testAttempts.userId, userId),
              or(
                testAttemptModules.reached,
                and(isNotNull(testAttempts.finishedAt), isNull(testAttempts.abandonedAt)),
              ),
            ),
          ),
        db
          .selectDistinct({ id: answers.questionId })
          .from(answers)
          .where(eq(answers.userId, userId)),
      ]);
      return new Set([...modules.flatMap((r) => r.ids), ...practised.map((r) => r.id)]);
    },

    async create(
      attempt: { userId: string; testId: string; timeFactor: number; createdAt: Date },
      module: Omit<NewModule, 'attemptId'>,
    ): Promise<AttemptRow> {
      return db.transaction(async (tx) => {
        // Started anew: an attempt of the test still under way is abandoned, no result (its
        // finished modules' answers already count in practice).
        await tx
          .update(testAttempts)
          .set({ finishedAt: attempt.createdAt, abandonedAt: attempt.createdAt })
          .where(
            and(
              eq(testAttempts.userId, attempt.userId),
              eq(testAttempts.testId, attempt.testId),
              isNull(testAttempts.finishedAt),
            ),
          );
        const [created] = await tx.insert(testAttempts).values(attempt).returning();
        await tx.insert(testAttemptModules).values({ ...module, attemptId: created!.id });
        return created!;
      });
    },

    /** The user's unfinished attempts with their open module's deadline, newest first. */
    async openAttempts(userId: string) {
      return db
        .select({
          attemptId: testAttempts.id,
          testId: testAttempts.testId,
          module: testAttempts.currentModule,
          startedAt: testAttemptModules.startedAt,
          deadline: testAttemptModules.deadline,
        })
        .from(testAttempts)
        .innerJoin(testAttemptModules, currentModuleOf)
        .where(and(eq(testAttempts.userId, userId), stillOpen))
        .orderBy(desc(testAttempts.createdAt));
    },

    /** The attempt if it is the user's: another's is as absent as a missing one. */
    /**
     * Unfinished attempts, anyone's, whose open module is their test's last (`lastModules`: the
     * test ids by their count of modules) and ran out before `before`, oldest deadline first.
     */
    async runOutLastModules(lastModules: Map<number, string[]>, before: Date, limit: number) {
      const isLast = [...lastModules].map(([count, testIds]) =>
        and(eq(testAttempts.currentModule, count), inArray(testAttempts.testId, testIds)),
      );
      return db
        .select({ attemptId: testAttempts.id, userId: testAttempts.userId })
        .from(testAttempts)
        .innerJoin(testAttemptModules, currentModuleOf)
        .where(and(stillOpen, lt(testAttemptModules.deadline, before), or(...isLast)))
        .orderBy(asc(testAttemptModules.deadline))
        .limit(limit);
    },

    async findOwned(userId: string, attemptId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(testAttempts)
        .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)));
      return row;
    },

    /** The user's latest finished attempts, newest first, each with its modules and answers. */
    async finished(userId: string, limit: number) {
      const attempts = await db
        .select()
        .from(testAttempts)
        .where(
          and(
            eq(testAttempts.userId, userId),
            isNotNull(testAttempts.finishedAt),
            isNull(testAttempts.abandonedAt),
          ),
        )
        .orderBy(desc(testAttempts.finishedAt))
        .limit(limit);
      if (attempts.length === 0) return [];
      const ids = attempts.map((a) => a.id);
      const [modules, answers] = await Promise.all([
        db
          .select()
          .from(testAttemptModules)
          .where(inArray(testAttemptModules.attemptId, ids))
          .orderBy(asc(testAttemptModules.index)),
        db.select().from(testAnswers).where(inArray(testAnswers.attemptId, ids)),
      ]);
      return attempts.map((attempt) => ({
        attempt,
        modules: modules.filter((m) => m.attemptId === attempt.id),
        answers: answers.filter((a) => a.attemptId === attempt.id),
      }));
    },

    async modules(attemptId: string): Promise<ModuleRow[]> {
      return db
        .select()
        .from(testAttemptModules)
        .where(eq(testAttemptModules.attemptId, attemptId))
        .orderBy(asc(testAttemptModules.index));
    },

    async answers(attemptId: string, moduleIndex?: number): Promise<AnswerRow[]> {
      return db
        .select()
        .from(testAnswers)
        .where(
          moduleIndex === undefined
            ? eq(testAnswers.attemptId, attemptId)
            : and(eq(testAnswers.attemptId, attemptId), eq(testAnswers.moduleIndex, moduleIndex)),
        );
    },

    /**
     * Stores an answer unless the module has ended: the module's row is locked between the check
     * and the write, so a finish arriving meanwhile waits. Undefined when refused.
     */
    async saveAnswer(
      answer: Omit<typeof testAnswers.$inferInsert, 'marked' | 'answer'> & {
        marked?: boolean;
        answer?: string;
      },
      latest: Date,
    ): Promise<AnswerRow | undefined> {
      return db.transaction(async (tx) => {
        const open = await tx
          .select({ index: testAttemptModules.index })
          .from(testAttemptModules)
          .where(
            and(
              eq(testAttemptModules.attemptId, answer.attemptId),
              eq(testAttemptModules.index, answer.moduleIndex),
              sql`${testAttemptModules.finishedAt} is null`,
              sql`${testAttemptModules.deadline} >= ${latest.toISOString()}::timestamptz`,
            ),
          )
          .for('share');
        if (open.length === 0) return undefined;
        const [saved] = await tx
          .insert(testAnswers)
          .values({ ...answer, answer: answer.answer ?? '', marked: answer.marked ?? false })
          .onConflictDoUpdate({
            target: [testAnswers.attemptId, testAnswers.questionId],
            set: {
              // A save without the answer or the mark (another device's time, say) keeps them.
              ...(answer.answer !== undefined && {
                answer: answer.answer,
                answeredAt: answer.answeredAt,
              }),
              marked: answer.marked ?? sql`${testAnswers.marked}`,
              seconds: sql`greatest(${testAnswers.seconds}, excluded.seconds)`,
            },
          })
          .returning();
        return saved;
      });
    },

    /**
     * Ends module `index` at `now` and opens `next` (or ends the attempt), in one transaction;
     * only the first of two racing calls does it (false for the other).
     */
    async finishModule(
      attemptId: string,
      index: number,
      now: Date,
      next: Omit<NewModule, 'attemptId'> | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(testAttempts)
          .set({ currentModule: index + 1, ...(next ? {} : { finishedAt: now }) })
          .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.currentModule, index)))
          .returning({ id: testAttempts.id });
        if (!claimed) return false;
        await tx
          .update(testAttemptModules)
          .set({ finishedAt: now })
          .where(
            and(eq(testAttemptModules.attemptId, attemptId), eq(testAttemptModules.index, index)),
          );
        if (next) await tx.insert(testAttemptModules).values({ ...next, attemptId });
        return true;
      });
    },

    /** Module `index` is on the student's screen: its questions are met. */
    async markReached(attemptId: string, index: number): Promise<void> {
      await db
        .update(testAttemptModules)
        .set({ reached: true })
        .where(
          and(eq(testAttemptModules.attemptId, attemptId), eq(testAttemptModules.index, index)),
        );
    },

    /**
     * The break before module `index` ends now: its time starts at once, its length kept. Only
     * while the break lasts (a second device's Resume, or the break's own end, came first).
     */
    async startModuleNow(attemptId: string, index: number, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .update(testAttemptModules)
        .set({
          startedAt: now,
          deadline: sql`${at}::timestamptz + (${testAttemptModules.deadline} - ${testAttemptModules.startedAt})`,
        })
        .where(
          and(
            eq(testAttemptModules.attemptId, attemptId),
            eq(testAttemptModules.index, index),
            isNull(testAttemptModules.finishedAt),
            sql`${testAttemptModules.startedAt} > ${at}::timestamptz`,
          ),
        );
    },
  };
}

export type TestsRepository = ReturnType<typeof createTestsRepository>;
