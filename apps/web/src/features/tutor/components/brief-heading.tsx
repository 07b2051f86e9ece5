import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import type { SessionBrief } from '@academy/shared/tutor-brief';
import { formatSessionDay, formatSessionHours } from '../../../lib/session-time';
import { GoalLine } from '../../goals/components/goal-line';
import { SatScoreLines } from '../../goals/components/sat-score-lines';
import { formatDateTime } from '../lib/format';

/** The brief's title, when it was prepared, the student's goal and scores, the next session. */
export function BriefHeading({ brief }: { brief: SessionBrief }) {
  return (
    // Not a <header>: the print stylesheet hides the site's header and footer.
    <div className="border-b border-slate-200 pb-3">
      <h1
        id="brief-title"
        className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere] print:text-xl"
      >
        Session brief: {brief.student.firstname} {brief.student.lastname}
      </h1>
      <p className="text-sm text-slate-600">Prepared {formatDateTime(brief.generatedAt)}</p>
      {brief.goal ? <GoalLine goal={brief.goal} className="mt-1" /> : null}
      <SatScoreLines scores={brief.satScores} className="mt-2" />
      {brief.nextSession ? (
        <p className="mt-1 text-sm font-medium text-slate-800">
          Next session: {formatSessionDay(brief.nextSession.startsAt)},{' '}
          {formatSessionHours(brief.nextSession.startsAt, brief.nextSession.endsAt)} ·{' '}
          {SESSION_TYPE_LABELS[brief.nextSession.sessionType]}
        </p>
      ) : null}
    </div>
  );
}
