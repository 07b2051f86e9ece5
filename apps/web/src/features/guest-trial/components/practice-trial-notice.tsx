import { Link } from '@tanstack/react-router';
import { CalendarX, Gift } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useOwnGuestTrial } from '../hooks/use-guest-trial';
import { paidPlanEnded, trialWords } from '../lib/trial-words';

/**
 * On the practice page, a Guest's free questions left, so that the trial's end does not come as
 * a surprise: past it, the next question answers 403 and SPEC §2 sends the browser to
 * /subscription. Nothing for other tiers, nor until the count is known. `note` follows the
 * count while some are left: on /tests, that a short set's answers use them (decision 032).
 * `away`: the page shows no question just checked (/tests), so a trial used up is said as such,
 * not as "That was your last" one.
 */
export function PracticeTrialNotice({ note, away = false }: { note?: string; away?: boolean }) {
  const { user, tier, trial } = useOwnGuestTrial();
  if (!user || !trial) return null;

  const planEnded = paidPlanEnded(user, tier);
  const words = trialWords(planEnded);
  const Icon = planEnded ? CalendarX : Gift;
  const usedUp = trial.remaining === 0;
  return (
    // The count and its button are part of the work: the mascot keeps off them.
    <section
      aria-label={words.title}
      data-mascot-avoid
      className={cn(
        'mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm',
        usedUp ? 'border-accent-300 bg-accent-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="flex items-start gap-2 text-slate-700">
        <Icon className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
        {usedUp ? (
          <span>
            <strong className="font-semibold text-slate-900">
              {away ? words.usedUp : words.last}
            </strong>{' '}
            {words.lastNext}
          </span>
        ) : (
          <span>
            <strong className="font-semibold text-slate-900 tabular-nums">{trial.remaining}</strong>{' '}
            of {trial.limit} {words.left}
            {trial.remaining === 1 ? ': the next one you check is your last.' : '.'}
            {note ? ` ${note}` : null}
          </span>
        )}
      </p>
      <Link
        to="/subscription"
        className={cn(
          buttonClasses({ variant: usedUp ? 'primary' : 'secondary', size: 'sm' }),
          'shrink-0',
        )}
      >
        {usedUp ? 'Choose a plan' : 'Upgrade'}
      </Link>
    </section>
  );
}
