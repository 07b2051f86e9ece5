import type { Question } from '@academy/shared/questions';
import { cn } from '../../../lib/cn';

const MAX_DIFFICULTY = 5;

/** The concepts a question practises and its difficulty (1 to 5). */
export function QuestionMeta({ question }: { question: Question }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {question.concepts.map((concept) => (
        <span
          key={concept._id}
          className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-700"
        >
          {concept.name}
        </span>
      ))}
      <span
        className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600"
        aria-label={`Difficulty ${question.difficulty} of ${MAX_DIFFICULTY}`}
        role="img"
      >
        <span aria-hidden="true">Difficulty</span>
        <span aria-hidden="true" className="flex gap-0.5">
          {Array.from({ length: MAX_DIFFICULTY }, (_, index) => (
            <span
              key={index}
              className={cn(
                'size-1.5 rounded-full',
                // Under forced colours backgrounds go: filled dots take the highlight colour,
                // empty ones are rings.
                index < question.difficulty
                  ? 'bg-primary-500 forced-colors:bg-[Highlight]'
                  : 'bg-slate-200 forced-colors:border forced-colors:border-[CanvasText]',
              )}
            />
          ))}
        </span>
      </span>
    </div>
  );
}
