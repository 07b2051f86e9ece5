import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { PartyPopper } from 'lucide-react';
import type { EvaluationResultView } from '@academy/shared/evaluation';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { EVALUATION_REPORT_KEPT_HOURS } from '@academy/shared/evaluation-result';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { EvaluationScore } from './evaluation-score';
import { MissedQuestions } from './missed-questions';
import { SectionTiming } from './section-timing';
import { normaliseTier } from '@academy/shared/tiers';
import { useAuth } from '../../auth/auth-context';
import { weakestDomains, weakestTwo } from '../lib/weakest-domains';

/** The spec's success text, then the result at once (issue 36) and two next steps. */
export function EvaluationSuccess({
  result,
  email,
  onStartNew,
}: {
  result: EvaluationResultView;
  /** Where the report went: sign-up offers it, so the evaluation joins the new account. */
  email?: string;
  /** Drops this report from the page for a new evaluation. */
  onStartNew: () => void;
}) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The dialog that had focus is gone: focus moves to the news, which screen readers then read.
  useEffect(() => messageRef.current?.focus(), []);

  return (
    // All of the report is work the mascot keeps off (decision 026), as the question card is.
    <section
      data-mascot-avoid
      className="rounded-2xl border border-slate-200/80 bg-white px-6 py-10 text-center shadow-card sm:px-12 sm:py-14"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-8 ring-emerald-50/60">
        <PartyPopper className="size-8" aria-hidden="true" />
      </span>
      <p
        ref={messageRef}
        tabIndex={-1}
        className="mx-auto mt-6 max-w-xl text-lg leading-relaxed font-medium text-slate-800 focus:outline-none sm:text-xl"
      >
        {evaluationMessages.success}
      </p>
      <Link to="/" className={cn(buttonClasses({ size: 'lg' }), 'mt-8')}>
        Back to Home
      </Link>
      <p className="mx-auto mt-4 max-w-md text-sm text-slate-600">
        This report stays on this device for {EVALUATION_REPORT_KEPT_HOURS} hours. Not yours, or
        taking it again?{' '}
        <button
          type="button"
          className="font-semibold text-primary-800 underline underline-offset-2"
          onClick={onStartNew}
        >
          Start a new evaluation
        </button>
      </p>
      <div className="mt-10 space-y-10 border-t border-slate-100 pt-8">
        <EvaluationScore result={result} />
        {result.timing ? (
          <div className="mx-auto w-fit text-left">
            <h3 className="text-sm font-semibold text-slate-900">Time per section</h3>
            <div className="mt-2">
              <SectionTiming timing={result.timing} />
            </div>
          </div>
        ) : null}
        <NextSteps domains={result.domains} email={email} />
        <MissedQuestions missed={result.missed} />
      </div>
    </section>
  );
}

const STEP = buttonClasses({ size: 'lg' });

/**
 * Where to go from here: a visitor signs up (a plan offered is carried through sign-up); a
 * signed-in student practises the weakest domain at once, and sees the plans only without one.
 */
function NextSteps({
  domains,
  email,
}: {
  domains: EvaluationResultView['domains'];
  email?: string;
}) {
  const { state } = useAuth();
  const user = state.status === 'authenticated' ? state.user : null;
  const weakest = weakestTwo(domains)[0];
  return (
    <nav aria-label="Next steps" className="flex flex-col items-center gap-3">
      {user && weakest ? (
        <Link to="/practice/$subModuleId" params={{ subModuleId: weakest.domain }} className={STEP}>
          Practice {weakest.name}
        </Link>
      ) : user ? (
        // Nothing missed: every topic is a step up from here.
        <Link to="/" className={STEP}>
          Keep practicing
        </Link>
      ) : (
        <Link to="/signup" search={{ email }} className={STEP}>
          {weakest
            ? `Create an account to practice ${weakestDomains(domains)}`
            : 'Create an account to keep practicing'}
        </Link>
      )}
      {!user ? (
        // A plan offered here is carried through sign-up to its confirmation (issue 41).
        <Link
          to="/signup"
          search={{ plan: 'Quarterly', email }}
          className={buttonClasses({ size: 'lg', variant: 'secondary' })}
        >
          Start the Quarterly plan
        </Link>
      ) : normaliseTier(user.subscriptionTier) === 'Guest' ? (
        <Link to="/subscription" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          See the plans
        </Link>
      ) : null}
      {/* The form itself, opened on / for a visitor and a signed-in user alike: the signed-in
          home has no booking card to scroll to. */}
      <Link
        to="/"
        search={{ book: 'session' }}
        className={buttonClasses({ size: 'lg', variant: 'secondary' })}
      >
        Book a session
      </Link>
    </nav>
  );
}
