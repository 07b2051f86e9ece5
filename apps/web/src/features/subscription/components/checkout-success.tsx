import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { subscriptionMessages, type VerifiedCheckout } from '@academy/shared/payments';
import { isRecurringTier, tierLabel } from '@academy/shared/tiers';
import { Spinner } from '../../../components/ui/spinner';
import { currentSubscriptionQueryOptions } from '../api/get-current-subscription';
import { useVerifyCheckoutSession } from '../api/verify-checkout-session';
import { formatLongDate } from '../../../lib/format-date';
import { subscriptionStatusLabel } from '../lib/subscription-status';
import { serverMessage } from '../../../lib/api-client';
import { ResultCard } from '../../../components/ui/result-card';
import { RedirectNotice } from './redirect-notice';
import { CallOrWrite } from '../../../components/call-or-write';

interface CheckoutSuccessProps {
  sessionId?: string;
  /** The server's success URL asks for verification with auto_verify=true. */
  autoVerify: boolean;
  /** Refreshes what the rest of the app knows about the user (profile, the menu's tier). */
  onConfirmed: () => unknown;
}

type Outcome =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'verified'; result: VerifiedCheckout }
  | { kind: 'processed' };

const NOT_PAID = 'This checkout has not been paid, so your plan has not changed.';

/** /subscription/success: loading, then the activated plan (or the processed payment) or an error. */
export function CheckoutSuccess({ sessionId, autoVerify, onConfirmed }: CheckoutSuccessProps) {
  const queryClient = useQueryClient();
  const verify = useVerifyCheckoutSession(sessionId ?? '', {
    enabled: Boolean(sessionId) && autoVerify,
  });

  let outcome: Outcome;
  if (!sessionId) outcome = { kind: 'error', message: subscriptionMessages.noSessionId };
  else if (!autoVerify) outcome = { kind: 'processed' };
  else if (verify.isPending) outcome = { kind: 'loading' };
  else if (verify.isError) {
    outcome = {
      kind: 'error',
      message: serverMessage(verify.error) ?? subscriptionMessages.verifyFailed,
    };
  } else if (!verify.data.paid) outcome = { kind: 'error', message: NOT_PAID };
  else outcome = { kind: 'verified', result: verify.data };

  // A pass that starts later, when the access running now ends, is paid for, not activated.
  const activated =
    outcome.kind === 'verified' && outcome.result.subscriptionStatus !== 'scheduled';
  // Toasts and refreshes happen once per result, not on every render.
  const announce = useEffectEvent((kind: Outcome['kind']) => {
    if (kind === 'loading') return;
    if (kind === 'error') {
      if (sessionId) toast.error(subscriptionMessages.activationProblem);
      return;
    }
    toast.success(activated ? subscriptionMessages.activated : subscriptionMessages.processed);
    void queryClient.invalidateQueries({ queryKey: currentSubscriptionQueryOptions().queryKey });
    onConfirmed();
  });
  useEffect(() => announce(outcome.kind), [outcome.kind, sessionId]);

  switch (outcome.kind) {
    case 'loading':
      return (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
          <Spinner label="Confirming your subscription" className="[&_svg]:size-8" />
          <p>Confirming your subscription...</p>
        </div>
      );
    case 'error':
      return (
        <ResultCard tone="error" title="We couldn't confirm your subscription">
          <p className="mt-2 font-medium text-slate-800">{outcome.message}</p>
          <p className="mt-3 text-sm text-slate-600">
            If you were charged, <CallOrWrite /> and we will sort it out.
          </p>
          {/* SPEC §2: both subscription return pages go back to /subscription after 3 s. */}
          <RedirectNotice />
        </ResultCard>
      );
    case 'verified': {
      // A pass bought while access runs starts later: "activated" would not be true of it.
      const recurring = isRecurringTier(outcome.result.subscriptionTier);
      return (
        <ResultCard
          tone="success"
          title={
            recurring
              ? outcome.result.startsOn
                ? 'Subscription set up!'
                : 'Subscription activated!'
              : 'Pass purchased!'
          }
        >
          <p className="mt-2 text-slate-600" role="status">
            {recurring
              ? outcome.result.startsOn
                ? `Thank you! Your subscription starts on ${formatLongDate(outcome.result.startsOn)}, when your pass ends. Nothing is charged before then.`
                : 'Thank you! Your plan is active and every practice topic is open to you.'
              : outcome.result.startsOn
                ? `Thank you! Your pass is paid for. It starts on ${formatLongDate(outcome.result.startsOn)}, when your current access ends.`
                : 'Thank you! Your pass is paid for and every practice topic is open to you.'}
          </p>
          <VerifiedDetails result={outcome.result} />
          <RedirectNotice toPractice={!outcome.result.startsOn} />
        </ResultCard>
      );
    }
    case 'processed':
      return (
        <ResultCard tone="success" title="Payment received">
          <p className="mt-2 text-slate-600" role="status">
            Your payment has been processed. Your plan will show on your account in a moment.
          </p>
          <RedirectNotice />
        </ResultCard>
      );
  }
}

function VerifiedDetails({ result }: { result: VerifiedCheckout }) {
  const date = formatLongDate(result.currentPeriodEnd);
  const rows: [string, string][] = [
    ['Plan', tierLabel(result.subscriptionTier)],
    ['Status', subscriptionStatusLabel(result.subscriptionStatus)],
  ];
  const starts = formatLongDate(result.startsOn);
  if (starts) rows.push(['Starts on', starts]);
  // A subscription set to cancel (the page opened again later) ends; it does not renew.
  const renews = isRecurringTier(result.subscriptionTier) && !result.cancelAtPeriodEnd;
  if (date) rows.push([renews ? 'Renews on' : 'Ends on', date]);

  return (
    <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 text-left text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-500">{term}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
