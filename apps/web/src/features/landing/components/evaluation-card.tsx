import { Link } from '@tanstack/react-router';
import { ArrowRight, Check, ClipboardCheck } from 'lucide-react';

const POINTS = [
  'Two short sections, like the real test',
  'Submit whenever you are ready',
  'Personal feedback by email, for free',
];

/**
 * The free evaluation offer; the link wording is the spec's (SPEC §2 Landing page). Each label
 * opens its own section's evaluation (issue 40).
 */
export function EvaluationCard() {
  return (
    <article
      aria-labelledby="evaluation-title"
      className="flex flex-col rounded-2xl border border-primary-200 bg-gradient-to-br from-primary-600 to-primary-800 p-6 text-white shadow-card sm:p-8"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-white/15">
        <ClipboardCheck className="size-5" aria-hidden="true" />
      </span>
      <h2 id="evaluation-title" className="mt-4 text-xl font-bold tracking-tight">
        Not sure where to start?
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-primary-100">
        Take our free evaluation, no account needed. Answer at your own pace and one of our experts
        will send you detailed feedback on where you stand.
      </p>
      <ul className="mt-6 space-y-2 text-sm text-primary-50">
        {POINTS.map((point) => (
          <li key={point} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-accent-300" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-1 flex-col justify-end gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-start">
        <Link
          to="/evaluation/reading-writing"
          className="group inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg py-2.5 text-center bg-white px-5 font-semibold text-primary-700 shadow-sm transition-colors hover:bg-primary-50 focus-visible:outline-white sm:w-auto"
        >
          SAT English Evaluation
          <ArrowRight
            className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
        <Link
          to="/evaluation"
          className="group inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg py-2.5 text-center border border-white/60 px-5 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-white sm:w-auto"
        >
          SAT Math Evaluation
          <ArrowRight
            className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </div>
    </article>
  );
}
