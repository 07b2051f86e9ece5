import { CalendarClock } from 'lucide-react';
import { ACADEMY } from '../../../lib/academy';
import { formatPrice } from '@academy/shared/plans';
import {
  SESSION_PRICES,
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
} from '@academy/shared/scheduling-prices';
import { Button } from '../../../components/ui/button';

const SESSION_NOTES = {
  online: 'Live video, from anywhere',
  'in-person': `At our ${ACADEMY.city} office`,
} as const;

/** The tutor-led session offer (SPEC §2, §9); the booking form itself opens from the route. */
export function SessionBookingCard({ onBookSession }: { onBookSession: () => void }) {
  return (
    <article
      aria-labelledby="booking-title"
      className="flex flex-col rounded-2xl border border-slate-200/80 bg-white p-6 shadow-card sm:p-8"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
        <CalendarClock className="size-5" aria-hidden="true" />
      </span>
      <h2 id="booking-title" className="mt-4 text-xl font-bold tracking-tight text-slate-900">
        Book a tutor session
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">
        Work one-on-one with {ACADEMY.tutorName} on the topics that matter most for your score. Open
        to everyone, no account needed.
      </p>
      <ul className="mt-6 space-y-3">
        {SESSION_TYPES.map((type) => {
          const { priceCents, regularPriceCents } = SESSION_PRICES[type];
          return (
            <li
              key={type}
              className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">
                  {SESSION_TYPE_LABELS[type]}
                </span>
                <span className="block text-xs text-slate-500">{SESSION_NOTES[type]}</span>
              </span>
              <span className="text-right whitespace-nowrap">
                <span className="text-lg font-bold text-slate-900">{formatPrice(priceCents)}</span>
                <span className="text-sm text-slate-500"> / session</span>
                <span className="block text-xs text-slate-500">
                  <span className="sr-only">Regularly </span>
                  <s>{formatPrice(regularPriceCents)}</s>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex flex-1 items-end">
        <Button size="lg" className="w-full sm:w-auto" onClick={onBookSession}>
          Book a session
        </Button>
      </div>
    </article>
  );
}
