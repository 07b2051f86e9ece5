import type { AngleUnit } from '../lib/math-engine';
import { cn } from '../../../lib/cn';

const UNITS: { unit: AngleUnit; label: string; short: string }[] = [
  { unit: 'deg', label: 'Degrees', short: 'Deg' },
  { unit: 'rad', label: 'Radians', short: 'Rad' },
];

/** Degrees or radians for sin, cos, tan and their inverses. */
export function AngleToggle({
  unit,
  onChange,
}: {
  unit: AngleUnit;
  onChange: (unit: AngleUnit) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Angle unit"
      className="flex rounded-lg border border-slate-200 p-0.5"
    >
      {UNITS.map((option) => (
        <button
          key={option.unit}
          type="button"
          aria-pressed={unit === option.unit}
          aria-label={option.label}
          onClick={() => onChange(option.unit)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-primary-500',
            unit === option.unit
              ? 'bg-primary-600 text-white'
              : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {option.short}
        </button>
      ))}
    </div>
  );
}
