import { BILLING_STATUS_LABELS, type BillingHistoryItem } from '@academy/shared/plan-changes';
import { formatUsd } from '@academy/shared/plans';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/format-date';
import { useBillingHistory } from '../api/plan-changes';

const STATUS_TONES: Record<BillingHistoryItem['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
  partially_refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
};

function Amount({ item }: { item: BillingHistoryItem }) {
  if (item.refundedCents === 0) return <>{formatUsd(item.amountCents)}</>;
  return (
    <>
      {formatUsd(item.amountCents)}
      <span className="block text-xs text-slate-500">{formatUsd(item.refundedCents)} refunded</span>
    </>
  );
}

/**
 * Every payment charged to the account, newest first, each with its receipt (issue 41); a
 * payment for someone else's plan names them (decision 057).
 */
export function BillingHistory() {
  const history = useBillingHistory();
  let body;
  if (history.isPending) {
    body = <Spinner label="Loading billing history" />;
  } else if (history.isError) {
    body = (
      <LoadError
        title="We couldn't load your billing history."
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.data.items.length === 0) {
    body = <p className="text-slate-600">No payments yet.</p>;
  } else {
    body = (
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {/* On a phone the date goes under what was paid: five columns do not fit. */}
              <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                Date
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                What
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                <span className="sr-only">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.data.items.map((item) => (
              <tr key={item.id}>
                <td className="hidden px-3 py-2 sm:table-cell">{formatLongDate(item.date)}</td>
                <td className="px-2 py-2 sm:px-3">
                  {item.description}
                  {item.paidFor ? (
                    <span className="block text-xs text-slate-600">For {item.paidFor}</span>
                  ) : null}
                  <span className="block text-xs text-slate-500 sm:hidden">
                    {formatLongDate(item.date)}
                  </span>
                </td>
                <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">
                  <Amount item={item} />
                </td>
                <td className="px-2 py-2 sm:px-3">
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[item.status]}`}
                  >
                    {BILLING_STATUS_LABELS[item.status]}
                  </span>
                </td>
                <td className="px-2 py-2 sm:px-3 whitespace-nowrap">
                  {item.receiptUrl ? (
                    <a
                      href={item.receiptUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium text-primary-700 underline underline-offset-2"
                    >
                      Receipt
                      <span className="sr-only">
                        {' '}
                        for {formatLongDate(item.date)} (opens in a new tab)
                      </span>
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby="billing-history-title" data-mascot-avoid>
      <h2 id="billing-history-title" className="mb-4 text-xl font-semibold text-slate-900">
        Billing history
      </h2>
      {body}
    </section>
  );
}
