import { Sparkles } from 'lucide-react';
import { LAUNCH_OFFER_BANNER } from '@academy/shared/plans';

/**
 * The launch offer across the top of the pricing page (SPEC §2). Below 768 px the mascot's
 * starting spot (right 40, top 96) falls on the banner, so the text keeps clear of that strip.
 */
export function LaunchOfferBanner() {
  return (
    <p className="flex items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-accent-400 to-accent-500 py-3 pr-[112px] pl-4 text-center sm:pr-[128px] md:px-4 text-sm font-bold tracking-wide text-slate-900 shadow-sm sm:text-base">
      <Sparkles className="size-5 shrink-0" aria-hidden="true" />
      {LAUNCH_OFFER_BANNER}
    </p>
  );
}
