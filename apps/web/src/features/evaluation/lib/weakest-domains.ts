import type { EvaluationResultView } from '@academy/shared/evaluation';

/** The two domains with the lowest share right, as words ("Geometry and Advanced Math"). */
export function weakestDomains(domains: EvaluationResultView['domains']): string {
  const share = (d: { correct: number; total: number }) => (d.total ? d.correct / d.total : 1);
  const weakest = [...domains].sort((x, y) => share(x) - share(y)).slice(0, 2);
  return weakest.map((d) => d.name).join(' and ');
}
