import type { SessionReport } from '@academy/shared/session-reports';

/** A report of a session held Tue, Dec 1, 2026, 3–4 PM in Dallas. */
export const sessionReport: SessionReport = {
  id: 'r1',
  sessionId: 's1',
  startsAt: '2026-12-01T21:00:00.000Z',
  endsAt: '2026-12-01T22:00:00.000Z',
  sessionType: 'online',
  authorName: 'Tara Tutor',
  summary: 'Slopes and intercepts.\nWe timed ten questions.',
  nextSteps: 'Finish the homework.',
  createdAt: '2026-12-01T22:10:00.000Z',
  updatedAt: '2026-12-01T22:10:00.000Z',
};
