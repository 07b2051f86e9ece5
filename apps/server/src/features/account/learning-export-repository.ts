import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answers,
  practiceRounds,
  questionFlags,
  reviewCards,
  testAnswers,
  testAttempts,
} from '../../db/schema/index.ts';

/** The account's practice for its export (decision 052): answers, review cards, flags, tests. */
export async function learningOf(db: Db, userId: string) {
  const [answerRows, cards, flags, rounds, timedTests] = await Promise.all([
    db
      .select({
        questionId: answers.questionId,
        answer: answers.answer,
        isCorrect: answers.isCorrect,
        isFirstAttempt: answers.isFirstAttempt,
        pointsEarned: answers.pointsEarned,
        timeSpentMs: answers.timeSpentMs,
        hintsUsed: answers.hintsUsed,
        superhintsUsed: answers.superhintsUsed,
        answeredAt: answers.answeredAt,
      })
      .from(answers)
      .where(eq(answers.userId, userId))
      .orderBy(asc(answers.answeredAt), asc(answers.id)),
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
  return {
    practice: { answers: answerRows, reviewCards: cards, flaggedQuestions: flags, rounds },
    timedTests,
  };
}

async function testsOf(db: Db, userId: string) {
  const attempts = await db
    .select({
      id: testAttempts.id,
      testId: testAttempts.testId,
      timeFactor: testAttempts.timeFactor,
      startedAt: testAttempts.createdAt,
      finishedAt: testAttempts.finishedAt,
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
