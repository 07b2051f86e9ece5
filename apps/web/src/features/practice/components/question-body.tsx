import type { ReactNode } from 'react';
import type { Question } from '@academy/shared/questions';
import { MathHtml } from '../../../components/math/math-html';
import { QuestionFigure } from '../../../components/math/question-figure';
import { PassageView } from '../../../components/passage/passage-view';

/**
 * The passage (Reading and Writing), then the question text with its figure as it says.
 * `afterPassage` goes between the two: a timed test's annotations of the passage.
 */
export function QuestionBody({
  question,
  afterPassage,
}: {
  question: Pick<
    Question,
    'body' | 'bodyLatex' | 'bodyHtml' | 'imageUrl' | 'imageAlt' | 'imagePosition' | 'passage'
  >;
  afterPassage?: ReactNode;
}) {
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
    <div data-mascot-avoid className="space-y-4">
      {question.passage ? <PassageView passage={question.passage} /> : null}
      {question.passage ? afterPassage : null}
      {question.imagePosition === 'top' ? figure : null}
      <MathHtml
        block
        text={question.bodyLatex}
        html={question.bodyHtml}
        className="text-base leading-relaxed text-slate-900 sm:text-lg"
      />
      {question.imagePosition === 'bottom' ? figure : null}
    </div>
  );
}
