import { BILLING_STATUS_LABELS, type BillingHistoryItem } from '@academy/shared/plan-changes';
import { formatUsd } from '@academy/shared/plans';
import { formatLongDate } from '../../../lib/format-date';

const STATUS_TONES: Record<BillingHistoryItem['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
  partially_refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  refund_pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  refund_failed: 'bg-amber-50 text-amber-900 ring-amber-200',
};

function StatusPill({ status }: { status: BillingHistoryItem['status'] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {BILLING_STATUS_LABELS[status]}
    </span>
  );
}

/** A refund line's amount is negative: it went back to the card. */
const signedUsd = (cents: number) => (cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents));

function Amount({ item }: { item: BillingHistoryItem }) {
  if (item.refundedCents === 0) return <>{signedUsd(item.amountCents)}</>;
  return (
    <>
      {signedUsd(item.amountCents)}
      <span className="block text-xs text-slate-500">{formatUsd(item.refundedCents)} refunded</span>
    </>
  );
}

/**
 * What the receipt link is for, to a screen reader: several lines may share a date (a plan, its
 * change and its renewal on one day), so a plan's line is named by what was paid, and for whom.
 */
function receiptFor(item: BillingHistoryItem) {
  const date = formatLongDate(item.date);
  if (!item.bookingReference) {
    return `for ${item.description}${item.paidFor ? `, for ${item.paidFor}` : ''}, ${date}`;
  }
  return item.kind === 'refund'
    ? `for the refund of ${item.bookingReference}, ${date}`
    : `for ${item.bookingReference}, ${date}`;
}

/** One movement on the card: a plan payment, a tutor-session booking, or a session's refund. */
export function BillingHistoryRow({ item }: { item: BillingHistoryItem }) {
  return (
    <tr>
      <td className="hidden px-3 py-2 align-top sm:table-cell">{formatLongDate(item.date)}</td>
      <td className="px-2 py-2 align-top sm:px-3">
        {item.description}
        {item.bookingReference ? (
          <span className="block text-xs whitespace-nowrap text-slate-600">
            Booking {item.bookingReference}
          </span>
        ) : null}
        {item.paidFor ? (
          <span className="block text-xs text-slate-600">For {item.paidFor}</span>
        ) : null}
        {item.status === 'refund_failed' ? (
          <span className="block text-xs text-slate-600">
            We could not refund it automatically: the academy will refund it by hand and contact
            you.
          </span>
        ) : null}
        <span className="block text-xs whitespace-nowrap text-slate-500 sm:hidden">
          {formatLongDate(item.date)}
        </span>
      </td>
      <td className="px-2 py-2 text-right align-top whitespace-nowrap sm:px-3">
        <Amount item={item} />
        {/* On a phone the status goes under the amount, as the date goes under what was paid. */}
        <span className="mt-1 block sm:hidden">
          <StatusPill status={item.status} />
        </span>
      </td>
      <td className="hidden px-3 py-2 align-top sm:table-cell">
        <StatusPill status={item.status} />
      </td>
      <td className="px-2 py-2 align-top whitespace-nowrap sm:px-3">
        {item.receiptUrl ? (
          <a
            href={item.receiptUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            Receipt
            <span className="sr-only">{` ${receiptFor(item)} (opens in a new tab)`}</span>
          </a>
        ) : null}
      </td>
    </tr>
  );
}
