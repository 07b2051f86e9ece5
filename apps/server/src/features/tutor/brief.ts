import type { Homework } from '@academy/shared/homework';
import type { SessionReport } from '@academy/shared/session-reports';
import { EVALUATION_KINDS, evaluationKindOf } from '@academy/shared/evaluation-kinds';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import {
  BRIEF_TESTS,
  type BriefConcept,
  type BriefSectionScores,
  type SessionBrief,
  TREND_DAYS,
} from '@academy/shared/tutor-brief';
import { storedQuestion, type ContentStore } from '../catalog/content-store.ts';
import type { EvaluationResult } from '../evaluation/scoring.ts';
import type { FirstAttemptInfo } from '../progress/progress-records.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { allConceptScores } from '../progress/scores.ts';
import type { StudentRow, TutorRepository } from './repository.ts';
import { briefQuestion, goalOf, noteAuthorName, toFlag } from './responses.ts';
import type { createFinishedTests } from '../tests/history.ts';
import type { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';
import type { SatScore } from '@academy/shared/sat-scores';
import type { Clock } from '../../lib/clock.ts';

/** The last misses a brief lists. */
const LAST_MISSES = 8;
/** Enough of a student's evaluations to find the latest scored one of each section. */
const EVALUATIONS_READ = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

interface BriefDeps {
  repo: TutorRepository;
  content: ContentStore;
  progressRepository: ProgressRepository;
  dashboard: (userId: string, now?: Date) => Promise<ProgressDashboard>;
  nextSessionOf: ReturnType<typeof createUpcomingSessions>['nextSessionOf'];
  finishedTests: ReturnType<typeof createFinishedTests>;
  homeworkOf: (studentId: string, now: Date) => Promise<Homework[]>;
  lastReportOf: (studentId: string) => Promise<SessionReport | null>;
  satScoresOf: (studentId: string) => Promise<SatScore[]>;
  clock: Clock;
}

type EvaluationRows = Awaited<ReturnType<TutorRepository['evaluations']>>['list'];

/** Each section's practice estimate beside its latest scored evaluation. */
function sectionScores(
  board: ProgressDashboard,
  evaluations: EvaluationRows,
): BriefSectionScores[] {
  const estimates = { math: board.estimate, 'reading-writing': board.readingWritingEstimate };
  return EVALUATION_KINDS.map((section) => {
    // Newest first: the first scored one of the section is the latest.
    const latest = evaluations
      .map(({ submission }) => ({
        submission,
        range: (submission.result as Partial<EvaluationResult> | null)?.scoreRange,
      }))
      .find(({ submission, range }) => range && evaluationKindOf(submission.kind) === section);
    return {
      section,
      estimate: estimates[section],
      evaluation: latest?.range
        ? { ...latest.range, submittedAt: latest.submission.createdAt.toISOString() }
        : null,
    };
  });
}

/**
 * GET /api/tutor/students/:id/brief: one printable page before a session. The trend of a weak
 * concept is its score now minus its score from the first attempts made before TREND_DAYS ago,
 * by the same mastery model (decision 029), so a trend never disagrees with the dashboard.
 */
export function createBrief({
  repo,
  content,
  progressRepository,
  dashboard,
  nextSessionOf,
  finishedTests,
  homeworkOf,
  lastReportOf,
  satScoresOf,
  clock,
}: BriefDeps) {
  function trends(
    weakest: ProgressDashboard['weakest'],
    firsts: Map<string, FirstAttemptInfo>,
    now: Date,
  ): BriefConcept[] {
    const cutoffUs = (now.getTime() - TREND_DAYS * DAY_MS) * 1000;
    const before = new Map([...firsts].filter(([, info]) => info.answeredUs < cutoffUs));
    const then = allConceptScores(content.get(), before);
    return weakest.map((w) => {
      const past = then.get(w.subModule)?.find((c) => c.concept === w.concept);
      return {
        concept: w.concept,
        name: w.name,
        subModuleName: w.subModuleName,
        score: w.score,
        trend:
          past && past.level !== 'Not started'
            ? Math.round((w.score - past.score) * 10) / 10
            : null,
      };
    });
  }

  return async function brief(student: StudentRow, sheetSize: number): Promise<SessionBrief> {
    const now = clock.now();
    const snapshot = content.get();
    const [
      board,
      firsts,
      misses,
      flags,
      missed,
      nextSession,
      evaluations,
      tests,
      [newestNote],
      homework,
      lastReport,
      satScores,
    ] = await Promise.all([
      dashboard(student.id, now),
      progressRepository.firstAttemptMap(student.id),
      repo.lastMisses(student.id, LAST_MISSES),
      repo.flags(student.id),
      // Enough to fill the sheet when some questions left the bank.
      sheetSize > 0 ? repo.missedFirstAttempts(student.id, sheetSize * 3) : Promise.resolve([]),
      nextSessionOf(student.id, now),
      repo.evaluations({ studentId: student.id, limit: EVALUATIONS_READ, offset: 0 }),
      finishedTests(student.id, BRIEF_TESTS),
      repo.notes(student.id, 1),
      homeworkOf(student.id, now),
      lastReportOf(student.id),
      satScoresOf(student.id),
    ]);
    const sheet = missed
      .map((m) => snapshot.questionById.get(m.questionId))
      .filter((q) => q !== undefined)
      .slice(0, sheetSize)
      .map((q) => briefQuestion(snapshot, q));
    return {
      student: { id: student.id, firstname: student.firstname, lastname: student.lastname },
      generatedAt: now.toISOString(),
      goal: goalOf(student),
      satScores,
      nextSession,
      scores: sectionScores(board, evaluations.list),
      tests,
      lastNote: newestNote
        ? {
            authorName: noteAuthorName({
              firstname: newestNote.authorFirstname,
              lastname: newestNote.authorLastname,
            }),
            text: newestNote.note.text,
            updatedAt: new Date(newestNote.note.updatedAt).toISOString(),
          }
        : null,
      homework,
      lastReport,
      weakest: trends(board.weakest, firsts, now),
      misses: misses.flatMap((m) => {
        const stored = storedQuestion(snapshot, m.questionId);
        if (!stored) return [];
        return [
          {
            ...briefQuestion(snapshot, stored),
            answeredAt: m.answeredAt.toISOString(),
            studentAnswer: m.answer,
            hintsUsed: m.hintsUsed,
            superhintsUsed: m.superhintsUsed,
          },
        ];
      }),
      flags: flags.filter((f) => f.resolvedAt === null).map((f) => toFlag(f, snapshot)),
      practiceSheet: sheet,
    };
  };
}
