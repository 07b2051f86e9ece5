import type {
  EvaluationMissedQuestion,
  EvaluationResultView,
  EvaluationTally as Tally,
} from '@academy/shared/evaluation';
import type { EvaluationRetake } from '@academy/shared/evaluation-result';
import { inDomainOrder } from '@academy/shared/tests';
import { matchesFreeEntry } from '../questions/free-entry.ts';
import { abilityToScaleRange, estimateAbility, itemParameters } from '../scoring/irt.ts';
import type { ScoringQuestion } from './evaluation-store.ts';

/** A missed question as stored: its math as written, rendered again only for the view. */
type StoredMissedQuestion = Omit<
  EvaluationMissedQuestion,
  | 'userChoiceHtml'
  | 'correctAnswerHtml'
  | 'questionHtml'
  | 'explanationHtml'
  | 'passage'
  | 'imageUrl'
  | 'imageAlt'
>;

/** What is stored and mailed to the academy: the student's view plus the counts behind it. */
export interface EvaluationResult extends Omit<EvaluationResultView, 'missed'> {
  missed: StoredMissedQuestion[];
  correct: number;
  total: number;
  answered: number;
  /** The 80% interval of ability behind the range, kept for the tutor and later re-linking. */
  ability: { mean: number; low80: number; high80: number };
  /**
   * The retake as its taker may see it: only the sittings of their own account (an address is
   * not a secret, so `retake`, found by address too, is the academy's).
   */
  ownRetake?: EvaluationRetake;
}

export function isEvaluationAnswerCorrect(q: ScoringQuestion, raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '') return false;
  if (q.type === 'multiple_choice') return raw.trim().toUpperCase() === q.accepted[0];
  return matchesFreeEntry(raw, q.accepted);
}

/** The provisional 3PL estimate of decision 027: a blank counts as wrong, as on the SAT. */
function estimateScoreRange(questions: ScoringQuestion[], right: Set<string>) {
  const estimate = estimateAbility(
    questions.map((q) => ({
      ...itemParameters({ difficulty: q.difficulty, answerType: q.type }),
      correct: right.has(q.id),
    })),
  );
  return { estimate, scoreRange: abilityToScaleRange(estimate) };
}

const isAnswered = (answers: Record<string, string>, q: ScoringQuestion) =>
  (answers[q.id] ?? '').trim() !== '';

/** Questions answered in each section, in section order: whether a section was started. */
export const answeredPerSection = (
  questions: ScoringQuestion[],
  answers: Record<string, string>,
): number[] =>
  [1, 2].map((s) => questions.filter((q) => q.section === s && isAnswered(answers, q)).length);

export function scoreEvaluation(
  questions: ScoringQuestion[],
  answers: Record<string, string>,
): EvaluationResult {
  const right = new Set(
    questions.filter((q) => isEvaluationAnswerCorrect(q, answers[q.id])).map((q) => q.id),
  );
  const tally = (subset: ScoringQuestion[]): Tally => ({
    correct: subset.filter((q) => right.has(q.id)).length,
    total: subset.length,
  });
  const domainIds = [...new Set(questions.map((q) => q.domain))];
  const { estimate, scoreRange } = estimateScoreRange(questions, right);
  return {
    ...tally(questions),
    answered: questions.filter((q) => isAnswered(answers, q)).length,
    scoreRange,
    ability: { mean: estimate.mean, low80: estimate.low80, high80: estimate.high80 },
    sections: [1, 2].map((s) => tally(questions.filter((q) => q.section === s))),
    domains: inDomainOrder(
      domainIds.map((domain) => {
        const inDomain = questions.filter((q) => q.domain === domain);
        return { domain, name: inDomain[0]!.domainName, ...tally(inDomain) };
      }),
    ),
    missed: questions
      .filter((q) => !right.has(q.id))
      .map((q) => ({
        id: q.id,
        section: q.section,
        number: q.number,
        domain: q.domainName,
        difficulty: q.difficulty,
        userAnswer: answers[q.id]?.trim() || null,
        userChoice: q.choiceAnswers.get(answers[q.id]?.trim().toUpperCase() ?? '') ?? null,
        correctAnswer: q.correctAnswer,
        question: q.body,
        explanation: q.explanation,
      })),
  };
}

/** The part of the result the student sees at once (issue 36), its math rendered at load. */
export function resultView(
  result: EvaluationResult,
  byId: Map<string, ScoringQuestion>,
): EvaluationResultView {
  const { scoreRange, sections, domains, timing, ownRetake: retake } = result;
  const missed = result.missed.map((m) => {
    const { html, context } = byId.get(m.id)!;
    return {
      ...m,
      ...context,
      userChoiceHtml: html.choiceAnswers.get(m.userAnswer?.toUpperCase() ?? '') ?? null,
      correctAnswerHtml: html.correctAnswer,
      questionHtml: html.body,
      explanationHtml: html.explanation,
    };
  });
  return {
    scoreRange,
    sections,
    // Results stored before they were scored in this order keep the form's.
    domains: inDomainOrder(domains),
    missed,
    ...(timing && { timing }),
    ...(retake && { retake }),
  };
}
