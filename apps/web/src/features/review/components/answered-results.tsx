import { useEffect, useRef } from 'react';
import { Inbox } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useAnsweredQuestions } from '../api/get-answered-questions';
import { useNow } from '../hooks/use-now';
import type { AnsweredSearch } from '../lib/answered-search';
import { AnsweredCard } from './answered-card';
import { LoadFailure } from './load-failure';
import { Pagination } from './pagination';
import { PastLastPage } from '../../../components/past-last-page';

const GRID = 'card-grid sm:card-columns-2 lg:card-columns-3';

interface AnsweredResultsProps {
  filter: AnsweredSearch;
  onPageChange: (page: number) => void;
}

/** The card grid of one page with its loading, error and empty states and the pagination. */
export function AnsweredResults({ filter, onPageChange }: AnsweredResultsProps) {
  const query = useAnsweredQuestions(filter);
  const now = useNow();
  // Paging replaces the cards, and Previous or Next may disable under the focus: once the new
  // page is in, the focus goes to its top, the line saying which answers it shows.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusSummary = useRef(false);
  useEffect(() => {
    if (!focusSummary.current || query.isPlaceholderData || !query.data) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [query.isPlaceholderData, query.data]);
  const changePage = (page: number) => {
    focusSummary.current = true;
    onPageChange(page);
  };

  if (query.isPending) return <ResultsSkeleton />;

  if (query.isError) {
    return (
      <LoadFailure
        message="Failed to load questions. Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="rounded-2xl border border-red-200 bg-white px-6 py-10 shadow-card"
      />
    );
  }

  const { questions, pagination } = query.data;
  // An old link or a bookmark can point past the last page: say so, rather than "none found".
  const pastTheEnd = questions.length === 0 && pagination.total > 0;
  // While the next page or filter loads, the current cards stay, dimmed, under a spinner.
  const updating = query.isPlaceholderData;
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = first + questions.length - 1;
  const summary =
    questions.length > 0
      ? `Showing ${first}–${last} of ${pagination.total} ${pagination.total === 1 ? 'question' : 'questions'}`
      : '';

  return (
    <div className="space-y-6">
      {/* Stays in the page while empty (out of sight), so the live region keeps announcing. */}
      <div
        className={cn(
          'flex min-h-6 items-center justify-between gap-3 text-sm text-slate-600',
          !summary && !updating && 'sr-only',
        )}
      >
        <p ref={summaryRef} tabIndex={-1} aria-live="polite">
          {summary}
        </p>
        {updating ? <Spinner label="Updating results" className="[&_svg]:size-5" /> : null}
      </div>

      {pastTheEnd ? (
        <PastLastPage
          page={filter.page}
          lastPage={pagination.totalPages}
          what="these answers"
          onPage={changePage}
        />
      ) : questions.length === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        >
          <Inbox className="size-8 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-700">No previously answered questions found.</p>
        </div>
      ) : (
        <ul
          aria-busy={updating}
          aria-label="Answered questions"
          className={cn(GRID, 'transition-opacity', updating && 'opacity-60')}
        >
          {questions.map((question) => (
            <li key={question.questionId}>
              <AnsweredCard question={question} now={now} />
            </li>
          ))}
        </ul>
      )}

      {pastTheEnd ? null : (
        <Pagination
          page={filter.page}
          totalPages={pagination.totalPages}
          onPageChange={changePage}
        />
      )}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className="space-y-6">
      <div className="flex min-h-6 items-center gap-2 text-sm text-slate-600">
        <Spinner label="Loading questions" className="[&_svg]:size-5" />
        <span>Loading questions...</span>
      </div>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
          >
            <div className="flex justify-between">
              <div className="h-6 w-20 animate-pulse rounded-full bg-slate-200" />
              <div className="h-4 w-16 animate-pulse rounded bg-slate-100" />
            </div>
            <div className="mt-4 space-y-2">
              <div className="h-4 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
            <div className="mt-6 h-4 w-1/2 animate-pulse rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
