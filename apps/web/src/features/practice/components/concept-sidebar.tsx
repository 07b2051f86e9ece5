import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { conceptScoresQueryOptions } from '../api/get-concept-scores';
import { submoduleConceptsQueryOptions } from '../api/get-submodule-concepts';
import { ConceptScoreBar } from './concept-score-bar';
import { PanelSpinner } from './panel-spinner';

/**
 * The concepts of a submodule with the student's score in each; refreshed after every answer.
 * It loads and fails on its own: the question beside it stays usable either way, and scores
 * once shown stay shown when a later refresh fails.
 */
export function ConceptSidebar({ subModuleId }: { subModuleId: string }) {
  const concepts = useQuery(submoduleConceptsQueryOptions(subModuleId));
  const scores = useQuery(conceptScoresQueryOptions(subModuleId));

  if (concepts.data && scores.data) {
    const scoreOf = new Map(scores.data.map((entry) => [entry.concept, entry.score]));
    return (
      <ScoresPanel>
        <p className="mt-0.5 text-xs text-slate-500">Out of 10, from your first tries.</p>
        {concepts.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">This topic has no concepts yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {concepts.data.map((concept) => (
              <li key={concept._id}>
                <ConceptScoreBar name={concept.name} score={scoreOf.get(concept._id) ?? 0} />
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
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <h2 id="concept-scores-title" className="text-base font-semibold text-slate-900">
        Concept scores
      </h2>
      {children}
    </section>
  );
}
