import { ACCOUNT_EXPORT_FORMAT } from '@academy/shared/account-data';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answers,
  bookingSessions,
  checkoutSessions,
  evaluationSubmissions,
  familyInvitations,
  familyLinks,
  homework,
  practiceRounds,
  questionFlags,
  questionReports,
  reviewCards,
  satScores,
  sessionReports,
  sessions,
  studyGoals,
  subscriptions,
  testAnswers,
  testAttempts,
  tutorBookings,
  users,
} from '../../db/schema/index.ts';
import type { UserRow } from '../auth/repository.ts';

/**
 * Everything the account holds, as one JSON document (decision 052): what the owner typed, did
 * and bought, with the question ids their answers refer to. Left out: secrets (password hash,
 * tokens), the tutor's private notes (the academy's working notes, given on a written request)
 * and what only exists to run the app (served-question bookkeeping, counters).
 */
export function createAccountExport(db: Db) {
  const linkedPeople = (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: users.id,
            firstname: users.firstname,
            lastname: users.lastname,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, ids));

  return async function exportAccount(user: UserRow, now: Date) {
    const email = user.email.toLowerCase();
    const [
      signIns,
      answerRows,
      cards,
      flags,
      rounds,
      attempts,
      goal,
      scores,
      links,
      invitations,
      submissions,
      bookings,
      reports,
      assigned,
      problemReports,
      plans,
      checkouts,
    ] = await Promise.all([
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          device: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(asc(sessions.createdAt)),
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
        .where(eq(answers.userId, user.id))
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
        .where(eq(reviewCards.userId, user.id))
        .orderBy(asc(reviewCards.createdAt)),
      db
        .select({
          questionId: questionFlags.questionId,
          note: questionFlags.note,
          createdAt: questionFlags.createdAt,
        })
        .from(questionFlags)
        .where(eq(questionFlags.userId, user.id))
        .orderBy(asc(questionFlags.createdAt)),
      db
        .select({
          topicId: practiceRounds.submoduleId,
          round: practiceRounds.round,
          startedAt: practiceRounds.startedAt,
        })
        .from(practiceRounds)
        .where(eq(practiceRounds.userId, user.id)),
      testsOf(db, user.id),
      db.select().from(studyGoals).where(eq(studyGoals.userId, user.id)),
      db
        .select({
          testDate: satScores.testDate,
          math: satScores.math,
          readingWriting: satScores.readingWriting,
          enteredAt: satScores.createdAt,
        })
        .from(satScores)
        .where(eq(satScores.userId, user.id))
        .orderBy(asc(satScores.testDate)),
      db
        .select()
        .from(familyLinks)
        .where(or(eq(familyLinks.parentId, user.id), eq(familyLinks.childId, user.id))),
      db
        .select({
          email: familyInvitations.email,
          createdAt: familyInvitations.createdAt,
          acceptedAt: familyInvitations.acceptedAt,
          revokedAt: familyInvitations.revokedAt,
        })
        .from(familyInvitations)
        .where(eq(familyInvitations.childId, user.id)),
      db
        .select({
          kind: evaluationSubmissions.kind,
          email: evaluationSubmissions.email,
          answers: evaluationSubmissions.answers,
          result: evaluationSubmissions.result,
          submittedAt: evaluationSubmissions.createdAt,
        })
        .from(evaluationSubmissions)
        .where(
          or(
            eq(evaluationSubmissions.userId, user.id),
            sql`lower(${evaluationSubmissions.email}) = ${email}`,
          ),
        )
        .orderBy(asc(evaluationSubmissions.createdAt)),
      bookingsOf(db, user.id),
      db
        .select({
          summary: sessionReports.summary,
          nextSteps: sessionReports.nextSteps,
          writtenAt: sessionReports.createdAt,
          updatedAt: sessionReports.updatedAt,
        })
        .from(sessionReports)
        .where(eq(sessionReports.studentId, user.id))
        .orderBy(asc(sessionReports.createdAt)),
      db
        .select({
          topicId: homework.submoduleId,
          conceptId: homework.conceptId,
          questionCount: homework.questionCount,
          dueOn: homework.dueOn,
          note: homework.note,
          assignedAt: homework.createdAt,
        })
        .from(homework)
        .where(eq(homework.studentId, user.id))
        .orderBy(asc(homework.createdAt)),
      db
        .select({
          questionId: questionReports.questionId,
          reason: questionReports.reason,
          text: questionReports.text,
          createdAt: questionReports.createdAt,
          resolvedAt: questionReports.resolvedAt,
        })
        .from(questionReports)
        .where(eq(questionReports.userId, user.id))
        .orderBy(asc(questionReports.createdAt)),
      db
        .select({
          kind: subscriptions.kind,
          tier: subscriptions.tier,
          status: subscriptions.status,
          currentPeriodStart: subscriptions.currentPeriodStart,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          endedAt: subscriptions.endedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id))
        .orderBy(asc(subscriptions.createdAt)),
      db
        .select({
          item: checkoutSessions.itemName,
          quantity: checkoutSessions.quantity,
          amountCents: checkoutSessions.amountCents,
          currency: checkoutSessions.currency,
          paymentStatus: checkoutSessions.paymentStatus,
          createdAt: checkoutSessions.createdAt,
          completedAt: checkoutSessions.completedAt,
        })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.userId, user.id))
        .orderBy(asc(checkoutSessions.createdAt)),
    ]);

    const others = links.map((l) => (l.parentId === user.id ? l.childId : l.parentId));
    const people = new Map((await linkedPeople([...new Set(others)])).map((p) => [p.id, p]));
    const person = (id: string) => {
      const p = people.get(id);
      return p ? { name: `${p.firstname} ${p.lastname}`, email: p.email } : null;
    };

    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: now.toISOString(),
      account: {
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        phoneNumber: user.phoneNumber,
        state: user.state,
        role: user.role,
        signsInWithGoogle: user.googleSub !== null,
        hasPassword: user.passwordHash !== null,
        emailVerifiedAt: user.emailVerifiedAt,
        newSignInAlerts: user.newSignInAlerts,
        extendedTime: user.extendedTime,
        subscriptionTier: user.subscriptionTier,
        createdAt: user.createdAt,
        lastActiveAt: user.lastActiveAt,
      },
      signedInDevices: signIns,
      practice: { answers: answerRows, reviewCards: cards, flaggedQuestions: flags, rounds },
      timedTests: attempts,
      goal: goal[0]
        ? {
            targetScore: goal[0].targetScore,
            testDate: goal[0].testDate,
            updatedAt: goal[0].updatedAt,
          }
        : null,
      officialScores: scores,
      family: {
        links: links.map((l) => ({
          role: l.parentId === user.id ? 'parent of' : 'child of',
          person: person(l.parentId === user.id ? l.childId : l.parentId),
          linkedAt: l.createdAt,
          endedAt: l.revokedAt,
        })),
        invitationsSent: invitations,
      },
      evaluations: submissions,
      tutoring: { bookings, sessionReports: reports, homework: assigned },
      questionReports: problemReports,
      payments: { plans, checkouts },
    };
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

