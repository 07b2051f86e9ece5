import { useSuspenseQueries } from '@tanstack/react-query';
import { conceptScoresQueryOptions } from '../api/get-concept-scores';
import { submoduleConceptsQueryOptions } from '../api/get-submodule-concepts';
import { ConceptScoreBar } from './concept-score-bar';

/** The concepts of a submodule with the student's score in each; refreshed after every answer. */
export function ConceptSidebar({ subModuleId }: { subModuleId: string }) {
  const [{ data: concepts }, { data: scores }] = useSuspenseQueries({
    queries: [submoduleConceptsQueryOptions(subModuleId), conceptScoresQueryOptions(subModuleId)],
  });
  const scoreOf = new Map(scores.map((entry) => [entry.concept, entry.score]));

  return (
    <section
      aria-labelledby="concept-scores-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card"
    >
      <h2 id="concept-scores-title" className="text-base font-semibold text-slate-900">
        Concept scores
      </h2>
      <p className="mt-0.5 text-xs text-slate-500">Out of 10, from your first tries.</p>
      {concepts.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">This topic has no concepts yet.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {concepts.map((concept) => (
            <li key={concept._id}>
              <ConceptScoreBar name={concept.name} score={scoreOf.get(concept._id) ?? 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
