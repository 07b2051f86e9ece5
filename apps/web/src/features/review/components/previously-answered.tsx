import { useRef } from 'react';
import {
  MascotRoom,
  MascotSpot,
  WIDE_CLEAR_OF_LARGE_MASCOT,
} from '../../../components/layout/mascot-spot';
import { applyFilterChange, type AnsweredSearch, type FilterChange } from '../lib/answered-search';
import { AnsweredFilters } from './answered-filters';
import { AnsweredResults } from './answered-results';

interface PreviouslyAnsweredProps {
  /** The filters and page, as the route read them from the URL. */
  filter: AnsweredSearch;
  /** Puts new filters in the URL; `replace` for changes not worth a history entry (typing). */
  onFilterChange: (next: AnsweredSearch, options: { replace: boolean; toTop: boolean }) => void;
}

export function PreviouslyAnswered({ filter, onFilterChange }: PreviouslyAnsweredProps) {
  // Changes made before the URL has moved on build on each other: two filters chosen on the page
  // the server drew are both taken up in the app's first commit, one after the other.
  const unsettled = useRef<{ from: AnsweredSearch; to: AnsweredSearch }>(undefined);
  const apply = (delta: FilterChange) => {
    const base = unsettled.current?.from === filter ? unsettled.current.to : filter;
    const next = applyFilterChange(base, delta);
    unsettled.current = { from: filter, to: next };
    return next;
  };
  const change = (delta: FilterChange) =>
    onFilterChange(apply(delta), { replace: 'search' in delta, toTop: false });
  const correct = (delta: FilterChange) =>
    onFilterChange(apply(delta), { replace: true, toTop: false });

  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-8 sm:py-12">
      <header className="mb-6 flow-root sm:mb-8">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Previously Answered Questions
        </h1>
        <p className="mt-1 text-slate-600">
          Look back at the questions you have answered, with the correct answers and explanations.
        </p>
      </header>

      <div className="space-y-6">
        <div className={WIDE_CLEAR_OF_LARGE_MASCOT}>
          <AnsweredFilters
            filter={filter}
            onChange={change}
            onCorrect={correct}
            onClear={() =>
              onFilterChange({ page: 1, limit: filter.limit }, { replace: false, toTop: false })
            }
          />
        </div>
        <AnsweredResults
          filter={filter}
          onPageChange={(page) =>
            onFilterChange({ ...filter, page }, { replace: false, toTop: true })
          }
        />
      </div>
      <MascotRoom />
    </div>
  );
}
