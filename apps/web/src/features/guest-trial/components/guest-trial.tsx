import { meterFillClasses, meterTrackClasses } from '../../../components/ui/meter';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useGuestTrial } from '../hooks/use-guest-trial';
import { trialWords } from '../lib/trial-words';

/**
 * How many more questions a Guest may use, from the questions used so far: a free trial, or
 * for a former customer (`planEnded`) the questions left without a plan.
 */
export function GuestTrial({ planEnded = false }: { planEnded?: boolean }) {
  const { query, trial } = useGuestTrial();
  const words = trialWords(planEnded);

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner label={words.loading} className="[&_svg]:size-4" />
        {words.counting}
      </p>
    );
  }
  if (!trial) {
    return <p className="text-sm text-slate-600">{words.unknown}</p>;
  }

  const { limit, used, remaining } = trial;
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="text-lg font-bold text-slate-900 tabular-nums">{remaining}</span> of{' '}
        {limit} {words.left}
      </p>
      <div
        role="meter"
        aria-label={words.used}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={`${used} of ${limit} used`}
        className={cn(meterTrackClasses, 'mt-2 bg-slate-100')}
      >
        <div
          className={cn(meterFillClasses, 'bg-accent-400')}
          style={{ width: `${limit > 0 ? (used / limit) * 100 : 100}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">{remaining > 0 ? words.more : words.none}</p>
    </div>
  );
}
