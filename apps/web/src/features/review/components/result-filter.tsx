import type { ResultChoice } from '../lib/answered-search';
import { tickedIn, useEarlyInput } from '../../../lib/use-early-input';
import { FilterSelect } from './filter-select';

/** The words for each choice of the Result filter. */
const RESULT_LABELS: Record<ResultChoice, string> = {
  'missed-first': 'Missed on first try',
  incorrect: 'Incorrect now',
  correct: 'Correct',
};

interface ResultFilterProps {
  id: string;
  value: ResultChoice | undefined;
  onChange: (result: ResultChoice | undefined) => void;
}

/** All, Missed on first try, Incorrect now, Correct. */
export function ResultFilter({ id, value, onChange }: ResultFilterProps) {
  return (
    <FilterSelect
      id={id}
      value={value ?? ''}
      onValueChange={(chosen) => onChange((chosen as ResultChoice) || undefined)}
    >
      <option value="">All</option>
      {Object.entries(RESULT_LABELS).map(([choice, label]) => (
        <option key={choice} value={choice}>
          {label}
        </option>
      ))}
    </FilterSelect>
  );
}

/** 'Flagged for my tutor only': the questions the student flagged from practice. */
export function FlaggedFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (flagged: true | undefined) => void;
}) {
  const box = useEarlyInput<HTMLInputElement>(tickedIn, checked ? 'on' : 'off', (ticked) =>
    onChange(ticked === 'on' || undefined),
  );
  return (
    <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked || undefined)}
        className="size-4 rounded border-slate-300 text-primary-600 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500"
      />
      Flagged for my tutor only
    </label>
  );
}
