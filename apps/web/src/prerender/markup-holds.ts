import { EVALUATION_KINDS, evaluationPagePath } from '@academy/shared/evaluation-kinds';
import { storageKeyOf } from '../features/evaluation/lib/evaluation-kind';
import { loadReportKey } from '../features/evaluation/lib/evaluation-report-key';
import { loadProgress } from '../features/evaluation/lib/evaluation-storage';

/**
 * Whether a page the server sent drawn (for any visitor without a session) is what this
 * browser would draw, so it can be hydrated: an evaluation already under way in this tab
 * resumes at its own question, not at the first, and one submitted shows its report.
 */
export function prerenderedMarkupHolds(pathname: string): boolean {
  const evaluation = EVALUATION_KINDS.find((kind) => pathname === evaluationPagePath(kind));
  return (
    evaluation === undefined ||
    (loadProgress(storageKeyOf(evaluation)) === undefined &&
      loadReportKey(evaluation) === undefined)
  );
}
