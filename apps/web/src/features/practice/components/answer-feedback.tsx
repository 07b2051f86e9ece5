import { CheckCircle2, XCircle } from 'lucide-react';
import {
  FEEDBACK_CORRECT,
  FEEDBACK_CORRECT_PLAIN,
  FEEDBACK_NOT_RECORDED,
  FEEDBACK_WRONG,
  FEEDBACK_WRONG_PLAIN,
} from '@academy/shared/practice';
import { cn } from '../../../lib/cn';

interface AnswerFeedbackProps {
  /** The last check's verdict, or null before the first check. */
  isCorrect: boolean | null;
  /** Counts checks, so the same verdict twice is announced twice. */
  attempt: number;
  /** The answer is shown: the verdict alone, without praise or encouragement. */
  plain?: boolean;
  /** The check came after Show Answer, and so was not recorded: said under the verdict. */
  unrecorded?: boolean;
}

const verdict = (isCorrect: boolean, plain: boolean) => {
  if (plain) return isCorrect ? FEEDBACK_CORRECT_PLAIN : FEEDBACK_WRONG_PLAIN;
  return isCorrect ? FEEDBACK_CORRECT : FEEDBACK_WRONG;
};

/** The verdict of the last check, announced politely to screen readers. */
export function AnswerFeedback({
  isCorrect,
  attempt,
  plain = false,
  unrecorded = false,
}: AnswerFeedbackProps) {
  return (
    // The verdict is the student's to read: the mascot and its bubble keep off it.
    <div role="status" aria-live="polite" aria-atomic="true" data-mascot-avoid>
      {isCorrect === null ? null : (
        <p
          key={attempt}
          className={cn(
            'flex items-center gap-2.5 rounded-xl px-4 py-3 text-sm font-semibold ring-1 animate-fade-in',
            isCorrect
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              : 'bg-rose-50 text-rose-800 ring-rose-200',
          )}
        >
          {isCorrect ? (
            <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          ) : (
            <XCircle className="size-5 shrink-0" aria-hidden="true" />
          )}
          {verdict(isCorrect, plain)}
        </p>
      )}
      {isCorrect !== null && unrecorded ? (
        <p key={`note-${attempt}`} className="mt-2 text-sm text-slate-600">
          {FEEDBACK_NOT_RECORDED}
        </p>
      ) : null}
    </div>
  );
}
