import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { subscriptionMessages } from '@academy/shared/payments';
import type { PurchasableTier } from '@academy/shared/tiers';
import { ERROR_CODES } from '@academy/shared/errors';
import { ApiError, browserLocation, errorCode } from '../../../lib/api-client';
import { usePageRestored } from '../../../lib/use-page-restored';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Checkout and cancel share one processing flag (SPEC §4): while either runs, neither starts
 * again. The ref closes the gap between two clicks before React re-renders the buttons.
 * `onConflict` runs when the server refuses a checkout for the plan the user has now (409):
 * the page was out of date, say a plan bought in another tab, and should read it again.
 */
export function usePlanActions({ onConflict }: { onConflict: () => void }) {
  const startCheckout = useStartCheckout();
  const cancelSubscription = useCancelSubscription();
  const [processing, setProcessing] = useState(false);
  const [pendingTier, setPendingTier] = useState<PurchasableTier | null>(null);
  /** Why the server refused to open a checkout (an unverified address), shown by the plans. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);

  const begin = () => {
    if (busy.current) return false;
    busy.current = true;
    setProcessing(true);
    return true;
  };
  const end = () => {
    busy.current = false;
    setProcessing(false);
    setPendingTier(null);
  };
  // Back from the checkout: the page had gone with the flag set.
  usePageRestored(end);

  const checkout = async (tier: PurchasableTier) => {
    if (!begin()) return;
    setPendingTier(tier);
    setRefusal(null);
    try {
      const sessionUrl = await startCheckout.mutateAsync(tier);
      if (!sessionUrl) throw new Error(subscriptionMessages.createSessionFailed);
      // The page leaves for the provider's checkout: the flag stays set until it has gone.
      browserLocation.assign(sessionUrl);
    } catch (error) {
      if (errorCode(error) === ERROR_CODES.emailUnverified) {
        // Not a failure to retry: the page says what to do first, beside the plans.
        const message = (error as ApiError).message;
        toast.error(message);
        setRefusal(message);
      } else {
        toast.error(subscriptionMessages.checkoutFailed);
      }
      if (error instanceof ApiError && error.status === 409) onConflict();
      end();
    }
  };

  const cancel = async () => {
    if (!begin()) return;
    try {
      const { message } = await cancelSubscription.mutateAsync();
      // SPEC's toast, but for a plan that waited for a pass: it has no billing period to end.
      toast.success(
        message === subscriptionMessages.canceledBeforeStart
          ? message
          : subscriptionMessages.cancelScheduled,
      );
    } catch {
      toast.error(subscriptionMessages.cancelFailed);
    } finally {
      end();
    }
  };

  return { processing, pendingTier, refusal, checkout, cancel };
}
