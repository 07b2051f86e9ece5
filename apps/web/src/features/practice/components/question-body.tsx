import type { Question } from '@academy/shared/questions';
import { MathText } from '../../../components/math/math-text';

/** The question text with its figure above or below it, as the question says. */
export function QuestionBody({ question }: { question: Question }) {
  const figure = question.imageUrl ? (
    <figure className="flex justify-center rounded-xl border border-slate-200 bg-slate-50 p-3">
      <img
        src={question.imageUrl}
        alt="Figure for this question"
        className="h-auto max-h-80 w-auto max-w-full"
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
