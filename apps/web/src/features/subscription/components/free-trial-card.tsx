import { CalendarX, Gift } from 'lucide-react';
import { GuestTrial } from '../../guest-trial/components/guest-trial';
import { trialWords } from '../../guest-trial/lib/trial-words';
import { PlanStatusCard } from './plan-status-card';

/**
 * A Guest's free questions, where a refused practice call lands them (SPEC §8: a 403 sends the
 * browser here): the page then says why, not only which plans there are. A Guest whose plan
 * ran out is told when it ended, and that the questions they used on it count.
 */
export function FreeTrialCard({ planEndedOn }: { planEndedOn: string | null }) {
  return (
    <PlanStatusCard
      title={trialWords(planEndedOn !== null).title}
      // A gift for the free questions; for a former customer, an ended date.
      icon={planEndedOn ? CalendarX : Gift}
      tone="bg-accent-100 text-accent-700"
      // Narrow enough to end before the large mascot (right 40, 180 wide) from 1024 px.
      className="max-w-2xl"
    >
      {planEndedOn ? (
        <p className="mt-1 text-slate-600">Your paid plan ended on {planEndedOn}.</p>
      ) : null}
      <div className="mt-2">
        <GuestTrial planEnded={planEndedOn !== null} />
      </div>
    </PlanStatusCard>
  );
}
