import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, homework, users } from '../../db/schema/index.ts';

export type HomeworkRow = typeof homework.$inferSelect;
export type NewHomework = typeof homework.$inferInsert;

export interface ListedHomework {
  homework: HomeworkRow;
  authorFirstname: string | null;
  authorLastname: string | null;
}

export function createHomeworkRepository(db: Db) {
  /** Homework with its author's name (null once their account is gone). */
  const withAuthor = () =>
    db
      .select({ homework, authorFirstname: users.firstname, authorLastname: users.lastname })
      .from(homework)
      .leftJoin(users, eq(users.id, homework.authorId));

  return {
    /** The student's newest homework, with its author's name. */
    list: (studentId: string, limit: number) =>
      withAuthor()
        .where(eq(homework.studentId, studentId))
        .orderBy(desc(homework.createdAt), desc(homework.id))
        .limit(limit),

    one: async (id: string): Promise<ListedHomework | undefined> =>
      (await withAuthor().where(eq(homework.id, id)))[0],

    /**
     * The same homework (topic, concept, count, due day, note, author) set for the student since
     * `since`; the student's row is locked first, so a second sending waits for the first.
     */
    async sameSince(row: NewHomework, since: Date) {
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, row.studentId))
        .for('update');
      const [same] = await db
        .select({ id: homework.id })
        .from(homework)
        .where(
          and(
            eq(homework.studentId, row.studentId),
            eq(homework.authorId, row.authorId!),
            eq(homework.submoduleId, row.submoduleId),
            row.conceptId ? eq(homework.conceptId, row.conceptId) : isNull(homework.conceptId),
            eq(homework.questionCount, row.questionCount),
            row.dueOn ? eq(homework.dueOn, row.dueOn) : isNull(homework.dueOn),
            row.note ? eq(homework.note, row.note) : isNull(homework.note),
            gte(homework.createdAt, since),
          ),
        )
        .limit(1);
      return same;
    },

    add: async (row: NewHomework) => (await db.insert(homework).values(row).returning())[0]!,

    /** Deletes it; true when there was one. */
    remove: async (id: string) =>
      (await db.delete(homework).where(eq(homework.id, id)).returning({ id: homework.id })).length >
      0,

    /** A student's name, address and tier; undefined for anyone else. */
    student: async (id: string) =>
      (
        await db
          .select({
            id: users.id,
            email: users.email,
            firstname: users.firstname,
            subscriptionTier: users.subscriptionTier,
          })
          .from(users)
          .where(and(eq(users.id, id), eq(users.role, 'student')))
      )[0],

    /**
     * When the student answered each of `questionIds` since `since`, oldest first: one index
     * range a question (answers_user_question_time_idx), however long their history.
     */
    answerTimes: async (studentId: string, questionIds: string[], since: Date) => {
      const times = new Map<string, Date[]>();
      if (questionIds.length === 0) return times;
      const rows = await db
        .select({ questionId: answers.questionId, at: answers.answeredAt })
        .from(answers)
        .where(
          and(
            eq(answers.userId, studentId),
            inArray(answers.questionId, questionIds),
            gte(answers.answeredAt, since),
          ),
        )
        .orderBy(asc(answers.answeredAt));
      for (const { questionId, at } of rows) {
        const list = times.get(questionId);
        if (list) list.push(at);
        else times.set(questionId, [at]);
      }
      return times;
    },
  };
}