/** Bookings of the user's sessions, or that they paid for, with each session's time. */
async function bookingsOf(db: Db, userId: string) {
  const bookings = await db
    .select({
      id: tutorBookings.id,
      reference: tutorBookings.internalReference,
      fullName: tutorBookings.fullName,
      contact: tutorBookings.contactInfo,
      sessionType: tutorBookings.sessionType,
      sessionCount: tutorBookings.sessionCount,
      totalCents: tutorBookings.totalCents,
      currency: tutorBookings.currency,
      status: tutorBookings.status,
      paidAt: tutorBookings.paidAt,
      createdAt: tutorBookings.createdAt,
    })
    .from(tutorBookings)
    .where(or(eq(tutorBookings.userId, userId), eq(tutorBookings.bookedByUserId, userId)))
    .orderBy(asc(tutorBookings.createdAt));
  if (bookings.length === 0) return [];
  const times = await db
    .select({
      bookingId: bookingSessions.bookingId,
      startsAt: bookingSessions.startsAt,
      endsAt: bookingSessions.endsAt,
      status: bookingSessions.status,
    })
    .from(bookingSessions)
    .where(
      inArray(
        bookingSessions.bookingId,
        bookings.map((b) => b.id),
      ),
    )
    .orderBy(asc(bookingSessions.startsAt));
  return bookings.map(({ id, ...booking }) => ({
    ...booking,
    sessions: times.filter((t) => t.bookingId === id).map(({ bookingId: _, ...time }) => time),
  }));
}
