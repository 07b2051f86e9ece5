import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { LoadError } from '../../../components/load-error';
// The home shows the practice feature's topic cards: one card, one query key, so the averages
// here refresh whenever practice records an answer.
import { useSubmodules } from '../../practice/api/get-submodules';
import { SubmoduleGrid, SubmoduleGridPlaceholder } from '../../practice/components/submodule-grid';

/** The home's 'Available Topics': the submodules with the student's average in each. */
export function AvailableTopics() {
  const submodulesQuery = useSubmodules();

  return (
    <section aria-labelledby="available-topics-title">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="available-topics-title" className="text-xl font-semibold text-slate-900">
          Available Topics
        </h2>
        <Link
          to="/practice"
          className="-my-1 inline-flex items-center gap-1 rounded-md py-1 text-sm font-medium text-primary-700 hover:text-primary-800"
        >
          All practice
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-4">
        {submodulesQuery.isPending ? (
          <SubmoduleGridPlaceholder label="Loading topics" />
        ) : submodulesQuery.isError ? (
          <LoadError
            title="We couldn't load the topics."
            message={submodulesQuery.error.message}
            onRetry={() => void submodulesQuery.refetch()}
          />
        ) : (
          <SubmoduleGrid submodules={submodulesQuery.data} />
        )}
      </div>
    </section>
  );
}
