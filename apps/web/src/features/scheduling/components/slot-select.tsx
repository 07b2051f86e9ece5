import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlBoxClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { slotClock } from '../lib/slot-times';

interface SlotSelectProps extends Omit<ComponentProps<'select'>, 'onChange'> {
  days: { day: string; starts: string[] }[];
  /** Starts chosen for other sessions: shown, but not chosen twice. */
  taken?: Set<string>;
  onChange: (start: string) => void;
}

/** A native select of free times grouped by day: the platform's own picker on phones. */
export function SlotSelect({ days, taken, onChange, className, ...props }: SlotSelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(controlBoxClasses, 'cursor-pointer appearance-none pr-9 text-sm', className)}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      >
        <option value="">Choose a time</option>
        {days.map(({ day, starts }) => (
          <optgroup key={day} label={day}>
            {starts.map((start) => (
              <option
                key={start}
                value={start}
                disabled={taken?.has(start) && start !== props.value}
              >
                {`${day}, ${slotClock(start)}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
    </div>
  );
}
