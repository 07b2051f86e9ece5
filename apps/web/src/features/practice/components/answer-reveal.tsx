import { useEffect, useRef } from 'react';
import type { Question } from '@academy/shared/questions';
import { MathHtml } from '../../../components/math/math-html';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useQuestionAnswer } from '../api/get-question-answer';

/**
 * The correct answer and its explanation, fetched when the student asks for them. It takes the
 * focus as it appears, and again when the answer arrives: the Show Answer button that had it is
 * gone, and a screen reader then reads what was asked for.
 */
export function AnswerReveal({ question }: { question: Question }) {
  const answerQuery = useQuestionAnswer(question._id);
  const shown = useRef<HTMLElement | null>(null);
  const keep = (element: HTMLElement | null) => {
    shown.current = element;
  };
  useEffect(() => {
    const target = shown.current;
    (target?.querySelector<HTMLElement>('button') ?? target)?.focus();
  }, [answerQuery.status]);

  if (answerQuery.isPending) {
    return (
      <div
        ref={keep}
        tabIndex={-1}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-600"
      >
        <Spinner label="Loading the answer" />
        Loading the answer…
      </div>
    );
  }
  if (answerQuery.isError) {
    return (
      <div
        ref={keep}
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        Failed to show answer
        <Button size="sm" variant="secondary" onClick={() => void answerQuery.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { correctAnswer, correctAnswerLatex, correctAnswerHtml, explanationLatex } =
    answerQuery.data;
  const { explanationHtml, explanationImage } = answerQuery.data;
  return (
    <section
      ref={keep}
      tabIndex={-1}
      aria-label="Answer and explanation"
      data-mascot-avoid
      className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50/50 p-4 sm:p-5"
    >
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          Correct answer
        </h3>
        <div className="mt-1.5 flex items-center gap-2.5 text-lg font-semibold text-slate-900">
          {question.type === 'multiple_choice' ? (
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-sm text-white">
              {correctAnswer}
            </span>
          ) : null}
          <MathHtml text={correctAnswerLatex} html={correctAnswerHtml} imageAlt="Correct answer" />
        </div>
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          Explanation
        </h3>
        <MathHtml
          block
          text={explanationLatex}
          html={explanationHtml}
          imageAlt="Explanation"
          className="mt-1.5 leading-relaxed text-slate-800"
        />
        {explanationImage ? (
          <img
            src={explanationImage}
            alt="Figure for the explanation"
            className="mt-3 h-auto max-h-80 max-w-full rounded-lg bg-white p-2"
          />
        ) : null}
      </div>
    </section>
  );
}
