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

/**
 * The two weakest domains as words ("Geometry and Advanced Math"). A name with its own "and"
 * ("Problem-Solving and Data Analysis") takes a comma before the joining one, or the two ran
 * together as three: "Algebra and Problem-Solving and Data Analysis".
 */
export function weakestDomains(domains: Domains): string {
  const names = weakestTwo(domains).map((d) => d.name);
  return names.join(names.some((name) => name.includes(' and ')) ? ', and ' : ' and ');
}
