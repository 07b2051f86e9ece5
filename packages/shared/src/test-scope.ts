import { EVALUATION_KIND_INFO } from './evaluation-kinds.ts';
import type { TestScope } from './tests.ts';

// No zod here: the lists of finished tests on the tutor's and the parent's pages import it.

/** The score a test estimates, as in "Estimated SAT score", "Estimated SAT Math score". */
export const testScoreName = (scope: TestScope) =>
  scope === 'sat' ? 'SAT' : EVALUATION_KIND_INFO[scope].scoreName;
