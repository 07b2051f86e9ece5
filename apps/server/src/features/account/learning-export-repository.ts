import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answers,
  practiceRounds,
  questionFlags,
  reviewCards,
  testAnswers,
  testAttempts,
} from '../../db/schema/index.ts';
import { attemptColumns } from '../progress/answer-requests.ts';

/** Answers read for the export at a time: a page is about 1 MB of JSON. */
const ANSWER_PAGE = 5_000;

/**
 * The account's practice answers, oldest first, a page at a time: the heaviest accounts hold
 * 100,000 and more, which the export streams rather than holds (decision 052). Each page
 * starts after the last row of the one before, by time and id, so none is read twice.
 */
export async function* answerPagesOf(db: Db, userId: string, pageSize = ANSWER_PAGE) {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: answers.id,
        // The database's own text of the time: a Date would lose its microseconds.
        cursorAt: sql<string>`${answers.answeredAt}::text`,
        ...attemptColumns,
      })
      .from(answers)
      .where(
        and(
          eq(answers.userId, userId),
          after
            ? sql`(${answers.answeredAt}, ${answers.id}) > (${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(answers.answeredAt), asc(answers.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map(({ id: _id, cursorAt: _at, ...row }) => row);
    const last = rows[rows.length - 1]!;
    if (rows.length < pageSize) return;
    after = { at: last.cursorAt, id: Number(last.id) };
  }
}

/** The rest of the account's practice for its export: review cards, flags, rounds, tests. */
export async function learningOf(db: Db, userId: string) {
  const [cards, flags, rounds, timedTests] = await Promise.all([
    db
      .select({
        questionId: reviewCards.questionId,
        due: reviewCards.due,
        reps: reviewCards.reps,
        lapses: reviewCards.lapses,
        lastReview: reviewCards.lastReview,
        retiredAt: reviewCards.retiredAt,
        createdAt: reviewCards.createdAt,
      })
      .from(reviewCards)
      .where(eq(reviewCards.userId, userId))
      .orderBy(asc(reviewCards.createdAt)),
    db
      .select({
        questionId: questionFlags.questionId,
        note: questionFlags.note,
        createdAt: questionFlags.createdAt,
      })
      .from(questionFlags)
      .where(eq(questionFlags.userId, userId))
      .orderBy(asc(questionFlags.createdAt)),
    db
      .select({
        topicId: practiceRounds.submoduleId,
        round: practiceRounds.round,
        startedAt: practiceRounds.startedAt,
      })
      .from(practiceRounds)
      .where(eq(practiceRounds.userId, userId)),
    testsOf(db, userId),
  ]);
  return { practice: { reviewCards: cards, flaggedQuestions: flags, rounds }, timedTests };
}

async function testsOf(db: Db, userId: string) {
  const attempts = await db
    .select({
      id: testAttempts.id,
      testId: testAttempts.testId,
      timeFactor: testAttempts.timeFactor,
      startedAt: testAttempts.createdAt,
      finishedAt: testAttempts.finishedAt,
      // Started anew before it ended: no result, though its answers were given.
      abandonedAt: testAttempts.abandonedAt,
    })
    .from(testAttempts)
    .where(eq(testAttempts.userId, userId))
    .orderBy(asc(testAttempts.createdAt));
  if (attempts.length === 0) return [];
  const rows = await db
    .select({
      attemptId: testAnswers.attemptId,
      questionId: testAnswers.questionId,
      module: testAnswers.moduleIndex,
      answer: testAnswers.answer,
      marked: testAnswers.marked,
      seconds: testAnswers.seconds,
      answeredAt: testAnswers.answeredAt,
    })
    .from(testAnswers)
    .where(
      inArray(
        testAnswers.attemptId,
        attempts.map((a) => a.id),
      ),
    )
    .orderBy(asc(testAnswers.answeredAt));
  return attempts.map(({ id, ...attempt }) => ({
    ...attempt,
    answers: rows.filter((r) => r.attemptId === id).map(({ attemptId: _, ...answer }) => answer),
  }));
}
