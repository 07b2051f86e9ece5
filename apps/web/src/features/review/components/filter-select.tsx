import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlBoxClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** A native select in the form-control look: the platform's own picker on phones. */
export function FilterSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          controlBoxClasses,
          'cursor-pointer appearance-none pr-9 disabled:cursor-not-allowed',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
    </div>
  );
}
