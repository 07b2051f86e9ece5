import type { ReactNode } from 'react';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import type { SessionReport } from '@academy/shared/session-reports';
import { formatSessionDay, formatSessionHours } from '../../../lib/session-time';

/**
 * Paragraphs as the tutor wrote them, one <p> each. A word longer than the line (a link pasted
 * whole) breaks, or a phone's page scrolls sideways.
 */
function Paragraphs({ text }: { text: string }) {
  return text.split(/\n+/).map((line, i) => (
    <p key={i} className="wrap-break-word">
      {line}
    </p>
  ));
}

/** When a session was and what kind: "Tue, Dec 1, 2026 · 3:00 PM – 4:00 PM CST · Online". */
export function SessionWhen({
  session,
}: {
  session: Pick<SessionReport, 'startsAt' | 'endsAt' | 'sessionType'>;
}) {
  return (
    <>
      {formatSessionDay(session.startsAt)} · {formatSessionHours(session.startsAt, session.endsAt)}{' '}
      · {SESSION_TYPE_LABELS[session.sessionType]}
    </>
  );
}

/** One report: its session, the tutor's summary and next steps. `actions` sit by the title. */
export function SessionReportView({
  report,
  headingLevel: Heading = 'h3',
  actions,
}: {
  report: SessionReport;
  headingLevel?: 'h2' | 'h3' | 'h4';
  actions?: ReactNode;
}) {
  const titleId = `session-report-${report.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-2">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading id={titleId} className="font-semibold text-slate-900">
            <SessionWhen session={report} />
          </Heading>
          <p className="text-xs text-slate-500">Written by {report.authorName}</p>
        </div>
        {actions}
      </div>
      <div className="space-y-2 text-sm text-slate-700">
        <Paragraphs text={report.summary} />
      </div>
      {report.nextSteps ? (
        <div className="space-y-1 rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
          <p className="font-semibold">Next steps</p>
          <Paragraphs text={report.nextSteps} />
        </div>
      ) : null}
    </article>
  );
}
