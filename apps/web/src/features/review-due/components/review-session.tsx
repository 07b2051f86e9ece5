import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Question } from '@academy/shared/questions';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { reviewDueQueryOptions } from '../api/get-review-due';
import { reviewSummaryQueryOptions } from '../api/get-review-summary';
import { NoReviewsDue } from './no-reviews-due';

/** What the page hands the practice question card (the route composes the two features). */
export interface ReviewCardProps {
  question: Question;
  onNext: () => void;
  loadingNext: boolean;
  onRecorded: () => void;
  /** Present while another card is due to take a skipped one's place. */
  onSkipped?: () => void;
}

/** /practice/review: the due cards one at a time, then when the next one is due. */
export function ReviewSession({
  renderCard,
}: {
  renderCard: (props: ReviewCardProps) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const due = useSuspenseQuery(reviewDueQueryOptions());
  const question = due.data[0];
  const summary = useQuery(reviewSummaryQueryOptions());
  // A skip sends the card behind the others due; with none other it would come straight back.
  const othersDue = (summary.data?.due ?? 0) > 1;
  const refreshSummary = () =>
    queryClient.invalidateQueries({ queryKey: reviewSummaryQueryOptions().queryKey });
  // The card on screen is counted until the student moves on: its answer takes it off the
  // server's count at once, and "0 questions due now" above the card just answered, its verdict
  // still showing, read as a contradiction. The count held is the card's draw's (dataUpdatedAt).
  const [held, setHeld] = useState<{ drawnAt: number; due: number }>();
  const dueShown = held?.drawnAt === due.dataUpdatedAt ? held.due : summary.data?.due;

  return (
    <div className="mx-auto w-full max-w-3xl page-gutter py-8 sm:py-12">
      <header className="flow-root max-w-2xl">
        <MascotSpot />
        <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">Practice</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Review
        </h1>
        <p className="mt-2 text-slate-600">
          Questions you missed, or solved only with a superhint, come back here when they are due.
          Each one returns later the better you answer it.
        </p>
        {/* How many are left, said again as each new card arrives. */}
        {question && dueShown !== undefined ? (
          <p className="mt-3 text-sm font-semibold text-primary-800" aria-live="polite">
            {dueShown === 1 ? '1 question due now' : `${dueShown} questions due now`}
          </p>
        ) : null}
      </header>
      <div className="mt-8">
        {question ? (
          <div key={`${question._id}-${due.dataUpdatedAt}`}>
            {renderCard({
              question,
              onNext: () => void due.refetch(),
              loadingNext: due.isFetching,
              onRecorded: () => {
                // A second try on the card is recorded too: the count stays the one it came with.
                const drawnAt = due.dataUpdatedAt;
                if (summary.data && held?.drawnAt !== drawnAt)
                  setHeld({ drawnAt, due: summary.data.due });
                void refreshSummary();
              },
              ...(othersDue ? { onSkipped: () => void due.refetch() } : {}),
            })}
          </div>
        ) : (
          <NoReviewsDue />
        )}
      </div>
    </div>
  );
}
