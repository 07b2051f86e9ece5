import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { growingControlBoxClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { chosenIn, useEarlyInput } from '../../../lib/use-early-input';

type FilterSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * A native select in the form-control look: the platform's own picker on phones. A choice made
 * on the page the server drew, before the app took over, is taken up.
 */
export function FilterSelect({
  className,
  children,
  value,
  onValueChange,
  ...props
}: FilterSelectProps) {
  const select = useEarlyInput<HTMLSelectElement>(chosenIn, value, onValueChange);
  return (
    <div className="relative">
      <select
        ref={select}
        className={cn(
          growingControlBoxClasses,
          'cursor-pointer appearance-none pr-9 disabled:cursor-not-allowed',
          className,
        )}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
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
