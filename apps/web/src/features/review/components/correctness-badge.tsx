import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnsweredQuestion } from '@academy/shared/progress';
import { cn } from '../../../lib/cn';
import { verdictLabel } from '../lib/answer-format';

type Verdict = Pick<AnsweredQuestion, 'isCorrect' | 'firstAttemptCorrect' | 'correctOnTry'>;

/** The green 'Correct' (or 'Correct on 2nd try') or red 'Incorrect' badge of an answer. */
export function CorrectnessBadge({
  question,
  children,
}: {
  question: Verdict;
  /** After the verdict, inside the badge: punctuation for a screen reader's reading of it. */
  children?: ReactNode;
}) {
  const { isCorrect } = question;
  const Icon = isCorrect ? CheckCircle2 : XCircle;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        isCorrect
          ? 'bg-green-50 text-green-700 ring-green-600/20'
          : 'bg-red-50 text-red-700 ring-red-600/20',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span>
        {verdictLabel(question)}
        {children}
      </span>
    </span>
  );
}
