import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionReportInput } from '@academy/shared/session-report-schema';
import { SESSION_REPORT_ASKED_DAYS } from '@academy/shared/session-reports';

/** The panel's place on the student's page: the to-do list links straight to it. */
export const SESSION_REPORTS_ANCHOR = 'session-reports';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { studentSessionReportsQueryOptions } from '../api/session-reports-api';
import { SessionReportForm } from './session-report-form';
import { SessionReportView, SessionWhen } from './session-report-view';

/**
 * On the tutor's page of a student: the sessions held lately without a report, each with a form
 * to write it, and the reports written, each to correct.
 */
export function SessionReportsPanel({ studentId }: { studentId: string }) {
  const query = useQuery(studentSessionReportsQueryOptions(studentId));
  // The session whose form is open: one at a time.
  const [open, setOpen] = useState<string | null>(null);
  // What was typed in a form closed by opening another, by session: a half-written report was
  // lost when the tutor opened the last one's Edit to look at it.
  const drafts = useRef(new Map<string, SessionReportInput>());
  const keepDraft = useCallback((sessionId: string, values: SessionReportInput | null) => {
    if (values) drafts.current.set(sessionId, values);
    else drafts.current.delete(sessionId);
  }, []);
  // Closed, the form leaves the focus on nothing: it goes back to the session's button (Edit,
  // once a report sent moves the session to those written and the list has come back).
  const focusBack = useRef<string | null>(null);
  const close = () => {
    focusBack.current = open;
    setOpen(null);
  };
  // Opened from the to-do list's link (#session-reports): the router's scroll to the anchor
  // comes before the student's page has its data; once the reports are in, the panel brings
  // itself into view.
  const section = useRef<HTMLElement>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    const sessionId = focusBack.current;
    if (!sessionId || open) return;
    const opener = [
      ...(section.current?.querySelectorAll<HTMLElement>('[data-opens-report]') ?? []),
    ].find((button) => button.dataset.opensReport === sessionId);
    if (!opener) return;
    opener.focus();
    focusBack.current = null;
  }, [open, query.data]);
  useEffect(() => {
    if (loaded && window.location.hash === `#${SESSION_REPORTS_ANCHOR}`) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);
  return (
    <section
      ref={section}
      id={SESSION_REPORTS_ANCHOR}
      aria-labelledby="session-reports-title"
      className="scroll-mt-24 space-y-3"
      data-mascot-avoid
    >
      <h2 id="session-reports-title" className="text-lg font-bold text-slate-900">
        Session reports
      </h2>
      <p className="text-sm text-slate-600">
        After a session, write what it covered and what comes next. The student and their parents
        get it by email and keep it on their pages; the next brief starts from it.
      </p>
      {query.isPending ? (
        <Spinner label="Loading the session reports" />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {query.error.message}
        </p>
      ) : query.data ? (
        <>
          {query.data.toWrite.length ? (
            <ul aria-label="Sessions to report" className="space-y-2">
              {query.data.toWrite.map((session) => (
                <li
                  key={session.sessionId}
                  className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3"
                >
                  <p
                    id={`session-to-report-${session.sessionId}`}
                    className="text-sm font-medium text-slate-900"
                  >
                    <SessionWhen session={session} />
                  </p>
                  {open === session.sessionId ? (
                    <SessionReportForm
                      sessionId={session.sessionId}
                      draft={drafts.current.get(session.sessionId)}
                      onDraft={keepDraft}
                      onDone={close}
                    />
                  ) : (
                    <Button
                      size="sm"
                      onClick={() => setOpen(session.sessionId)}
                      // Several may wait: a screen reader hears which session each reports on.
                      aria-describedby={`session-to-report-${session.sessionId}`}
                      data-opens-report={session.sessionId}
                    >
                      Write report
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {query.data.reports.length ? (
            <ul aria-label="Reports written" className="space-y-2">
              {query.data.reports.map((report) => (
                <li
                  key={report.id}
                  className="rounded-xl border border-slate-200 bg-white p-3 shadow-card"
                >
                  {open === report.sessionId ? (
                    <SessionReportForm
                      sessionId={report.sessionId}
                      initial={report}
                      draft={drafts.current.get(report.sessionId)}
                      onDraft={keepDraft}
                      onDone={close}
                    />
                  ) : (
                    <SessionReportView
                      report={report}
                      actions={
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setOpen(report.sessionId)}
                          aria-describedby={`session-report-${report.id}`}
                          data-opens-report={report.sessionId}
                        >
                          Edit
                        </Button>
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {!query.data.toWrite.length && !query.data.reports.length ? (
            <p className="text-sm text-slate-500">
              No sessions held in the last {SESSION_REPORT_ASKED_DAYS} days.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
