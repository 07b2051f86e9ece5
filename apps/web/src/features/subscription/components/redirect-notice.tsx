import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { CHECKOUT_RETURN_DELAY_S, useRedirectCountdown } from '../hooks/use-redirect-countdown';

/**
 * 'Back to your plans in 3 s', counting down, with a link for those who won't wait; a paid plan
 * already running also offers the way on to practice, where the family was headed. "Stay on
 * this page" stops the countdown for whoever needs longer to read it (WCAG 2.2.1).
 */
export function RedirectNotice({ toPractice = false }: { toPractice?: boolean }) {
  const navigate = useNavigate();
  const [staying, setStaying] = useState(false);
  const stayingNote = useRef<HTMLParagraphElement>(null);
  // The pressed button is gone: the focus goes to what replaced it, not to the page's top.
  useEffect(() => {
    if (staying) stayingNote.current?.focus();
  }, [staying]);
  const remaining = useRedirectCountdown(CHECKOUT_RETURN_DELAY_S, !staying, () => {
    void navigate({ to: '/subscription', replace: true });
  });

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      {staying ? (
        <p ref={stayingNote} tabIndex={-1} className="text-sm text-slate-500 outline-none">
          You stay on this page until you choose where to go.
        </p>
      ) : (
        <p className="text-sm text-slate-500">
          Taking you back to your plans in{' '}
          <span
            className="font-semibold text-slate-700 tabular-nums"
            data-testid="redirect-seconds"
          >
            {remaining}
          </span>{' '}
          {remaining === 1 ? 'second' : 'seconds'}…{' '}
          <button
            type="button"
            className="font-medium text-primary-700 underline underline-offset-2"
            onClick={() => setStaying(true)}
          >
            Stay on this page
          </button>
        </p>
      )}
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
