import type { ReactNode } from 'react';
import type { MathHtml as RenderedMath } from '@academy/shared/questions';
import type { Passage } from '@academy/shared/passage';
import { cn } from '../lib/cn';
import { MathHtml } from './math/math-html';
import { QuestionFigure } from './math/question-figure';
import { PassageView } from './passage/passage-view';

export interface QuestionBodyContent {
  bodyLatex: string;
  bodyHtml: RenderedMath;
  imageUrl?: string | null;
  imageAlt?: string | null;
  /** Where the bank puts the figure; above the text when it does not say. */
  imagePosition?: 'top' | 'bottom';
  passage?: Passage | null;
}

/**
 * The passage (Reading and Writing), then the question text with its figure as the bank places
 * it: one layout wherever a question is shown, so a student meets it in review as in practice.
 * `afterPassage` goes between the passage and the text: a timed test's annotations of it.
 * `passageLabel` names the passage's region where a page shows many (a test's result).
 * `compact` is for a question inside a card or dialog (review, the tutor's workspace, results): its
 * figure may stand taller, at the bank graphs' own size (518 × 464), as the text is smaller.
 */
export function QuestionBody({
  question,
  afterPassage,
  passageLabel,
  compact = false,
  className,
}: {
  question: QuestionBodyContent;
  afterPassage?: ReactNode;
  passageLabel?: string;
  compact?: boolean;
  className?: string;
}) {
  const figure = question.imageUrl ? (
    <figure className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <QuestionFigure
        src={question.imageUrl}
        alt={question.imageAlt ?? undefined}
        fallbackAlt="Figure for this question"
        className={compact ? 'max-h-[30rem]' : 'max-h-[28rem]'}
      />
    </figure>
  ) : null;
  const figureBelow = question.imagePosition === 'bottom';

  return (
    <div data-mascot-avoid className={cn(compact ? 'space-y-3' : 'space-y-4', className)}>
      {question.passage ? <PassageView passage={question.passage} label={passageLabel} /> : null}
      {question.passage ? afterPassage : null}
      {figureBelow ? null : figure}
      <MathHtml
        block
        text={question.bodyLatex}
        html={question.bodyHtml}
        className={
          compact ? 'text-slate-900' : 'text-base leading-relaxed text-slate-900 sm:text-lg'
        }
      />
      {figureBelow ? figure : null}
    </div>
  );
}
