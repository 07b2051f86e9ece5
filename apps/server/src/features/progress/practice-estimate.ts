import {
  PRACTICE_ESTIMATE_MIN_ANSWERS,
  type PracticeEstimate,
} from '@academy/shared/progress-dashboard';
import { storedQuestion, type ContentSnapshot } from '../catalog/content-store.ts';
import {
  abilityToScaleRange,
  estimateAbility,
  itemParameters,
  type ItemResponse,
} from '../scoring/irt.ts';
import { rightFirstTime, type FirstAttemptInfo } from './progress-records.ts';

/** The bank's module of each SAT section. */
const SECTION_MODULE = { math: 'sat-math', 'reading-writing': 'sat-reading-writing' } as const;

/**
 * A section's estimated range from practice's first attempts of its questions, by the
 * evaluation's model (decision 027), once PRACTICE_ESTIMATE_MIN_ANSWERS of them were answered
 * (decision 030). Hints do not enter: the model knows right and wrong only. Answers to questions
 * since retired from the bank still count, as in the concept scores (decision 029).
 */
export function practiceEstimate(
  snapshot: ContentSnapshot,
  firsts: Map<string, FirstAttemptInfo>,
  section: keyof typeof SECTION_MODULE,
): PracticeEstimate {
  const responses: ItemResponse[] = [];
  for (const [questionId, info] of firsts) {
    const q = storedQuestion(snapshot, questionId);
    const module = q && snapshot.submoduleById.get(q.row.submoduleId)?.module;
    if (!q || module !== SECTION_MODULE[section]) continue;
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
