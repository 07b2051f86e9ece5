import { memo, type Ref } from 'react';
import type { EvaluationQuestion } from '@academy/shared/evaluation';
import { QuestionBody } from '../../../components/question-body';
import { MathToolsBar } from '../../math-tools/components/math-tools-bar';
import { ChoiceList } from './choice-list';
import { FreeAnswerInput } from './free-answer-input';

interface QuestionCardProps {
  question: EvaluationQuestion;
  /** For the card's accessible name, e.g. 'Question 2 of 3'. */
  label: string;
  answer: string | undefined;
  onAnswer: (questionId: string, value: string) => void;
  /** Focused when the question is brought in after Back or Next left the focus out of sight. */
  ref?: Ref<HTMLElement>;
}

// Memoized: the section timer re-renders the page every second, the question need not follow.
export const QuestionCard = memo(function QuestionCard({
  question,
  label,
  answer,
  onAnswer,
  ref,
}: QuestionCardProps) {
  const headingId = `evaluation-question-${question._id}`;
  const setAnswer = (value: string) => onAnswer(question._id, value);
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-mascot-avoid
      className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 border border-slate-200/80 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      {question.passage ? null : (
        // Reading and Writing questions (those with a passage) have no calculator on the test.
        <div className="-mt-1 mb-4 flex justify-end">
          <MathToolsBar questionId={question._id} />
        </div>
      )}
      <QuestionBody question={question} />
      <div className="mt-6 border-t border-slate-100 pt-5">
        {question.type === 'multiple_choice' ? (
          <ChoiceList
            questionId={question._id}
            choices={question.choices}
            value={answer}
            onChange={setAnswer}
          />
        ) : (
          <FreeAnswerInput
            key={question._id}
            questionId={question._id}
            type={question.type}
            value={answer ?? ''}
            onChange={setAnswer}
          />
        )}
      </div>
    </article>
  );
});
