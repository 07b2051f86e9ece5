import type { ReactNode } from 'react';
import { ChevronsUpDown, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { growingControlBoxClasses } from './input';

/**
 * How a searchable select's button looks, shared by the real one (SearchableSelect) and a
 * stand-in drawn before the popover's code has loaded, so that nothing moves when it swaps.
 */
export const selectTriggerClasses = (hasChoice: boolean) =>
  cn(
    growingControlBoxClasses,
    'flex items-center justify-between gap-2 text-left',
    hasChoice && 'pr-18',
  );

export function SelectTriggerContent({
  id,
  chosen,
  placeholder,
}: {
  id: string;
  chosen: ReactNode | undefined;
  placeholder: string;
}) {
  const hasChoice = chosen !== undefined;
  return (
    <>
      <span
        id={`${id}-value`}
        className={cn('min-w-0 break-words', !hasChoice && 'text-slate-500')}
      >
        {hasChoice ? chosen : placeholder}
      </span>
      <ChevronsUpDown
        className={cn('size-4 shrink-0 text-slate-400', hasChoice && 'absolute right-3')}
        aria-hidden="true"
      />
    </>
  );
}

export function ClearChoiceButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      aria-label={label}
      className="absolute top-1/2 right-9 -translate-y-1/2 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}
