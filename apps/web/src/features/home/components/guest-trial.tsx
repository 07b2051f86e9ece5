import { Spinner } from '../../../components/ui/spinner';
import { useProgressOverview } from '../api/get-progress-overview';

/**
 * The server's default trial (GUEST_FREE_QUESTIONS): a Guest may use (check) this many different
 * practice questions. The server does not publish its setting, so the web shows the default.
 */
export const GUEST_TRIAL_QUESTIONS = 20;

/** How much of the free trial a Guest has left, from the questions used so far. */
export function GuestTrial() {
  const progressQuery = useProgressOverview();

  if (progressQuery.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner label="Loading your free questions" className="[&_svg]:size-4" />
        Counting your free questions…
      </p>
    );
  }
  if (progressQuery.isError) {
    return (
      <p className="text-sm text-slate-600">
        You are on the free trial of {GUEST_TRIAL_QUESTIONS} practice questions.
      </p>
    );
  }

  const used = Math.min(progressQuery.data.totals.questionsUsed, GUEST_TRIAL_QUESTIONS);
  const remaining = GUEST_TRIAL_QUESTIONS - used;
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="text-lg font-bold text-slate-900 tabular-nums">{remaining}</span> of{' '}
        {GUEST_TRIAL_QUESTIONS} free questions left
      </p>
      <div
        role="meter"
        aria-label="Free questions used"
        aria-valuemin={0}
        aria-valuemax={GUEST_TRIAL_QUESTIONS}
        aria-valuenow={used}
        aria-valuetext={`${used} of ${GUEST_TRIAL_QUESTIONS} used`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-accent-400"
          style={{ width: `${(used / GUEST_TRIAL_QUESTIONS) * 100}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {remaining > 0
          ? 'Upgrade to a paid plan for unlimited practice.'
          : 'You have used every free question. Upgrade to keep practising.'}
      </p>
    </div>
  );
}
