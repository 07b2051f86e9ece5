import type { AnsweredQuestionDetail } from '@academy/shared/progress';
import { MathHtml } from '../../../components/math/math-html';
import { cn } from '../../../lib/cn';
import { sameChoice } from '../lib/answer-format';

type Tone = 'correct' | 'wrong' | 'neutral';

const boxTone: Record<Tone, string> = {
  correct: 'border-green-500 bg-green-50 text-green-900',
  wrong: 'border-red-500 bg-red-50 text-red-900',
  neutral: 'border-slate-200 bg-white text-slate-800',
};

const markerTone: Record<Tone, string> = {
  correct: 'bg-green-600 text-white',
  wrong: 'bg-red-600 text-white',
  neutral: 'bg-slate-100 text-slate-600',
};

/**
 * The answers of an answered question (SPEC §2): the correct one green and labelled
 * '(Correct)', the user's wrong one red and labelled '(Your Answer)'.
 */
export function AnswerReview({ question }: { question: AnsweredQuestionDetail }) {
  if (question.type === 'multiple_choice' && question.choices.length) {
    return (
      <ul className="space-y-2">
        {question.choices.map((choice) => {
          const isCorrect = sameChoice(choice.id, question.correctAnswer);
          const isMine = sameChoice(choice.id, question.userAnswer);
          const tone: Tone = isCorrect ? 'correct' : isMine ? 'wrong' : 'neutral';
          return (
            <li
              key={choice.id}
              // The words and the labels keep to the letter's line while it leaves the words
              // 6rem; with large text on a phone each wraps to a line of its own, rather than
              // breaking the words inside.
              className={cn(
                'flex flex-wrap items-start gap-3 rounded-xl border p-3',
                boxTone[tone],
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  markerTone[tone],
                )}
              >
                {choice.id}
              </span>
              <span className="min-w-0 flex-1 basis-24 pt-0.5">
                <span className="sr-only">Choice {choice.id}: </span>
                <MathHtml text={choice.latex} html={choice.html} imageAlt={`Choice ${choice.id}`} />
              </span>
              {isCorrect || isMine ? (
                <span className="ml-auto flex shrink-0 flex-col items-end gap-0.5 pt-1 text-xs font-semibold">
                  {isCorrect ? <CorrectLabel /> : null}
                  {isMine ? <YourAnswerLabel wrong={!isCorrect} /> : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div
        className={cn('rounded-xl border p-3', boxTone[question.isCorrect ? 'correct' : 'wrong'])}
      >
        {/* Under "Your answer", a right one is labelled (Correct): "(Your Answer)" said it twice. */}
        <div className="flex items-center justify-between gap-2 text-xs font-medium text-slate-600">
          Your answer
          {question.isCorrect ? <CorrectLabel /> : <YourAnswerLabel wrong />}
        </div>
        <p className="mt-1 text-base font-semibold [overflow-wrap:anywhere]">
          {question.userAnswer}
        </p>
      </div>
      <div className={cn('rounded-xl border p-3', boxTone.correct)}>
        <div className="flex items-center justify-between gap-2 text-xs font-medium text-slate-600">
          Correct answer
          <CorrectLabel />
        </div>
        <MathHtml
          block
          text={question.correctAnswerLatex}
          html={question.correctAnswerHtml}
          imageAlt="Correct answer"
          className="mt-1 text-base font-semibold"
        />
      </div>
    </div>
  );
}

const CorrectLabel = () => <span className="text-xs font-semibold text-green-700">(Correct)</span>;

/** Red when the user's answer was wrong; green when it was the correct one. */
function YourAnswerLabel({ wrong }: { wrong: boolean }) {
  return (
    <span className={cn('text-xs font-semibold', wrong ? 'text-red-700' : 'text-green-700')}>
      (Your Answer)
    </span>
  );
}
