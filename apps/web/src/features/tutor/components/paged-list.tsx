import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { lastPageOf, PastLastPage } from '../../../components/past-last-page';
import { Spinner } from '../../../components/ui/spinner';
import { Pager } from './pager';

interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A workspace list's states: a spinner while it loads, the error with Retry, the empty
 * message, or the rows with the pager (the rows stay while the next page loads).
 */
export function PagedList<T extends Paged>({
  query,
  noun,
  empty,
  emptyText = `No ${noun} yet.`,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  /** "evaluations": in the spinner's label, the error and the pager's name. */
  noun: string;
  empty: (data: T) => boolean;
  emptyText?: string;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={`Loading ${noun}`} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={`We couldn't load the ${noun}.`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { page, pageSize, total } = query.data;
  if (empty(query.data) && page > 1 && total > 0) {
    return (
      <PastLastPage
        page={page}
        lastPage={lastPageOf(total, pageSize)}
        what={`the ${noun}`}
        onPage={onPage}
      />
    );
  }
  if (empty(query.data)) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {emptyText}
      </p>
    );
  }
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <section aria-label={label} aria-busy={query.isFetching} className="space-y-3">
      {children(query.data)}
      <Pager
        label={`${label.replace(/s$/, '')} pages`}
        page={query.data.page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        onPage={onPage}
      />
    </section>
  );
}
