import type { ReactNode } from 'react';
import type { AnsweredQuestion, AnsweredQuestionDetail } from '@academy/shared/progress';
import { MathHtml } from '../../../components/math/math-html';
import { QuestionFigure } from '../../../components/math/question-figure';
import { QuestionBody } from '../../../components/question-body';
import { DialogContent } from '../../../components/ui/dialog';
import { FlagControl } from '../../practice/components/flag-control';
import { Spinner } from '../../../components/ui/spinner';
import { useAnsweredQuestion } from '../api/get-answered-question';
import { difficultyLabel, pointsLabel, retriesLabel, timeSpentLabel } from '../lib/answer-format';
import { AnswerReview } from './answer-review';
import { CorrectnessBadge } from './correctness-badge';
import { LoadFailure } from './load-failure';
import { RetryLink } from './retry-link';
import { formatDateTime } from '../../../lib/format-date';

/**
 * The 'Question Details' modal: the card's facts at once, then the full question, the answers,
 * the explanation and the concepts, fetched when it opens (the list sends previews only).
 */
export function QuestionDetails({ question }: { question: AnsweredQuestion }) {
  const retries = retriesLabel(question);
  // The answer shown is not the first try: a later attempt, or a right one after a wrong check.
  const notFirstTry = retries !== null || (question.isCorrect && !question.firstAttemptCorrect);
  return (
    <DialogContent
      size="wide"
      title="Question Details"
      description={`${question.module} / ${question.subModule} · answered ${formatDateTime(
        question.answeredAt,
      )}`}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <CorrectnessBadge question={question} />
          <Chip>Difficulty {difficultyLabel(question.difficulty)}</Chip>
          <Chip>{pointsLabel(question.pointsEarned)}</Chip>
          <Chip>
            <span className="sr-only">Time spent: </span>
            {timeSpentLabel(question)}
          </Chip>
          {retries ? <Chip>{retries}</Chip> : null}
        </div>
        {notFirstTry ? (
          <p className="-mt-3 text-xs text-slate-600">
            Shown: your last answer. Points and concept scores count your first try.
          </p>
        ) : null}
        <div className="-mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <RetryLink question={question} />
          {/* Says whether it is flagged already, with the note, and edits or removes the flag. */}
          <FlagControl questionId={question.questionId} />
        </div>

        <DetailsBody questionId={question.questionId} />
      </div>
    </DialogContent>
  );
}

/** What the list leaves out: a spinner while it loads, a retry if it fails. */
function DetailsBody({ questionId }: { questionId: string }) {
  const query = useAnsweredQuestion(questionId);
  if (query.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading the question" className="[&_svg]:size-8" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        message="Failed to load the question. Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-8"
      />
    );
  }
  return <FullQuestion question={query.data} />;
}

function FullQuestion({ question }: { question: AnsweredQuestionDetail }) {
  const explanation = question.explanationLatex;
  return (
    <>
      <Section title="Question">
        <QuestionBody compact question={question} />
      </Section>

      <Section title={question.type === 'multiple_choice' ? 'Answer choices' : 'Answers'}>
        <AnswerReview question={question} />
      </Section>

      {explanation || question.explanationImage ? (
        <Section title="Explanation">
          {explanation ? (
            <MathHtml
              block
              text={explanation}
              html={question.explanationHtml}
              imageAlt="Explanation"
              className="text-slate-700"
            />
          ) : null}
          {question.explanationImage ? (
            <div className="mt-3">
              <QuestionFigure
                src={question.explanationImage}
                fallbackAlt="Figure for the explanation"
                className="max-h-[30rem] rounded-lg border border-slate-200 bg-white"
              />
            </div>
          ) : null}
        </Section>
      ) : null}

      {question.concepts.length ? (
        <Section title="Concepts">
          <ul className="flex flex-wrap gap-2">
            {question.concepts.map((concept) => (
              <li
                key={concept._id}
                className="rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-800"
              >
                {concept.name}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">
      {children}
    </span>
  );
}
