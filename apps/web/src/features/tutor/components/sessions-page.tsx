import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { DEFAULT_PRACTICE_SHEET } from '@academy/shared/tutor';
import type { TutorUpcomingSession } from '@academy/shared/tutor-sessions';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { onlineRoomQueryOptions } from '../../scheduling/api/online-room-api';
import { SessionPlace } from '../../scheduling/components/session-place';
import { useUpcomingSessions } from '../api/tutor-api';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { formatSessionDay } from '../../../lib/session-time';
import { SessionHours } from '../../../components/session-hours';
import { SessionsToReport } from '../../session-reports/components/sessions-to-report';
import { CancelSession } from './cancel-session';
import { MoveSession } from './move-session';
import { PageHeader } from './page-header';
import { PagedList } from './paged-list';
import { personName } from '../../../lib/person-name';

const linkClasses = 'font-semibold text-primary-700 underline-offset-2 hover:underline';

/** Who comes: the student's account, or the name and contact typed in the booking form. */
function Customer({ session: s }: { session: TutorUpcomingSession }) {
  if (s.student) {
    return (
      <Link
        to="/tutor/students/$studentId"
        params={{ studentId: s.student.id }}
        className={linkClasses}
      >
        {s.student.firstname} {s.student.lastname}
      </Link>
    );
  }
  return (
    <span className="break-words">
      {s.fullName ? <span className="font-semibold text-slate-900">{s.fullName} </span> : null}
      <span className="wrap-anywhere text-slate-700">{s.contact}</span>
    </span>
  );
}

function SessionCard({
  session: s,
  joinUrl,
}: {
  session: TutorUpcomingSession;
  /** The online room's link (decision 060); null while none is set (NoOnlineRoom says so). */
  joinUrl: string | null;
}) {
  const [change, setChange] = useState<'move' | 'cancel' | null>(null);
  const close = () => setChange(null);
  // The buttons give way to the form; once it closes, focus goes back to the one that opened
  // it rather than to the page's top, where a keyboard user would lose their place.
  const moveButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opened = useRef<typeof change>(null);
  useEffect(() => {
    if (change) opened.current = change;
    else if (opened.current) {
      (opened.current === 'move' ? moveButton : cancelButton).current?.focus();
      opened.current = null;
    }
  }, [change]);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
      aria-labelledby={`session-${s.id}`}
      data-mascot-avoid
    >
      <div className="min-w-0 space-y-1">
        <h2 id={`session-${s.id}`} className="font-semibold text-slate-900">
          <time dateTime={s.startsAt}>{formatSessionDay(s.startsAt)}</time>
          {', '}
          <SessionHours start={s.startsAt} end={s.endsAt} />
        </h2>
        <p className="text-sm text-slate-600">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {SESSION_TYPE_LABELS[s.sessionType]}
          </span>{' '}
          <Customer session={s} />{' '}
          {/* The space outside the reference: inside, the name's last word and the reference were
              one word, which at 200% text ran past a phone's screen. */}
          <span className="whitespace-nowrap text-slate-500">· {s.bookingReference}</span>
        </p>
        {s.sessionType === 'online' && joinUrl ? (
          <SessionPlace
            sessionType={s.sessionType}
            joinUrl={joinUrl}
            className="text-sm text-slate-600"
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {s.student ? (
          <Link
            to="/tutor/students/$studentId/brief"
            params={{ studentId: s.student.id }}
            search={{ practiceSheet: DEFAULT_PRACTICE_SHEET }}
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
            aria-label={`Session brief for ${personName(s.student)}`}
          >
            <FileText className="size-4" aria-hidden="true" />
            Session brief
          </Link>
        ) : (
          <p className="text-sm text-slate-500">No student account: no brief</p>
        )}
        {change ? null : (
          <>
            <Button
              ref={moveButton}
              variant="ghost"
              size="sm"
              onClick={() => setChange('move')}
              aria-describedby={`session-${s.id}`}
            >
              Move
            </Button>
            <Button
              ref={cancelButton}
              variant="ghost"
              size="sm"
              onClick={() => setChange('cancel')}
              aria-describedby={`session-${s.id}`}
            >
              Cancel session
            </Button>
          </>
        )}
      </div>
      {change === 'move' ? (
        <MoveSession sessionId={s.id} sessionType={s.sessionType} onClose={close} />
      ) : null}
      {change === 'cancel' ? <CancelSession sessionId={s.id} onClose={close} /> : null}
    </li>
  );
}

/** /tutor/sessions: booked, paid sessions from now on, soonest first, in Dallas time. */
export function SessionsPage({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = useUpcomingSessions(page);
  const joinUrl = useQuery(onlineRoomQueryOptions()).data?.url ?? null;
  // A canceled session leaves the list with its form, where the focus was: it goes to the title.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(query.data?.sessions.length, () => title.current);
  return (
    <div className="space-y-6">
      <PageHeader
        titleRef={title}
        title="Upcoming sessions"
        intro="Booked and paid sessions, soonest first, in Dallas time. A student's brief is one click away; a session you move or cancel is mailed to the family, and a canceled one refunded in full."
      />
      <SessionsToReport />
      {query.data?.sessions.some((s) => s.sessionType === 'online') ? <NoOnlineRoom /> : null}
      <PagedList
        query={query}
        noun="upcoming sessions"
        empty={(data) => data.sessions.length === 0}
        emptyText="No sessions booked from now on."
        onPage={onPage}
      >
        {(data) => (
          <ol className="space-y-3">
            {data.sessions.map((s) => (
              <SessionCard key={s.id} session={s} joinUrl={joinUrl} />
            ))}
          </ol>
        )}
      </PagedList>
    </div>
  );
}

/** Online sessions ahead and no link to join them: the families read that one will come. */
function NoOnlineRoom() {
  const room = useQuery(onlineRoomQueryOptions());
  if (room.data?.url !== null) return null;
  return (
    <Notice>
      Online sessions are booked, but no link to join them is set: the families read that you will
      send it before the session.{' '}
      <Link to="/tutor/availability" className="font-medium underline">
        Set the link on Availability
      </Link>
      .
    </Notice>
  );
}
