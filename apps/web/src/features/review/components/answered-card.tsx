import { lazy, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AnsweredQuestion } from '@academy/shared/progress';
import { DeferredDialog } from '../../../components/ui/deferred-dialog';
import { ReportProblem } from '../../question-reports/components/report-problem';
import { answeredQuestionQueryOptions } from '../api/get-answered-question';
import { AnsweredCardButton } from './answered-card-button';
import { RetryLink } from './retry-link';

// The details dialog's code loads when a card is first pointed at, focused or opened.
const loadDetails = () => import('./answered-card-details');
const AnsweredCardDetails = lazy(() =>
  loadDetails().then((module) => ({ default: module.AnsweredCardDetails })),
);

interface AnsweredCardProps {
  question: AnsweredQuestion;
  /** The clock the relative times are measured against (ticks every minute). */
  now: Date;
}

/**
 * One answered question: a button that opens its 'Question Details' modal, and beside it (not
 * inside: a link in a button is not operable) 'Retry this question'. Each card owns its dialog,
 * so closing it returns focus to the card that opened it. Pointing at or focusing the card
 * starts loading the dialog and the question's details, so they are often there on the press.
 */
export function AnsweredCard({ question, now }: AnsweredCardProps) {
  const queryClient = useQueryClient();
  // A page holds up to 12 cards, each with its Retry and Report a problem: a screen reader
  // hears which question each acts on.
  const previewId = useId();
  const prefetch = () => {
    void loadDetails();
    void queryClient.prefetchQuery(answeredQuestionQueryOptions(question.questionId));
  };
  return (
    <div
      data-mascot-avoid
      className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-primary-200 hover:shadow-pop"
    >
      <DeferredDialog
        prefetch={prefetch}
        trigger={(props) => (
          <AnsweredCardButton question={question} now={now} previewId={previewId} {...props} />
        )}
      >
        <AnsweredCardDetails question={question} now={now} previewId={previewId} />
      </DeferredDialog>
      {/* Outside the details dialog: opened, it gives Close the focus, not a report. */}
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 pb-4">
        <RetryLink question={question} describedBy={previewId} />
        <ReportProblem questionId={question.questionId} describedBy={previewId} />
      </div>
    </div>
  );
}
