import { formatPrice } from '@academy/shared/plans';
import { SESSION_PRICES, type SessionType } from '@academy/shared/scheduling-prices';
import { bookingTotalCents } from '../lib/booking-total';

/** The live total, count × price per session; read out politely as it changes. */
export function BookingTotal({ sessionType, count }: { sessionType: SessionType; count: unknown }) {
  const total = bookingTotalCents(sessionType, count);
  const unit = formatPrice(SESSION_PRICES[sessionType].priceCents);
  return (
    <div
      aria-live="polite"
      className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200 ring-inset"
    >
      <div>
        <p className="text-sm font-medium text-slate-700">Total</p>
        <p className="text-xs text-slate-500">
          {total === null ? 'Choose 1 to 12 sessions' : `${Number(count)} × ${unit}`}
        </p>
      </div>
      <p className="text-2xl font-bold tracking-tight text-slate-900" data-testid="booking-total">
        {total === null ? '—' : formatPrice(total)}
      </p>
    </div>
  );
}
