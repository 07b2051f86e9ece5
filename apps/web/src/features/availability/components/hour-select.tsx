import type { ComponentProps } from 'react';
import { controlBoxClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** "9 AM", "12 PM", "12 AM" for midnight at either end of a day. */
export const hourLabel = (hour: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12} ${hour % 24 < 12 ? 'AM' : 'PM'}`;

const HOURS = Array.from({ length: 25 }, (_, h) => h);

/** A native select of whole hours (0 to 24, midnight at both ends). */
export function HourSelect({
  value,
  onChange,
  className,
  allowNone,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (hour: number | null) => void;
  allowNone?: string;
}) {
  return (
    <select
      className={cn(controlBoxClasses, 'cursor-pointer', className)}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      {...props}
    >
      {allowNone ? <option value="">{allowNone}</option> : null}
      {HOURS.map((h) => (
        <option key={h} value={h}>
          {hourLabel(h)}
        </option>
      ))}
    </select>
  );
}

export const selectClasses = cn(controlBoxClasses, 'cursor-pointer');
