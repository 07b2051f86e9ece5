import type { EvaluationResultView } from '@academy/shared/evaluation';

type Domains = EvaluationResultView['domains'];

/**
 * The two domains with the lowest share right, weakest first, among those with a question
 * missed: a domain answered in full is not weak, and a perfect score has none.
 */
export function weakestTwo(domains: Domains): Domains {
  const share = (d: { correct: number; total: number }) => (d.total ? d.correct / d.total : 1);
  return domains
    .filter((d) => d.correct < d.total)
    .sort((x, y) => share(x) - share(y))
    .slice(0, 2);
}

/** The two weakest domains as words ("Geometry and Advanced Math"). */
export const weakestDomains = (domains: Domains): string =>
  weakestTwo(domains)
    .map((d) => d.name)
    .join(' and ');
