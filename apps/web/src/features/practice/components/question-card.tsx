import { useEffect, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Eye, Loader2, SkipForward } from 'lucide-react';
import toast from 'react-hot-toast';
import { ANSWER_REQUIRED_TO_CHECK } from '@academy/shared/practice';
import type { Question } from '@academy/shared/questions';
import { Button } from '../../../components/ui/button';
import { MathToolsBar } from '../../math-tools/components/math-tools-bar';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { questionAnswerQueryOptions } from '../api/get-question-answer';
import { useSkipQuestion } from '../api/skip-question';
import { useQuestionAttempt } from '../hooks/use-question-attempt';
import { AnswerFeedback } from './answer-feedback';
import { AnswerReveal } from './answer-reveal';
import type { ChoiceMarks } from './choice-mark';
import { ChoiceList } from './choice-list';
import { ReportProblem } from '../../question-reports/components/report-problem';
import { FlagControl } from './flag-control';
import { FreeEntryInput } from './free-entry-input';
import { HintSection } from './hint-section';
import { QuestionBody } from '../../../components/question-body';
import { QuestionMeta } from './question-meta';

interface QuestionCardProps {
  question: Question;
  /** Draws the next question; the card is replaced when it arrives. */
  onNext: () => void;
  /** True while the next question is on its way. */
  loadingNext?: boolean;
  /** Called once an answer to this question is recorded. */
  onRecorded?: () => void;
  /**
   * "Skip for now" went through: the next question is drawn, this one comes back later. Without
   * it there is nothing else to draw, and the card offers no skip.
   */
  onSkipped?: () => void;
  /**
   * Takes focus when it appears: after Next Question the old card and the focused button are
   * gone, and without this focus falls back to the page and a screen reader hears nothing new.
   */
  focusOnArrival?: boolean;
}

