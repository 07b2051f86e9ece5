import { Bookmark } from 'lucide-react';
import type { TestQuestion } from '@academy/shared/tests';
import { cn } from '../../../lib/cn';
import type { LocalAnswer } from '../lib/local-attempt';

interface QuestionNavigatorProps {
  questions: TestQuestion[];
  answers: Record<string, LocalAnswer>;
  current: number;
  onGo: (index: number) => void;
}

const isAnswered = (a: LocalAnswer | undefined) => Boolean(a?.answer.trim());

/**
 * Every question of the module, answered, unanswered or marked; any one is a click away. Its
 * rows follow the module screen's container: five a row only in the column beside the question.
 */
export function QuestionNavigator({ questions, answers, current, onGo }: QuestionNavigatorProps) {
  const answered = questions.filter((q) => isAnswered(answers[q._id])).length;
  const marked = questions.filter((q) => answers[q._id]?.marked).length;
  return (
    <nav
      aria-labelledby="test-navigator-heading"
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-card"
    >
      <h2 id="test-navigator-heading" className="text-sm font-semibold text-slate-900">
        Questions
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        {answered} answered · {questions.length - answered} unanswered · {marked} marked
      </p>
      <ol className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-8 lg:@[47rem]:grid-cols-5">
        {questions.map((q, index) => {
          const a = answers[q._id];
          const status = [
            isAnswered(a) ? 'answered' : 'unanswered',
            a?.marked ? 'marked for review' : '',
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={q._id}>
              <button
                type="button"
                onClick={() => onGo(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Question ${index + 1}, ${status}`}
                className={cn(
                  'relative flex h-10 w-full items-center justify-center rounded-lg border text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                  isAnswered(a)
                    ? 'border-primary-600 bg-primary-600 text-white'
                    : 'border-dashed border-slate-400 bg-white text-slate-700',
                  index === current && 'ring-2 ring-amber-400 ring-offset-1',
                )}
              >
                {index + 1}
                {a?.marked ? (
                  <Bookmark
                    className="absolute -top-1.5 -right-1.5 size-4 fill-red-500 text-red-600"
                    aria-hidden="true"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
