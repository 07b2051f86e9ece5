import { meterFillClasses, meterTrackClasses } from '../../../components/ui/meter';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useGuestTrial } from '../hooks/use-guest-trial';

/** How much of the free trial a Guest has left, from the questions used so far. */
export function GuestTrial() {
  const { query, trial } = useGuestTrial();

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner label="Loading your free questions" className="[&_svg]:size-4" />
        Counting your free questions…
      </p>
    );
  }
  if (!trial) {
    return <p className="text-sm text-slate-600">You are on the free practice trial.</p>;
  }

  const { limit, used, remaining } = trial;
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="text-lg font-bold text-slate-900 tabular-nums">{remaining}</span> of{' '}
        {limit} free questions left
      </p>
      <div
        role="meter"
        aria-label="Free questions used"
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
      <p className="mt-3 text-sm text-slate-600">
        {remaining > 0
          ? 'Upgrade to a paid plan for unlimited practice.'
          : 'You have used every free question. Upgrade to keep practicing.'}
      </p>
    </div>
  );
}
