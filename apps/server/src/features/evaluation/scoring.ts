import { matchesFreeEntry } from '../questions/free-entry.ts';
import type { ScoringQuestion } from './evaluation-store.ts';

export interface Tally {
  correct: number;
  total: number;
}

export interface EvaluationResult {
  correct: number;
  total: number;
  answered: number;
  sections: Tally[];
  domains: (Tally & { domain: string; name: string })[];
  missed: {
    id: string;
    section: number;
    number: number;
    domain: string;
    difficulty: number;
    userAnswer: string | null;
    correctAnswer: string;
    question: string;
  }[];
  /** 200–800 in steps of 10; see README "How the evaluation is scored". */
  estimatedScore: number;
}

export function isEvaluationAnswerCorrect(q: ScoringQuestion, raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '') return false;
  if (q.type === 'multiple_choice') return raw.trim().toUpperCase() === q.accepted[0];
  return matchesFreeEntry(raw, q.accepted);
}

/**
 * The estimate weighs each question by its difficulty (1–5), as the real test's adaptive
 * scoring rewards harder questions more, and maps the weighted share linearly onto 200–800.
 */
export function estimateSatMath(
  questions: ScoringQuestion[],
  isCorrect: (q: ScoringQuestion) => boolean,
) {
  const possible = questions.reduce((sum, q) => sum + q.difficulty, 0);
  if (possible === 0) return 200;
  const earned = questions.reduce((sum, q) => sum + (isCorrect(q) ? q.difficulty : 0), 0);
  return Math.round((200 + (600 * earned) / possible) / 10) * 10;
}

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
  return {
    ...tally(questions),
    answered: questions.filter((q) => (answers[q.id] ?? '').trim() !== '').length,
    sections: [1, 2].map((s) => tally(questions.filter((q) => q.section === s))),
    domains: domainIds.map((domain) => {
      const inDomain = questions.filter((q) => q.domain === domain);
      return { domain, name: inDomain[0]!.domainName, ...tally(inDomain) };
    }),
    missed: questions
      .filter((q) => !right.has(q.id))
      .map((q) => ({
        id: q.id,
        section: q.section,
        number: q.number,
        domain: q.domainName,
        difficulty: q.difficulty,
        userAnswer: answers[q.id]?.trim() || null,
        correctAnswer: q.correctAnswerText,
        question: q.bodyPlain,
      })),
    estimatedScore: estimateSatMath(questions, (q) => right.has(q.id)),
  };
}
