import { Gift } from 'lucide-react';
import { GuestTrial } from '../../home/components/guest-trial';

/**
 * A Guest's free questions, where a refused practice call lands them (SPEC §8: a 403 sends the
 * browser here): the page then says why, not only which plans there are.
 */
export function FreeTrialCard() {
  return (
    <section
      aria-labelledby="free-trial-title"
      // Narrow enough to end before the large mascot (right 40, 180 wide) from 1024 px.
      className="max-w-2xl rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex min-w-0 gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700 sm:flex">
          <Gift className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="free-trial-title" className="mb-2 text-sm font-medium text-slate-500">
            Your free trial
          </h2>
          <GuestTrial />
        </div>
      </div>
    </section>
  );
}
