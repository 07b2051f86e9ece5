import { useState } from 'react';
import { Command } from 'cmdk';
import { Check } from 'lucide-react';
import { US_STATES, stateName } from '@academy/shared/states';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { cn } from '../../../lib/cn';

/**
 * Ranks a state for the typed text: its exact code first, then names that start with it, then
 * names with a word that starts with it, then codes and names that merely contain it.
 * `value` is the state code and `keywords[0]` its name (cmdk's filter signature).
 */
export function filterStates(value: string, search: string, keywords: string[] = []): number {
  const query = search.trim().toLowerCase();
  if (!query) return 1;
  const code = value.toLowerCase();
  const name = (keywords[0] ?? '').toLowerCase();
  if (code === query) return 1;
  if (name.startsWith(query)) return 0.9;
  if (name.split(' ').some((word) => word.startsWith(query))) return 0.7;
  if (code.startsWith(query)) return 0.6;
  if (name.includes(query)) return 0.4;
  return 0;
}

interface StatePickerProps {
  id: string;
  /** A two-letter state code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A searchable US state picker: a button that opens a filterable list in a popover. */
export function StatePicker({ id, value, onChange, onBlur, ...aria }: StatePickerProps) {
  const [open, setOpen] = useState(false);
  const name = stateName(value);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
  };

  return (
    <SearchableSelect
      id={id}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
      chosen={
        name ? (
          <>
            {name} <span className="text-slate-500">({value})</span>
          </>
        ) : undefined
      }
      placeholder="Select a state"
      clearLabel="Clear state"
      onClear={() => onChange('')}
      // Named by its label and what it shows ("State Texas (TX)"), as a label alone would hide the
      // choice from a screen reader. Field gives the label its id, SearchableSelect the value.
      triggerAria={{ ...aria, 'aria-labelledby': `${id}-label ${id}-value` }}
      popoverAria={{ 'aria-label': 'US states' }}
      popoverClassName="w-[max(var(--radix-popover-trigger-width),16rem)]"
      listLabel="US states"
      filter={filterStates}
      searchPlaceholder="Search by name or code..."
      searchLabel="Search states"
      listHeightClassName="max-h-60"
      emptyText="No states found."
    >
      {US_STATES.map((state) => (
        <Command.Item
          key={state.code}
          value={state.code}
          keywords={[state.name]}
          onSelect={choose}
          className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-2 text-sm text-slate-700 select-none data-[selected=true]:bg-primary-50 data-[selected=true]:text-primary-800"
        >
          <span className="flex items-center gap-2">
            <Check
              className={cn('size-4', state.code === value ? 'text-primary-600' : 'invisible')}
              aria-hidden="true"
            />
            {state.name}
          </span>
          <span className="font-mono text-xs text-slate-600">{state.code}</span>
        </Command.Item>
      ))}
    </SearchableSelect>
  );
}