/** One practice question: answer, check, hints, the answer and its explanation (SPEC §4). */
export function QuestionCard({
  question,
  onNext,
  loadingNext = false,
  onRecorded,
  onSkipped,
  focusOnArrival = false,
}: QuestionCardProps) {
  const titleId = useId();
  const answerRequiredId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnArrival) titleRef.current?.focus();
    // Only when this card arrives: it is remounted for every new question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const attempt = useQuestionAttempt(question, onRecorded);
  const done = attempt.isCorrect === true || attempt.answerShown;
  const answerMissing = !attempt.answer.trim();
  const skip = useSkipQuestion();
  // The answer, shared with AnswerReveal's query: after Show Answer its choice is marked.
  const revealed = useQuery({
    ...questionAnswerQueryOptions(question._id),
    enabled: attempt.answerShown,
  });
  const marks: ChoiceMarks = {
    // A mark stays with the choice that was checked, until another is picked.
    checked:
      attempt.checkedAnswer !== null && attempt.checkedAnswer === attempt.answer
        ? { id: attempt.checkedAnswer, isCorrect: attempt.isCorrect === true }
        : undefined,
    correct: attempt.answerShown ? revealed.data?.correctAnswer : undefined,
  };
  // Check Answer is disabled while the check runs: when it ends, the first action that can be
  // used gets the focus back.
  const actionsRef = useRef<HTMLDivElement>(null);
  useFocusAfterBusy(attempt.checking, () =>
    actionsRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)'),
  );
  const hasHints = question.hints.length > 0 || question.indepthHints.length > 0;

  // Its sides in pixels, as the page's are (page-gutter): with text at 200% on a phone, rem
  // padding left a choice's formula too little room.
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-[20px] py-3 sm:px-6">
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-900"
        >
          Question
        </h2>
        <QuestionMeta question={question} />
      </header>
      {/* Reading and Writing questions (those with a passage) have no calculator on the test. */}
      {question.passage ? null : (
        <div className="flex justify-end border-b border-slate-100 px-[20px] py-2 sm:px-6">
          <MathToolsBar questionId={question._id} />
        </div>
      )}

      <form noValidate onSubmit={attempt.submit} className="space-y-6 p-[20px] sm:p-6">
        <QuestionBody question={question} />

        {question.type === 'multiple_choice' ? (
          <ChoiceList
            choices={question.choices}
            value={attempt.answer}
            onChange={attempt.setAnswer}
            marks={marks}
          />
        ) : (
          <FreeEntryInput
            value={attempt.answer}
            onChange={attempt.setAnswer}
            error={attempt.entryError}
          />
        )}

        <AnswerFeedback
          isCorrect={attempt.isCorrect}
          attempt={attempt.attempts}
          // Once the answer is shown, "Try again!" beside it no longer fits: the verdict alone.
          plain={attempt.checkedAfterReveal || (attempt.answerShown && !attempt.isCorrect)}
          unrecorded={attempt.checkedAfterReveal}
        />

        {/* Marked as a whole, so every action added to the row is kept clear of the mascot. */}
        <div
          ref={actionsRef}
          data-mascot-avoid
          className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center"
        >
          <Button
            type="submit"
            // Once it is right (or shown), moving on is the main thing left to do.
            variant={done ? 'secondary' : 'primary'}
            disabled={!attempt.canCheck}
            aria-busy={attempt.checking}
            // Dimmed with no answer yet: a screen reader is told why (the evaluation's Submit
            // does the same). Sighted users see the empty choices beside it.
            aria-describedby={answerMissing ? answerRequiredId : undefined}
          >
            {attempt.checking ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : null}
            Check Answer
          </Button>
          {answerMissing ? (
            <span id={answerRequiredId} className="sr-only">
              {ANSWER_REQUIRED_TO_CHECK}
            </span>
          ) : null}
          {attempt.canMoveOn || !onSkipped ? null : (
            <Button
              variant="ghost"
              disabled={skip.isPending || attempt.checking}
              aria-busy={skip.isPending}
              onClick={() =>
                skip.mutate(question._id, {
                  onSuccess: () => {
                    // One note however many are skipped: stacked, they covered the card on a phone.
                    toast('Skipped for now: it will come back later.', { id: 'practice-skipped' });
                    onSkipped();
                  },
                })
              }
            >
              {skip.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <SkipForward className="size-4" aria-hidden="true" />
              )}
              Skip for now
            </Button>
          )}
          {attempt.checked && !attempt.answerShown ? (
            <Button variant="secondary" onClick={attempt.showAnswer}>
              <Eye className="size-4" aria-hidden="true" />
              Show Answer
            </Button>
          ) : null}
          {attempt.canMoveOn ? (
            <Button
              variant={done ? 'primary' : 'secondary'}
              onClick={onNext}
              disabled={loadingNext}
              aria-busy={loadingNext}
              className="sm:ml-auto"
            >
              {loadingNext ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              Next Question
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>

        {attempt.answerShown ? <AnswerReveal question={question} /> : null}
      </form>

      {hasHints ? (
        <div className="space-y-3 border-t border-slate-100 bg-slate-50/70 p-5 sm:p-6">
          <HintSection
            kind="hint"
            hints={question.hints}
            shown={attempt.hintsShown}
            onReveal={attempt.revealHint}
          />
          <HintSection
            kind="superhint"
            hints={question.indepthHints}
            shown={attempt.superhintsShown}
            onReveal={attempt.revealSuperhint}
          />
        </div>
      ) : null}
      {/* Last, after the hints: the answer stays the first stop after the question. Outside the
          answer's form, which the dialog's own form would otherwise submit (React events pass
          out of portals). */}
      <footer className="flex flex-wrap items-center justify-end gap-x-2 border-t border-slate-100 px-[20px] py-2 sm:px-6">
        <ReportProblem questionId={question._id} />
        <FlagControl questionId={question._id} />
      </footer>
    </article>
  );
}
