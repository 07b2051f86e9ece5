// The tutor's upcoming sessions (issue 38: "The tutor's workspace lists upcoming sessions with
// the brief one click away"): GET /api/tutor/sessions.
import type { SessionRefundStatus } from './booking-slots.ts';
import type { SessionType } from './scheduling-prices.ts';

export const TUTOR_SESSIONS_PAGE_SIZE = 20;

export interface TutorUpcomingSession {
  /** The session's id (booking_sessions). */
  id: string;
  startsAt: string;
  endsAt: string;
  sessionType: SessionType;
  bookingReference: string;
  /** The student account the booking is for; null: booked without one (the contact is all). */
  student: { id: string; firstname: string; lastname: string } | null;
  /** The name and contact typed in the booking form. */
  fullName: string | null;
  contact: string;
}

export interface TutorSessionsPage {
  sessions: TutorUpcomingSession[];
  page: number;
  pageSize: number;
  total: number;
}

/** POST /api/tutor/sessions/:id/cancel: the session cancelled by the tutor, and its refund. */
/** POST /api/tutor/sessions/:id/move: the session at its new time. */
export interface TutorMovedSession {
  id: string;
  startsAt: string;
  endsAt: string;
}

export interface TutorCancelledSession {
  id: string;
  refund: { amountCents: number; status: SessionRefundStatus } | null;
}
