import {
  PRACTICE_ESTIMATE_MIN_ANSWERS,
  type ProgressDashboard,
} from '@academy/shared/progress-dashboard';
import type { ContentSnapshot } from '../catalog/content-store.ts';
import {
  abilityToScaleRange,
  estimateAbility,
  itemParameters,
  type ItemResponse,
} from '../scoring/irt.ts';
import { rightFirstTime, type FirstAttemptInfo } from './progress-records.ts';

const MATH_MODULE = 'sat-math';

/**
 * An estimated SAT Math range from practice's first attempts, by the evaluation's model
 * (decision 027), once PRACTICE_ESTIMATE_MIN_ANSWERS questions of the bank were answered
 * (decision 030). Hints do not enter: the model knows right and wrong only.
 */
export function practiceEstimate(
  snapshot: ContentSnapshot,
  firsts: Map<string, FirstAttemptInfo>,
): ProgressDashboard['estimate'] {
  const responses: ItemResponse[] = [];
  for (const [questionId, info] of firsts) {
    const q = snapshot.questionById.get(questionId);
    // The estimate is of SAT Math: Reading and Writing answers (issue 40) are another section.
    if (!q || snapshot.submoduleById.get(q.row.submoduleId)?.module !== MATH_MODULE) continue;
    responses.push({
      ...itemParameters({
        difficulty: q.row.difficulty,
        // Practice's free entry is a typed number, as in the evaluation.
        answerType: q.public.type === 'multiple_choice' ? 'multiple_choice' : 'number_input',
      }),
      correct: rightFirstTime(info),
    });
  }
  if (responses.length < PRACTICE_ESTIMATE_MIN_ANSWERS) {
    return {
      status: 'needMore',
      answersNeeded: PRACTICE_ESTIMATE_MIN_ANSWERS - responses.length,
    };
  }
  return { status: 'ready', ...abilityToScaleRange(estimateAbility(responses)) };
}
