import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** What a choice is marked with after a check or Show Answer. */
export type ChoiceMarkKind = 'chosen-right' | 'chosen-wrong' | 'correct';

export interface ChoiceMarks {
  /** The choice the last check was given, and whether it was right. */
  checked?: { id: string; isCorrect: boolean };
  /** The right choice, once Show Answer revealed it. */
  correct?: string;
}

const TEXT: Record<ChoiceMarkKind, string> = {
  'chosen-right': 'Your answer — correct',
  'chosen-wrong': 'Your answer — incorrect',
  correct: 'Correct answer',
};

export function markOf(choiceId: string, marks: ChoiceMarks): ChoiceMarkKind | undefined {
  const ids = (id?: string) => id?.toUpperCase() === choiceId.toUpperCase();
  if (marks.checked && ids(marks.checked.id)) {
    return marks.checked.isCorrect ? 'chosen-right' : 'chosen-wrong';
  }
  if (ids(marks.correct)) return 'correct';
  return undefined;
}

/** The box of a marked choice: green or red, and thicker, so the mark is not colour alone. */
export const markedBoxClasses = (kind: ChoiceMarkKind) =>
  kind === 'chosen-wrong'
    ? 'border-2 border-rose-500 bg-rose-50 has-checked:border-rose-500 has-checked:bg-rose-50 has-checked:ring-rose-500'
    : 'border-2 border-emerald-500 bg-emerald-50 has-checked:border-emerald-500 has-checked:bg-emerald-50 has-checked:ring-emerald-500';

/** The words of a mark, seen and read out with the choice (forced colours keep them). */
export function ChoiceMark({ kind }: { kind: ChoiceMarkKind }) {
  const Icon = kind === 'chosen-wrong' ? XCircle : CheckCircle2;
  return (
    <span
      className={cn(
        'ml-auto inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        kind === 'chosen-wrong' ? 'bg-rose-100 text-rose-800' : 'bg-emerald-100 text-emerald-800',
        'forced-colors:border forced-colors:border-[CanvasText]',
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {TEXT[kind]}
    </span>
  );
}
