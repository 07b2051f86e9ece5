import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { NotFound } from '../../../components/not-found';
import { PracticeTrialNotice } from '../../guest-trial/components/practice-trial-notice';
import { submodulesQueryOptions } from '../api/get-submodules';
import { ConceptSidebar } from './concept-sidebar';
import { PanelSpinner } from './panel-spinner';
import { PracticeSession } from './practice-session';

/** /practice/$subModuleId: the concept scores beside one question at a time. */
export function PracticePage({ subModuleId }: { subModuleId: string }) {
  const { data: submodules } = useSuspenseQuery(submodulesQueryOptions());
  const submodule = submodules.find((entry) => entry._id === subModuleId);
  if (!submodule) return <NotFound />;

  // Below 1024 px the mascot's spot keeps a long topic name from running under it, and the
  // header it makes tall enough starts the question card below the mascot.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="flow-root">
        <MascotSpot />
        <Link
          to="/practice"
          className="relative -my-1 inline-flex items-center gap-1.5 rounded-md py-1 text-sm font-medium text-slate-600 touch-target hover:text-primary-700"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          All topics
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {submodule.name}
        </h1>
      </header>
      {/* The question comes first, in reading order and on screen. From 1024 px the large mascot
          (top 96, 225 tall, 40 from the right) stands above the scores' column, which starts
          below it; it does not stick to the top, where it would slide under the mascot. The
          column is minmax(0, 1fr) at every width, so a wide table scrolls in its own box instead
          of widening the card past a phone's screen. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        <div>
          <PracticeTrialNotice />
          <Suspense fallback={<PanelSpinner label="Loading a question" />}>
            <PracticeSession subModuleId={submodule._id} subModuleName={submodule.name} />
          </Suspense>
        </div>
        <aside className="lg:mt-36">
          <ConceptSidebar subModuleId={submodule._id} />
        </aside>
      </div>
    </div>
  );
}
