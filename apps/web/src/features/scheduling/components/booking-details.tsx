import { formatUsd } from '@academy/shared/plans';
import type { VerifiedScheduling } from '@academy/shared/payments';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import type { ReactNode } from 'react';
import { slotLabel } from '../lib/slot-times';
import { SessionPlace } from './session-place';

/**
 * Every session booked, in time order and numbered as booked: one cancelled since keeps its
 * number and says so, so "Session 3" means the same session in every mail and on every visit.
 */
function sessionRows(booking: VerifiedScheduling): [string, ReactNode][] {
  const cancelled = new Set(booking.cancelledStarts);
  const starts = [...(booking.sessionStarts ?? []), ...cancelled].sort();
  return starts.map((start, i) => [
    `Session ${i + 1}`,
    cancelled.has(start) ? (
      <span key={start}>
        <s className="font-normal text-slate-500">{slotLabel(start)}</s> Canceled
      </span>
    ) : (
      slotLabel(start)
    ),
  ]);
}

/** The paid booking: its reference first (what to quote when calling), then what was booked. */
export function BookingDetails({ booking }: { booking: VerifiedScheduling }) {
  const rows: [string, ReactNode][] = [
    ['Name', booking.fullName ?? 'Not given'],
    // A parent's booking for a child: the name above is the parent's.
    ...(booking.forStudent ? ([['For', booking.forStudent]] as [string, string][]) : []),
    ['Contact', booking.contactInfo],
    // A child who stopped sharing with the parent: what kind of session, where and when are
    // theirs (decision 067); what was paid stays the parent's.
    ...(booking.sharingEnded
      ? []
      : ([['Session type', SESSION_TYPE_LABELS[booking.sessionType] ?? booking.sessionType]] as [
          string,
          string,
        ][])),
    // Only a paid booking has a place to tell.
    ...(booking.paid && !booking.sharingEnded
      ? ([
          [
            'Where',
            <SessionPlace
              key="where"
              sessionType={booking.sessionType}
              joinUrl={booking.joinUrl}
            />,
          ],
        ] as [string, ReactNode][])
      : []),
    ['Number of sessions', String(booking.sessionCount)],
    ...sessionRows(booking),
    ['Total paid', formatUsd(booking.totalCents)],
    ...(booking.cancelledCount
      ? ([
          [
            'Canceled since',
            `${booking.cancelledCount} ${booking.cancelledCount === 1 ? 'session' : 'sessions'}`,
          ],
          ['Refunded', formatUsd(booking.refundCents ?? 0)],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className="mt-6 space-y-4 text-left">
      <div className="rounded-xl border border-primary-200 bg-primary-50 px-4 py-4 text-center">
        <p className="text-xs font-semibold tracking-wide text-primary-800 uppercase">
          Your booking reference
        </p>
        <p
          className="mt-1 font-mono text-2xl font-bold tracking-wider break-all text-primary-900"
          data-testid="booking-reference"
        >
          {booking.internalReference}
        </p>
        <p className="mt-1 text-xs text-primary-800">Quote it whenever you contact us.</p>
      </div>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {rows.map(([term, value]) => (
          // A value too wide to sit beside its term goes under it: on a phone with text at 200%
          // the term kept its width and squeezed the value to a letter a line.
          <div
            key={term}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <dt className="min-w-0 text-slate-500">{term}</dt>
            <dd className="ml-auto min-w-0 text-right font-semibold break-words text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
