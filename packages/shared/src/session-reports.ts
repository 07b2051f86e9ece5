// Session reports: after a tutor session, the tutor writes what it covered and what comes next.
// The student and their linked parents are mailed it and find it on /sessions and /family; the
// next session's brief starts from it. Without zod, so that pages may import it: the request's
// schema is session-report-schema.ts.
import type { SessionType } from './scheduling-prices.ts';

export const SESSION_REPORT_SUMMARY_MAX = 2000;
export const SESSION_REPORT_NEXT_STEPS_MAX = 1000;
/** Reports listed for a student on /sessions and for the tutor: the newest. */
export const SESSION_REPORTS_SHOWN = 20;
/** Reports on each child's card on /family: the newest. */
export const FAMILY_REPORTS_SHOWN = 3;
/** How long after a session the tutor's lists still ask for its report. */
export const SESSION_REPORT_ASKED_DAYS = 30;
/** Sessions to report listed at most, newest first. */
export const TO_REPORT_SHOWN = 50;

export const sessionReportMessages = {
  sessionNotFound: 'Session not found.',
  noStudent: 'This session was booked without a student account: there is nobody to report to.',
  notStarted: 'This session has not started yet.',
  summaryRequired: 'Write what the session covered',
  summaryTooLong: `A summary cannot be more than ${SESSION_REPORT_SUMMARY_MAX} characters`,
  nextStepsTooLong: `Next steps cannot be more than ${SESSION_REPORT_NEXT_STEPS_MAX} characters`,
  saved: 'Report sent to the family.',
  updated: 'Report updated.',
} as const;

/** The session a report is about. */
export interface ReportedSession {
  sessionId: string;
  startsAt: string;
  endsAt: string;
  sessionType: SessionType;
}

export interface SessionReport extends ReportedSession {
  id: string;
  /** The tutor who wrote it; "A former tutor" once their account is gone. */
  authorName: string;
  /** Paragraphs, separated by line breaks. */
  summary: string;
  nextSteps: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/session-reports: the signed-in student's, newest session first. */
export interface SessionReportList {
  reports: SessionReport[];
}

/** A held session without a report, with its student: the tutor's sessions page lists them. */
export interface SessionToReport extends ReportedSession {
  student: { id: string; firstname: string; lastname: string };
}

/** GET /api/tutor/sessions/to-report: every student's, newest first. */
export interface SessionsToReport {
  sessions: SessionToReport[];
}

/** GET /api/tutor/students/:id/session-reports */
export interface TutorSessionReports {
  /** Sessions held in the last SESSION_REPORT_ASKED_DAYS without a report, newest first. */
  toWrite: ReportedSession[];
  reports: SessionReport[];
}
