import { useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useScrollEdges } from '../../../lib/use-scroll-edges';
import { useBillingHistory } from '../api/plan-changes';
import { BillingHistoryRow } from './billing-history-row';

/**
 * Every movement on the account's card, newest first, each with its receipt (issue 41): plan
 * payments, tutor-session bookings and the refunds of canceled sessions (decision 059); one for
 * someone else's plan or sessions names them (decision 057). `hideWhenEmpty`: nothing at all
 * until there is a payment to show (an account that buys no plan, and may book sessions).
 */
export function BillingHistory({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const history = useBillingHistory();
  // Where the table is wider than its box (text at 200% on a phone), its cut-off edge fades, and
  // the keyboard can reach and scroll it: it scrolled unseen, the receipt links out of sight.
  const box = useRef<HTMLDivElement>(null);
  useScrollEdges(box, history.data?.items, 'Billing history table, scrolls sideways');
  if (hideWhenEmpty && !history.data?.items.length) return null;
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
    // Positioned, so the receipt links' hidden words (sr-only, absolute) are held in the box
    // that scrolls: placed by the page, they widened it (200% text on a phone).
    body = (
      <div
        ref={box}
        className="scroll-edges relative overflow-x-auto rounded-xl border border-slate-200"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {/*
                On a phone the date goes under what was paid and the status under the amount:
                five columns leave what was paid (a booking's reference) too narrow to read.
              */}
              <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                Date
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                What
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                Status
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-semibold">
                <span className="sr-only">Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {history.data.items.map((item) => (
              <BillingHistoryRow key={`${item.kind}-${item.id}`} item={item} />
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
