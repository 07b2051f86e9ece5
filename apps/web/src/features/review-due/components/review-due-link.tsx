import { Link } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { useReviewSummary } from '../api/get-review-summary';

/** "Review: n due", to /practice/review; nothing while none is due (or the count is unknown). */
export function ReviewDueLink() {
  const { data } = useReviewSummary();
  if (!data?.due) return null;
  return (
    <Link
      to="/practice/review"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900 shadow-sm transition-colors hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <RotateCcw className="size-4" aria-hidden="true" />
      Review: {data.due} due
    </Link>
  );
}
