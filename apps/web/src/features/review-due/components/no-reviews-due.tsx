import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { reviewSummaryQueryOptions } from '../api/get-review-summary';
import { formatReviewTime } from '../lib/format-review-time';

/** The end of the reviews: when the next card is due, in the student's own time zone. */
export function NoReviewsDue() {
  const summary = useQuery(reviewSummaryQueryOptions());
  const next = formatReviewTime(summary.data?.nextDueAt);
  return (
    <section
      aria-labelledby="no-reviews-due"
      className="rounded-2xl border border-slate-200/80 bg-white p-6 text-center shadow-card"
    >
      <CalendarCheck className="mx-auto size-10 text-primary-600" aria-hidden="true" />
      <h2 id="no-reviews-due" className="mt-3 text-lg font-semibold text-slate-900">
        No reviews due.
      </h2>
      {summary.isPending ? (
        <Spinner label="Loading your next review" className="mt-3" />
      ) : (
        <p className="mt-2 text-slate-600">
          {next ? `Next review: ${next}.` : 'Questions you miss will come back here for review.'}
        </p>
      )}
      <Link
        to="/practice"
        className="mt-5 inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        Back to practice
      </Link>
    </section>
  );
}
