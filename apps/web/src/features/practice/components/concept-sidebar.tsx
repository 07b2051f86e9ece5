import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MasteryRules } from '../../../components/mastery-rules';
import { Button } from '../../../components/ui/button';
import { conceptScoresQueryOptions } from '../api/get-concept-scores';
import { submoduleConceptsQueryOptions } from '../api/get-submodule-concepts';
import { ConceptScoreBar } from './concept-score-bar';
import { cn } from '../../../lib/cn';
import { AllConceptsLink, ConceptChoice } from './concept-choice';
import { PanelSpinner } from './panel-spinner';

/**
 * The concepts of a submodule with the student's score in each; refreshed after every answer.
 * It loads and fails on its own: the question beside it stays usable either way, and scores
 * once shown stay shown when a later refresh fails. Each concept can be chosen to practise it
 * alone (the choice is the page's `concept` search param).
 */
export function ConceptSidebar({
  subModuleId,
  concept,
}: {
  subModuleId: string;
  concept?: string;
}) {
  const concepts = useQuery(submoduleConceptsQueryOptions(subModuleId));
  const scores = useQuery(conceptScoresQueryOptions(subModuleId));

  if (concepts.data && scores.data) {
    const scoreOf = new Map(scores.data.map((entry) => [entry.concept, entry]));
    return (
      <ScoresPanel>
        <ScoresHelp />
        {concept ? <AllConceptsLink className="mt-3" /> : null}
        {concepts.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">This topic has no concepts yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {concepts.data.map((entry) => (
              <li
                key={entry._id}
                // The chosen one's box reaches into the gaps around it, the words staying in
                // line with the others. Not -m-2: the list's spacing is each item's bottom
                // margin, which -m-2 took away, and the next concept's name ran under the box.
                className={cn(
                  'rounded-xl',
                  entry._id === concept &&
                    '-mx-2 -mt-2 mb-2 bg-primary-50 p-2 ring-1 ring-primary-300 last:-mb-2',
                )}
              >
                <ConceptScoreBar
                  name={entry.name}
                  score={scoreOf.get(entry._id)?.score ?? 0}
                  done={scoreOf.get(entry._id)}
                />
                <ConceptChoice
                  conceptId={entry._id}
                  name={entry.name}
                  chosen={entry._id === concept}
                />
              </li>
            ))}
          </ul>
        )}
      </ScoresPanel>
    );
  }
  if (!concepts.isError && !scores.isError) return <PanelSpinner label="Loading concept scores" />;
  return (
    <ScoresPanel>
      <p role="alert" className="mt-2 text-sm text-slate-600">
        {concepts.isError ? 'Failed to fetch submodule concepts' : 'Failed to fetch concept scores'}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={() => {
          if (concepts.isError) void concepts.refetch();
          if (scores.isError) void scores.refetch();
        }}
      >
        Try again
      </Button>
    </ScoresPanel>
  );
}

function ScoresPanel({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="concept-scores-title"
      data-mascot-avoid
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <h2 id="concept-scores-title" className="text-base font-semibold text-slate-900">
        Concept scores
      </h2>
      {children}
    </section>
  );
}

/**
 * How scores work, opened in place: a link to the progress page took the student away from the
 * question just missed, and coming back drew a new one, its verdict and explanation gone.
 */
function ScoresHelp() {
  const [open, setOpen] = useState(false);
  const rulesId = useId();
  return (
    <>
      <p className="mt-0.5 text-xs text-slate-500">
        Out of 10, from your first tries.{' '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={rulesId}
          onClick={() => setOpen(!open)}
          className="font-medium text-primary-700 underline"
        >
          How scores work
        </button>
      </p>
      <div id={rulesId} hidden={!open} className="mt-3 text-xs">
        {open ? <MasteryRules /> : null}
      </div>
    </>
  );
}
