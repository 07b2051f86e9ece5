import { useEvaluations } from '../api/tutor-api';
import { EvaluationCard } from './evaluation-card';
import { PageHeader } from './page-header';
import { PagedList } from './paged-list';

/** /tutor/evaluations: every submission, newest first, with the contacted mark. */
export function EvaluationsPage({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = useEvaluations(page);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Evaluations"
        intro="Every public evaluation submitted, SAT Math and SAT Reading and Writing, newest first. Mark a submitter contacted once you have reached them."
      />
      <PagedList
        query={query}
        noun="evaluations"
        empty={(data) => data.evaluations.length === 0}
        onPage={onPage}
      >
        {(data) => data.evaluations.map((e) => <EvaluationCard key={e.id} evaluation={e} />)}
      </PagedList>
    </div>
  );
}
