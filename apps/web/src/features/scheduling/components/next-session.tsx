import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { cn } from '../../../lib/cn';
import { formatSessionDay } from '../../../lib/session-time';
import { SessionHours } from '../../../components/session-hours';
import { mySessionsQueryOptions } from '../api/get-my-sessions';
import { SessionPlace } from './session-place';

/**
 * The student's next booked session, on their home: nothing while it loads, when none is booked,
 * or when the call fails (the booking card below stays, and the receipt mail has the times).
 */
export function NextSession({ className }: { className?: string }) {
  const { data } = useQuery(mySessionsQueryOptions());
  const titleId = useId();
  const [next, ...more] = data?.sessions ?? [];
  if (!next) return null;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        '@container flex flex-wrap items-center gap-4 rounded-2xl border border-primary-200 bg-primary-50 p-5',
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-primary-700">
        <CalendarCheck className="size-5" aria-hidden="true" />
      </span>
      {/* Narrower than 14rem (a phone at 200% text) the words go under the icon: beside it they
          had 126 px on a 360 px phone, and "10:00 AM CST" ran past the card and the screen. */}
      <div className="min-w-0 flex-1 @max-[14rem]:basis-full">
        <h2 id={titleId} className="font-semibold text-primary-900">
          Your next tutor session
        </h2>
        <p className="text-sm text-primary-900">
          <time dateTime={next.startsAt} className="block font-medium">
            {formatSessionDay(next.startsAt)}
          </time>
          <SessionHours start={next.startsAt} end={next.endsAt} /> ·{' '}
          <span className="whitespace-nowrap">{SESSION_TYPE_LABELS[next.sessionType]}</span>
          <SessionPlace sessionType={next.sessionType} joinUrl={next.joinUrl} />
        </p>
        {more.length ? (
          <p className="text-xs text-primary-900">
            {more.length === 1 ? 'One more booked' : `${more.length} more booked`}
          </p>
        ) : null}
        <Link
          to="/sessions"
          className="mt-1 inline-block text-sm font-medium text-primary-700 underline underline-offset-2"
        >
          Move or cancel
        </Link>
      </div>
    </section>
  );
}
