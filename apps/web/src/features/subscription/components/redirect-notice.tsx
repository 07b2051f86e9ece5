import { Link, useNavigate } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CHECKOUT_RETURN_DELAY_S, useRedirectCountdown } from '../hooks/use-redirect-countdown';

/**
 * 'Back to your plans in 3 s', counting down, with a link for those who won't wait; a paid plan
 * already running also offers the way on to practice, where the family was headed.
 */
export function RedirectNotice({ toPractice = false }: { toPractice?: boolean }) {
  const navigate = useNavigate();
  const remaining = useRedirectCountdown(CHECKOUT_RETURN_DELAY_S, true, () => {
    void navigate({ to: '/subscription', replace: true });
  });

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <p className="text-sm text-slate-500">
        Taking you back to your plans in{' '}
        <span className="font-semibold text-slate-700 tabular-nums" data-testid="redirect-seconds">
          {remaining}
        </span>{' '}
        {remaining === 1 ? 'second' : 'seconds'}…
      </p>
      <div className="flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
        <Link to="/subscription" replace className={buttonClasses({ variant: 'secondary' })}>
          Go to Subscription now
        </Link>
        {toPractice ? (
          <Link to="/practice" className={buttonClasses()}>
            Start practicing
          </Link>
        ) : null}
      </div>
    </div>
  );
}
