import {
  EVALUATION_KINDS,
  EVALUATION_KIND_INFO,
  evaluationPagePath,
} from '@academy/shared/evaluation-kinds';
import type { QuerySeed } from '@academy/shared/server-rendered';
import { evaluationQuestionsQueryOptions } from '../features/evaluation/api/get-evaluation-questions';

/**
 * Pages whose first render needs data that only the server has, the same for every visitor
 * without a session: the build leaves their HTML to the server, which renders each once (its
 * data from its own API) and sends it as it sends the prerendered pages. The public evaluations
 * then show their first question before the JavaScript has arrived.
 */
export const SERVER_RENDERED_PAGES = EVALUATION_KINDS.map((kind) => ({
  path: evaluationPagePath(kind),
  routeFile:
    kind === 'math' ? 'src/routes/evaluation.tsx' : 'src/routes/evaluation_.reading-writing.tsx',
  seeds: [
    {
      queryKey: evaluationQuestionsQueryOptions(kind).queryKey,
      api: `/api/questions/evaluation${EVALUATION_KIND_INFO[kind].path}`,
    },
  ] satisfies QuerySeed[],
}));
