import type { EvaluationMissedQuestion } from '@academy/shared/evaluation';
import { BLANK_ANSWER_TEXT } from '@academy/shared/evaluation-result';
import { ScrollingMath } from '../../../components/math/scrolling-math';
import { QuestionBody } from '../../../components/question-body';

/** Each missed question with the right answer explained: after submission answers may be shown. */
export function MissedQuestions({ missed }: { missed: EvaluationMissedQuestion[] }) {
  if (missed.length === 0) return null;
  return (
    <section aria-labelledby="missed-title" className="text-left">
      <h2 id="missed-title" className="text-lg font-bold text-slate-900">
        Questions to review ({missed.length})
      </h2>
      <ol className="mt-4 space-y-4">
        {missed.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Section {m.section}, question {m.number} · {m.domain}
            </p>
            <QuestionBody
              compact
              className="mt-3"
              question={{
                bodyLatex: m.question,
                bodyHtml: m.questionHtml,
                imageUrl: m.imageUrl,
                imageAlt: m.imageAlt,
                passage: m.passage,
              }}
            />
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="font-semibold text-slate-700">Your answer</dt>
              <dd className="min-w-0 text-slate-800">
                {m.userChoice && m.userChoiceHtml ? (
                  <ScrollingMath
                    text={m.userChoice}
                    html={m.userChoiceHtml}
                    label="Your answer, scrolls sideways"
                  />
                ) : (
                  (m.userAnswer ?? BLANK_ANSWER_TEXT)
                )}
              </dd>
              <dt className="font-semibold text-slate-700">Correct answer</dt>
              <dd className="min-w-0 text-slate-800">
                <ScrollingMath
                  text={m.correctAnswer}
                  html={m.correctAnswerHtml}
                  label="Correct answer, scrolls sideways"
                />
              </dd>
            </dl>
            {m.explanation ? (
              <ScrollingMath
                text={m.explanation}
                html={m.explanationHtml}
                label="Explanation, scrolls sideways"
                className="mt-3 text-sm text-slate-700"
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
