import type { ComponentProps } from 'react';
import { Clock, Gauge, RotateCcw, Star } from 'lucide-react';
import type { AnsweredQuestion } from '@academy/shared/progress';
import { plainPreview } from '@academy/shared/question-preview';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { difficultyLabel, pointsLabel, retriesLabel, timeSpentLabel } from '../lib/answer-format';
import { formatRelativeTime } from '../lib/relative-time';
import { CorrectnessBadge } from './correctness-badge';
import { FlagNote } from './flag-note';
import { QuestionPreviewText } from './question-preview-text';
import { formatDateTime } from '../../../lib/format-date';

type AnsweredCardButtonProps = ComponentProps<'button'> & {
  question: AnsweredQuestion;
  /** The id of its plain-text question, which tells the card's other controls apart. */
  previewId: string;
  /** The clock the relative times are measured against (ticks every minute). */
  now: Date;
};

/** The face of a review card: the button that opens its 'Question Details'. */
export function AnsweredCardButton({
  question,
  now,
  previewId,
  ...props
}: AnsweredCardButtonProps) {
  const answeredAt = new Date(question.answeredAt);
  // Hydrating the server's page, an old date is written as the server could: in UTC, en-US.
  const hydrated = useHydrated();
  const relative = hydrated
    ? formatRelativeTime(answeredAt, now)
    : formatRelativeTime(answeredAt, now, 'en-US', { timeZone: 'UTC' });
  const retries = retriesLabel(question);
  // Named by its content, all of it, so the name holds every word on the card (WCAG 2.5.3,
  // Label in Name). The rendered math is hidden from it: its MathML would read as TeX; the
  // plain-text question (math written out) stands in for it. The name's punctuation is text of
  // no size, inline with the word before it: `sr-only` text is a box of its own, and the name
  // would read "Incorrect , just now :".
  return (
    <button
      type="button"
      {...props}
      className="group flex w-full flex-1 flex-col rounded-2xl p-5 pb-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
    >
      {/* The time goes under the badge where the row cannot hold both: at 200% text on a phone
          "minutes" ran across the card's border. */}
      <span className="flex flex-wrap items-center justify-between gap-3">
        <CorrectnessBadge question={question}>
          <span className="[font-size:0]">,</span>
        </CorrectnessBadge>
        <time
          dateTime={question.answeredAt}
          title={hydrated ? formatDateTime(question.answeredAt) : undefined}
          className="text-xs text-slate-500"
        >
          {relative}
          <span className="[font-size:0]">:</span>
        </time>
      </span>

      <span id={previewId} className="sr-only">
        {question.passagePreview ?? plainPreview(question.body)}{' '}
      </span>
      <span aria-hidden="true" className="mt-3 mb-4 block flex-1">
        <QuestionPreviewText
          question={question}
          className="block text-[0.9375rem] leading-relaxed text-slate-800 [overflow-wrap:anywhere]"
        />
      </span>

      <span className="block border-t border-slate-100 pt-3">
        <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm font-medium text-slate-700">
          <span className="sr-only">Module: </span>
          <span className="min-w-0 wrap-break-word">{question.module}</span>
          <span aria-hidden="true" className="text-slate-300">
            /
          </span>
          <span className="sr-only">Sub-module: </span>
          <span className="min-w-0 wrap-break-word text-primary-700">{question.subModule}</span>
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Gauge className="size-3.5 text-slate-400" aria-hidden="true" />
            Difficulty {difficultyLabel(question.difficulty)}
          </span>
          <span
            className={cn(
              'inline-flex items-center gap-1',
              question.pointsEarned > 0 && 'font-medium text-accent-700',
            )}
          >
            <Star
              className={cn(
                'size-3.5',
                question.pointsEarned > 0 ? 'fill-accent-400 text-accent-500' : 'text-slate-400',
              )}
              aria-hidden="true"
            />
            {pointsLabel(question.pointsEarned)}
          </span>
          {retries ? (
            <span className="inline-flex items-center gap-1">
              <RotateCcw className="size-3.5 text-slate-400" aria-hidden="true" />
              {retries}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Time spent: </span>
            {timeSpentLabel(question)}
          </span>
        </span>
        {question.flag ? <FlagNote flag={question.flag} className="mt-2" /> : null}
      </span>
    </button>
  );
}
