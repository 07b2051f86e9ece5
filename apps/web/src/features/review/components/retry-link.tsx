import { Link } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import type { AnsweredQuestion } from '@academy/shared/progress';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * 'Retry this question': practice opens with it first. A retry is recorded as a later attempt,
 * so it never changes the first try's points or scores (decision 003). A question that has left
 * the bank cannot be practised: the link gives way to a line saying so.
 */
export function RetryLink({
  question,
  className,
  describedBy,
}: {
  question: Pick<AnsweredQuestion, 'questionId' | 'subModuleId' | 'retired'>;
  className?: string;
  describedBy?: string;
}) {
  if (question.retired) {
    return (
      <span className={cn('text-sm text-slate-600', className)}>
        No longer in the question bank
      </span>
    );
  }
  return (
    <Link
      to="/practice/$subModuleId"
      params={{ subModuleId: question.subModuleId }}
      search={{ question: question.questionId }}
      // Opening it hands the question out (its clock starts): never on a hover.
      preload={false}
      aria-describedby={describedBy}
      className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), className)}
    >
      <RotateCcw className="size-4" aria-hidden="true" />
      Retry this question
    </Link>
  );
}
