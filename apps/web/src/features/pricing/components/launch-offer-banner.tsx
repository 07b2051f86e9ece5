import { Sparkles } from 'lucide-react';
import { LAUNCH_OFFER_BANNER } from '@academy/shared/plans';

/** The launch offer across the top of the pricing page (SPEC §2). */
export function LaunchOfferBanner() {
  return (
    <p className="flex items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-accent-400 to-accent-500 px-4 py-3 text-center text-sm font-bold tracking-wide text-slate-900 shadow-sm sm:text-base">
      <Sparkles className="size-5 shrink-0" aria-hidden="true" />
      {LAUNCH_OFFER_BANNER}
    </p>
  );
}
