import type { QuestionType } from '@academy/shared/practice';
import type { AnsweredFilter, AnsweredQuestionsPage } from '@academy/shared/progress';
import type { AnsweredRow } from './answered-repository.ts';

/** The API's page from the rows of one query; total comes from the window count. */
export function toAnsweredPage(
  rows: AnsweredRow[],
  filter: AnsweredFilter,
  totalIfEmpty: number,
): AnsweredQuestionsPage {
  const total = rows[0]?.total ?? totalIfEmpty;
  return {
    questions: rows.map((r) => ({
      questionId: r.question_id,
      answeredAt: new Date(r.answered_at).toISOString(),
      body: r.body,
      bodyLatex: r.body_latex,
      ...(r.image_url ? { imageUrl: r.image_url } : {}),
      type: r.type as QuestionType,
      choices: r.choices,
      correctAnswer: r.correct_answer,
      correctAnswerLatex: r.correct_answer_latex,
      userAnswer: r.user_answer,
      isCorrect: r.is_correct,
      explanation: r.explanation,
      explanationLatex: r.explanation_latex,
      ...(r.explanation_image ? { explanationImage: r.explanation_image } : {}),
      module: r.module_name,
      subModule: r.submodule_name,
      difficulty: r.difficulty,
      pointsEarned: r.points_earned,
      timeSpentMs: r.time_spent_ms,
      attempts: r.attempts,
      concepts: r.concepts ?? [],
    })),
    pagination: {
      page: filter.page,
      limit: filter.limit,
      total,
      totalPages: Math.ceil(total / filter.limit),
    },
  };
}
