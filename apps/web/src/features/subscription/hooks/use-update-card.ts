import { useState } from 'react';
import toast from 'react-hot-toast';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { browserLocation } from '../../../lib/api-client';
import { usePageRestored } from '../../../lib/use-page-restored';
import { openPortal } from '../api/plan-changes';

/** "Update card": the page leaves for the provider's card page, which returns to /subscription. */
export function useUpdateCard() {
  const [opening, setOpening] = useState(false);
  // Back from the card page: the page had gone with the flag set.
  usePageRestored(() => setOpening(false));
  const open = async () => {
    setOpening(true);
    try {
      browserLocation.assign(await openPortal());
    } catch (error) {
      toast.error((error as Error).message || planChangeMessages.portalFailed);
      setOpening(false);
    }
  };
  return { opening, open };
}
