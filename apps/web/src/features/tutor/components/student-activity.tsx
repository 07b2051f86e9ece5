import type { TutorBooking, TutorBookingSession, TutorFlag } from '@academy/shared/tutor';
import { MathText } from '../../../components/math/math-text';
import { SessionHours } from '../../../components/session-hours';
import { formatSessionDay, formatSessionStart } from '../../../lib/session-time';
import { dollars, formatDate, formatDateTime } from '../lib/format';

const sectionTitle = 'text-lg font-bold text-slate-900';
const empty = 'text-sm text-slate-500';

/** The questions the student flagged for the tutor, with their notes. */
export function FlaggedQuestions({ flags }: { flags: TutorFlag[] }) {
  return (
    <section aria-labelledby="flags-title" className="space-y-3" data-mascot-avoid>
      <h2 id="flags-title" className={sectionTitle}>
        Flagged questions
      </h2>
      {flags.length === 0 ? (
        <p className={empty}>No flagged questions.</p>
      ) : (
        <ul className="space-y-2">
          {flags.map((f) => (
            <li key={f.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="text-xs text-slate-500">
                {f.subModuleName ?? 'Removed question'} · {formatDateTime(f.createdAt)}
                {f.resolved ? ' · resolved' : ''}
              </p>
              {f.question ? (
                <MathText block text={f.question} className="mt-1 text-sm text-slate-800" />
              ) : null}
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-medium">Note: </span>
                {f.note ?? <span className="text-slate-500">none</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** When a session is, as the sessions page writes it, and whether it was canceled or moved. */
function BookedSession({ session: s }: { session: TutorBookingSession }) {
  return (
    <li className={s.status === 'cancelled' ? 'text-slate-500' : 'text-slate-700'}>
      <span className={s.status === 'cancelled' ? 'line-through' : undefined}>
        <time dateTime={s.startsAt}>{formatSessionDay(s.startsAt)}</time>
        {', '}
        <SessionHours start={s.startsAt} end={s.endsAt} />
      </span>
      {s.status === 'cancelled' ? ' · Canceled' : ''}
      {s.status === 'booked' && s.movedFrom
        ? ` · Moved from ${formatSessionStart(s.movedFrom)}`
        : ''}
    </li>
  );
}

/** The student's tutor-session bookings, newest first, with what was canceled and refunded. */
export function Bookings({ bookings }: { bookings: TutorBooking[] }) {
  return (
    <section aria-labelledby="bookings-title" className="space-y-3" data-mascot-avoid>
      <h2 id="bookings-title" className={sectionTitle}>
        Bookings
      </h2>
      {bookings.length === 0 ? (
        <p className={empty}>No bookings.</p>
      ) : (
        <ul className="space-y-2">
          {bookings.map((b) => (
            <li key={b.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span>
                  <span className="font-semibold text-slate-900">{b.reference}</span> ·{' '}
                  {b.sessionCount} {b.sessionType} session{b.sessionCount === 1 ? '' : 's'}
                </span>
                <span className="text-slate-600">
                  {b.status === 'paid' && b.paidAt
                    ? `Paid ${formatDate(b.paidAt)}`
                    : `Not paid (booked ${formatDate(b.createdAt)})`}{' '}
                  · {dollars(b.totalCents)}
                  {/* The total is what was paid: what went back since is said beside it. */}
                  {b.cancelledCount
                    ? ` · ${b.cancelledCount} canceled, ${dollars(b.refundCents)} refunded`
                    : ''}
                </span>
              </div>
              {b.sessions.length ? (
                <ul className="mt-2 space-y-1" aria-label={`Sessions of ${b.reference}`}>
                  {b.sessions.map((s) => (
                    <BookedSession key={s.id} session={s} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
