import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { finishedTestsQueryOptions } from '../api/tests-api';
import { FinishedTests } from './finished-tests';

/** The latest results the progress page shows; the Tests page lists them all. */
const SHOWN = 5;

/** A student's timed practice tests on /progress, beside their evaluations. */
export function MyTests() {
  const query = useQuery(finishedTestsQueryOptions());
  return (
    <section
      aria-labelledby="my-tests-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <h2 id="my-tests-title" className="text-lg font-bold text-slate-900">
        Your practice tests
      </h2>
      {query.isPending ? (
        <Spinner label="Loading your practice tests" className="mt-4" />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Your practice tests could not be loaded. Please try again later.
        </p>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No timed tests yet.{' '}
          <Link to="/tests" className="font-medium text-primary-700 underline">
            Sit a full section or a short set
          </Link>{' '}
          in test-day conditions.
        </p>
      ) : (
        <>
          <div className="mt-3">
            <FinishedTests tests={query.data.slice(0, SHOWN)} results="own" />
          </div>
          {query.data.length > SHOWN ? (
            <p className="mt-3 text-sm">
              <Link to="/tests" className="font-medium text-primary-700 underline">
                All {query.data.length} of your tests
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
