import { academyDay } from '@academy/shared/academy-day';
import type { Role } from '@academy/shared/roles';
import {
  type StudentSort,
  TUTOR_EVALUATIONS_PAGE_SIZE,
  TUTOR_STUDENTS_PAGE_SIZE,
  type TutorEvaluationsPage,
  type TutorStudentDetail,
  type TutorStudentsPage,
  type TutorNote,
  type TutorTestResult,
  tutorMessages,
} from '@academy/shared/tutor';
import { AdminError, createAdminCommands } from '../../admin/commands.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../auth/repository.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { announceUserChanged } from '../auth/user-changes.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { createHomeworkService } from '../homework/service.ts';
import { createSessionReports } from '../session-reports/service.ts';
import { createSatScoreRepository } from '../goals/sat-score-repository.ts';
import { createFinishedTestResult, createFinishedTests } from '../tests/history.ts';
import { createDashboardService } from '../progress/dashboard-service.ts';
import { freeQuestionsLeft } from '../questions/free-questions-left.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { createBrief } from './brief.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTutorRepository } from './repository.ts';
import { reachesAsStudent } from './student-reach.ts';
import { createBookingCancellations } from '../scheduling/booking-cancellations.ts';
import { createSessionRepository } from '../scheduling/session-repository.ts';
import { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';
import { toBooking, toEvaluation, toFlag, toNote, toSummary } from './responses.ts';

export interface TutorDeps {
  db: Db;
  /** The time of the pages' "upcoming" and "next": the test clock's when it is on. */
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'academy' | 'guestFreeQuestions'>;
  content: ContentStore;
  progressRepository: ProgressRepository;
}

export function createTutorService({ db, clock, config, content, progressRepository }: TutorDeps) {
  const repo = createTutorRepository(db);
  const dashboard = createDashboardService(content, progressRepository);
  const finishedTests = createFinishedTests(db, content);
  const finishedTestResult = createFinishedTestResult(db, content);
  const homework = createHomeworkService(db, content);
  const sessionReports = createSessionReports(db, config);
  const satScores = createSatScoreRepository(db);
  const cancellations = createBookingCancellations(db);
  const bookingSessions = createSessionRepository(db);
  // Free and roles follow the administrator's command line rules exactly (issue 38: "the CLI stays").
  const admin = createAdminCommands(db, config);
  const brief = createBrief({
    repo,
    content,
    progressRepository,
    dashboard,
    nextSessionOf: createUpcomingSessions(db).nextSessionOf,
    finishedTests,
    homeworkOf: (studentId, now) => homework.list(studentId, now, 'student'),
    lastReportOf: async (studentId) => (await sessionReports.ofStudent(studentId, 1))[0] ?? null,
    satScoresOf: satScores.of,
    clock,
  });

  /**
   * The account at `id`, which a tutor reaches only as a student's: the pages, notes, brief and
   * Free of another parent, tutor or admin, their own included, are the admin's (decision 034).
   */
  async function studentOrFail(viewer: UserRow, id: string) {
    const row = await repo.student(id);
    if (!row || !reachesAsStudent(viewer.role, row.role)) {
      throw notFound(tutorMessages.studentNotFound);
    }
    return row;
  }

  async function ownNoteOrFail(viewer: UserRow, id: number) {
    const note = await repo.note(id);
    if (!note) throw notFound(tutorMessages.noteNotFound);
    if (note.authorId !== viewer.id) throw new AppError(403, tutorMessages.notYourNote);
    return note;
  }

  const noteOf = (viewer: UserRow, note: Parameters<typeof toNote>[0]): TutorNote =>
    toNote(note, viewer, viewer.id);

  return {
    async students(query: { q?: string; sort: StudentSort; page: number }) {
      const rows = await repo.listStudents({ ...query, today: academyDay(clock.now()) });
      const snapshot = content.get();
      return {
        students: rows.map((r) => toSummary(r, snapshot)),
        page: query.page,
        pageSize: TUTOR_STUDENTS_PAGE_SIZE,
        total: rows[0] ? Number(rows[0].total) : 0,
      } satisfies TutorStudentsPage;
    },

    async student(viewer: UserRow, id: string): Promise<TutorStudentDetail> {
      const row = await studentOrFail(viewer, id);
      const snapshot = content.get();
      const [board, flags, evaluations, tests, bookings, notes, scores] = await Promise.all([
        dashboard(id),
        repo.flags(id),
        repo.evaluations({ studentId: id, limit: 50, offset: 0 }),
        finishedTests(id),
        repo.bookings(id),
        repo.notes(id),
        satScores.of(id),
      ]);
      // A booking keeps the count and total it was paid with: what was cancelled and refunded
      // since is said beside them, as /family says it.
      const bookingIds = bookings.map((b) => b.id);
      const [cancelled, sessions] = await Promise.all([
        cancellations.ofBookings(bookingIds),
        bookingIds.length ? bookingSessions.ofBookings(bookingIds) : [],
      ]);
      const summary = toSummary(row, snapshot);
      return {
        student: { ...summary, role: row.role as Role },
        dashboard: board,
        flags: flags.map((f) => toFlag(f, snapshot)),
        evaluations: evaluations.list.map(toEvaluation),
        tests,
        bookings: bookings.map((b) =>
          toBooking(
            b,
            cancelled.get(b.id)!,
            sessions.filter((s) => s.bookingId === b.id),
          ),
        ),
        notes: notes.map(({ note, authorFirstname, authorLastname }) =>
          toNote(note, { firstname: authorFirstname, lastname: authorLastname }, viewer.id),
        ),
        satScores: scores,
        // Homework set past a Guest's trial stops at the plan page: the tutor is told beforehand.
        freeQuestionsLeft: await freeQuestionsLeft(progressRepository, config.guestFreeQuestions, {
          id,
          subscriptionTier: row.subscription_tier,
        }),
      };
    },

    /** A finished test of the student, every question with their answer, as they see it. */
    async testResult(
      viewer: UserRow,
      studentId: string,
      attemptId: string,
    ): Promise<TutorTestResult> {
      const { id, firstname, lastname } = await studentOrFail(viewer, studentId);
      return { ...(await finishedTestResult(id, attemptId)), student: { id, firstname, lastname } };
    },

    async addNote(viewer: UserRow, studentId: string, text: string) {
      await studentOrFail(viewer, studentId);
      return noteOf(viewer, await repo.insertNote({ studentId, authorId: viewer.id, text }));
    },

    async updateNote(viewer: UserRow, id: number, text: string) {
      await ownNoteOrFail(viewer, id);
      return noteOf(viewer, await repo.updateNote(id, text));
    },

    async deleteNote(viewer: UserRow, id: number) {
      await ownNoteOrFail(viewer, id);
      await repo.deleteNote(id);
    },

    async evaluations(page: number): Promise<TutorEvaluationsPage> {
      const { list, total } = await repo.evaluations({
        limit: TUTOR_EVALUATIONS_PAGE_SIZE,
        offset: (page - 1) * TUTOR_EVALUATIONS_PAGE_SIZE,
      });
      return {
        evaluations: list.map(toEvaluation),
        page,
        pageSize: TUTOR_EVALUATIONS_PAGE_SIZE,
        total,
      };
    },

    async setContacted(id: string, contacted: boolean) {
      if (!(await repo.setContacted(id, contacted))) {
        throw notFound(tutorMessages.evaluationNotFound);
      }
      return { id, contacted };
    },

    async setFree(viewer: UserRow, studentId: string, free: boolean) {
      const row = await studentOrFail(viewer, studentId);
      try {
        if (free) await admin.setFree(row.email);
        else await admin.clearFree(row.email);
      } catch (error) {
        // Giving Free is refused only while a plan renews; removing it, only where there is none.
        if (error instanceof AdminError) {
          throw conflict(free ? tutorMessages.freeWhileRenewing : tutorMessages.notFree);
        }
        throw error;
      }
      // The student's signed-in pages read the new plan at once, as after a purchase.
      announceUserChanged(db, studentId);
      return toSummary(await studentOrFail(viewer, studentId), content.get());
    },

    async setRole(viewer: UserRow, studentId: string, role: Role) {
      if (viewer.id === studentId) throw badRequest(tutorMessages.ownRole);
      const row = await studentOrFail(viewer, studentId);
      await admin.setRole(row.email, role);
      return { id: studentId, role };
    },

    brief: (viewer: UserRow, id: string, practiceSheet: number) =>
      studentOrFail(viewer, id).then((row) => brief(row, practiceSheet)),
  };
}

export type TutorService = ReturnType<typeof createTutorService>;
