import { useId } from 'react';
import { Clock, Gauge, RotateCcw, Star } from 'lucide-react';
import type { AnsweredQuestion } from '@academy/shared/progress';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { difficultyLabel, pointsLabel, retriesLabel, secondsLabel } from '../lib/answer-format';
import { plainPreview } from '../lib/question-preview';
import { formatRelativeTime } from '../lib/relative-time';
import { CorrectnessBadge } from './correctness-badge';
import { QuestionDetails } from './question-details';
import { QuestionPreviewText } from './question-preview-text';

interface AnsweredCardProps {
  question: AnsweredQuestion;
  /** The clock the relative times are measured against (ticks every minute). */
  now: Date;
}

/**
 * One answered question: a button that opens its 'Question Details' modal. Each card owns its
 * dialog, so closing it returns focus to the card that opened it.
 */
export function AnsweredCard({ question, now }: AnsweredCardProps) {
  const answeredAt = new Date(question.answeredAt);
  const relative = formatRelativeTime(answeredAt, now);
  const detailsId = useId();
  const retries = retriesLabel(question);
  // Rendered math has no text for an accessible name, so the name is the plain-text question
  // (math written out) and the details below it are the description.
  const name = `${question.isCorrect ? 'Correct' : 'Incorrect'}, ${relative}: ${plainPreview(question.body)}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={name}
          aria-describedby={detailsId}
          className="group flex h-full w-full flex-col rounded-2xl border border-slate-200/80 bg-white p-5 text-left shadow-card transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-pop focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
        >
          <span className="flex items-center justify-between gap-3">
            <CorrectnessBadge isCorrect={question.isCorrect} />
            <time
              dateTime={question.answeredAt}
              title={answeredAt.toLocaleString()}
              className="text-xs text-slate-500"
            >
              {relative}
            </time>
          </span>

          <QuestionPreviewText
            text={question.bodyLatex || question.body}
            className="mt-3 mb-4 block flex-1 text-[0.9375rem] leading-relaxed text-slate-800 [overflow-wrap:anywhere]"
          />

          <span id={detailsId} className="block border-t border-slate-100 pt-3">
            <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm font-medium text-slate-700">
              <span className="sr-only">Module: </span>
              <span className="truncate">{question.module}</span>
              <span aria-hidden="true" className="text-slate-300">
                /
              </span>
              <span className="sr-only">Sub-module: </span>
              <span className="truncate text-primary-700">{question.subModule}</span>
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
                    question.pointsEarned > 0
                      ? 'fill-accent-400 text-accent-500'
                      : 'text-slate-400',
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
                {secondsLabel(question.timeSpentMs)}
              </span>
            </span>
          </span>
        </button>
      </DialogTrigger>
      <QuestionDetails question={question} />
    </Dialog>
  );
}
