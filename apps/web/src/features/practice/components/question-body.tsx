import type { Question } from '@academy/shared/questions';
import { MathText } from '../../../components/math/math-text';
import { QuestionFigure } from '../../../components/math/question-figure';

/** The question text with its figure above or below it, as the question says. */
export function QuestionBody({ question }: { question: Question }) {
  const figure = question.imageUrl ? (
    <figure className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <QuestionFigure
        src={question.imageUrl}
        alt={question.imageAlt}
        fallbackAlt="Figure for this question"
        className="max-h-[28rem]"
      />
    </figure>
  ) : null;

  return (
    <div className="space-y-4">
      {question.imagePosition === 'top' ? figure : null}
      <MathText
        block
        text={question.bodyLatex || question.body}
        className="text-base leading-relaxed text-slate-900 sm:text-lg"
      />
      {question.imagePosition === 'bottom' ? figure : null}
    </div>
  );
}
