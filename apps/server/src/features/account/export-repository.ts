import { ACCOUNT_EXPORT_FORMAT } from '@academy/shared/account-data';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  evaluationSubmissions,
  familyInvitations,
  familyLinks,
  homework,
  questionReports,
  satScores,
  sessionReports,
  sessions,
  studyGoals,
  users,
} from '../../db/schema/index.ts';
import type { Config } from '../../config.ts';
import type { UserRow } from '../auth/repository.ts';
import { createPaymentsCore } from '../payments/core.ts';
import { createCardPlanPayments } from '../payments/plan-payments.ts';
import { answerPagesOf, learningOf } from './learning-export-repository.ts';
import { purchasesOf } from './purchases-export-repository.ts';
import { evaluationsOf } from './repository.ts';
import { settingsOf } from './settings-export-repository.ts';

/** Stands in the document for the answers, which are streamed in its place. */
const ANSWERS_SLOT = '\u0000answers\u0000';

/**
 * Everything the account holds, as one JSON document (decision 052): what the owner typed, did
 * and bought, with the question ids their answers refer to. Left out: secrets (password hash,
 * tokens), the tutor's private notes (the academy's working notes, given on a written request)
 * and what only exists to run the app (served-question bookkeeping, counters).
 *
 * Answered as the document's text in pieces: all but the practice answers is read first (a
 * failure there is an ordinary error answer), then the answers are read and sent a page at a
 * time, so an account of any size takes about a page of memory.
 */
export function createAccountExport(db: Db, config: Config) {
  // Stripe's invoices are read from Stripe, as the billing history reads them; the test
  // checkout's payments are our own rows.
  const onCard =
    config.payments.mode === 'stripe'
      ? createCardPlanPayments(createPaymentsCore(db, config))
      : undefined;
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

  async function documentOf(user: UserRow, now: Date) {
    const [
      learning,
      purchases,
      signIns,
      goal,
      scores,
      links,
      invitations,
      submissions,
      reports,
      assigned,
      problemReports,
      settings,
    ] = await Promise.all([
      learningOf(db, user.id),
      purchasesOf(db, user.id, onCard),
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
          sectionSeconds: evaluationSubmissions.sectionSeconds,
          submittedAt: evaluationSubmissions.createdAt,
        })
        .from(evaluationSubmissions)
        .where(evaluationsOf(user))
        .orderBy(asc(evaluationSubmissions.createdAt)),
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
          resolutionNote: questionReports.resolutionNote,
        })
        .from(questionReports)
        .where(eq(questionReports.userId, user.id))
        .orderBy(asc(questionReports.createdAt)),
      settingsOf(db, user.id, now),
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
        pendingEmailChange: settings.pendingEmailChange,
      },
      signedInDevices: signIns,
      practice: { answers: ANSWERS_SLOT, ...learning.practice },
      timedTests: learning.timedTests,
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
        weeklyDigest: settings.weeklyDigest,
      },
      evaluations: submissions.map(({ result, ...sitting }) => ({
        ...sitting,
        result: ownReadingOf(result),
      })),
      tutoring: { bookings: purchases.bookings, sessionReports: reports, homework: assigned },
      questionReports: problemReports,
      payments: purchases.payments,
    };
  }

  return async function exportAccount(user: UserRow, now: Date): Promise<AsyncIterable<string>> {
    const text = JSON.stringify(await documentOf(user, now));
    const slot = text.indexOf(JSON.stringify(ANSWERS_SLOT));
    return (async function* () {
      yield `${text.slice(0, slot)}[`;
      let separator = '';
      for await (const page of answerPagesOf(db, user.id)) {
        yield separator + page.map((row) => JSON.stringify(row)).join(',');
        separator = ',';
      }
      yield `]${text.slice(slot + JSON.stringify(ANSWERS_SLOT).length)}`;
    })();
  };
}

/**
 * A stored result as its taker may read it (decision 065's addendum): the retake found by
 * address is the academy's; the taker's own is `ownRetake`.
 */
function ownReadingOf(result: unknown) {
  if (!result || typeof result !== 'object') return result;
  const { retake: _academys, ownRetake, ...rest } = result as Record<string, unknown>;
  return { ...rest, ...(ownRetake ? { retake: ownRetake } : {}) };
}
