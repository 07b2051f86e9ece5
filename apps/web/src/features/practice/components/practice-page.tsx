import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { MascotRoom, MascotSpot } from '../../../components/layout/mascot-spot';
import { NotFound } from '../../../components/not-found';
import { PracticeTrialNotice } from '../../guest-trial/components/practice-trial-notice';
import { useOwnGuestTrial } from '../../guest-trial/hooks/use-guest-trial';
import { submoduleConceptsQueryOptions } from '../api/get-submodule-concepts';
import { submodulesQueryOptions } from '../api/get-submodules';
import { AllConceptsLink } from './concept-choice';
import { ConceptSidebar } from './concept-sidebar';
import { PanelSpinner } from './panel-spinner';
import { PracticeSession } from './practice-session';

/** /practice/$subModuleId: the concept scores beside one question at a time. */
export function PracticePage({ subModuleId, concept }: { subModuleId: string; concept?: string }) {
  const { data: submodules } = useSuspenseQuery(submodulesQueryOptions());
  // The name of the chosen concept, once the sidebar's list is in (its id until then).
  const { data: concepts } = useQuery(submoduleConceptsQueryOptions(subModuleId));
  const trialCountPending = useOwnGuestTrial().pending;
  const submodule = submodules.find((entry) => entry._id === subModuleId);
  if (!submodule) return <NotFound />;
  const chosen = concept
    ? { _id: concept, name: concepts?.find((entry) => entry._id === concept)?.name ?? concept }
    : undefined;

  // Below 1024 px the mascot's spot keeps a long topic name from running under it, and the
  // header it makes tall enough starts the question card below the mascot.
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-6 sm:py-10">
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
          {chosen ? <ChosenConcept name={chosen.name} /> : null}
          {trialCountPending ? (
            <PanelSpinner label="Loading a question" />
          ) : (
            <Suspense fallback={<PanelSpinner label="Loading a question" />}>
              <PracticeSession
                subModuleId={submodule._id}
                subModuleName={submodule.name}
                concept={chosen}
              />
            </Suspense>
          )}
        </div>
        <aside className="lg:mt-36">
          <ConceptSidebar subModuleId={submodule._id} concept={concept} />
        </aside>
      </div>
      <MascotRoom />
    </div>
  );
}

/** Says which concept the questions come from, with the way back to all of them. */
function ChosenConcept({ name }: { name: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl bg-primary-50 px-4 py-2 text-sm text-primary-900 ring-1 ring-primary-200">
      <p>
        Practicing one concept: <strong className="font-semibold">{name}</strong>
      </p>
      <AllConceptsLink />
    </div>
  );
}
