import { Flag } from 'lucide-react';
import type { QuestionFlagInfo } from '@academy/shared/progress';
import { cn } from '../../../lib/cn';

/** 'Flagged for my tutor', with the student's note when there is one. */
export function FlagNote({ flag, className }: { flag: QuestionFlagInfo; className?: string }) {
  return (
    <span className={cn('flex items-start gap-1.5 text-xs text-amber-900', className)}>
      <Flag className="mt-px size-3.5 shrink-0 fill-amber-300 text-amber-700" aria-hidden="true" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-semibold">Flagged for my tutor</span>
        {flag.note ? <span>: {flag.note}</span> : null}
      </span>
    </span>
  );
}
