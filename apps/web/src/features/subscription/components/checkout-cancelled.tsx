import { ResultCard } from '../../../components/ui/result-card';
import { RedirectNotice } from './redirect-notice';

/** /subscription/cancel: the visitor left the checkout; nothing was charged. */
export function CheckoutCancelled() {
  return (
    <ResultCard tone="neutral" title="Checkout canceled">
      <p className="mt-2 text-slate-600" role="status">
        No payment was taken and your plan has not changed. You can choose a plan whenever you are
        ready.
      </p>
      <RedirectNotice />
    </ResultCard>
  );
}
