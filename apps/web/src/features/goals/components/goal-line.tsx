import { Target } from 'lucide-react';
import { goalLine, type StudyGoal } from '@academy/shared/goals';
import { cn } from '../../../lib/cn';

/** A student's SAT goal in one line, for the pages of those who follow them. */
export function GoalLine({ goal, className }: { goal: StudyGoal; className?: string }) {
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-slate-700', className)}>
      <Target className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <span>
        <span className="font-medium">SAT goal:</span> {goalLine(goal, new Date())}
      </span>
    </p>
  );
}
