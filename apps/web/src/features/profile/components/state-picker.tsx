import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Search, X } from 'lucide-react';
import { US_STATES, stateName } from '@academy/shared/states';
import { controlBoxClasses } from '../../../components/ui/input';
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
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <div className="relative">
        <Popover.Trigger
          id={id}
          type="button"
          {...aria}
          className={cn(
            controlBoxClasses,
            'flex items-center justify-between gap-2 text-left',
            name && 'pr-18',
          )}
        >
          {name ? (
            <span className="truncate">
              {name} <span className="text-slate-500">({value})</span>
            </span>
          ) : (
            <span className="truncate text-slate-500">Select a state</span>
          )}
          <ChevronsUpDown
            className={cn('size-4 shrink-0 text-slate-400', name && 'absolute right-3')}
            aria-hidden="true"
          />
        </Popover.Trigger>
        {name ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear state"
            className="absolute top-1/2 right-9 -translate-y-1/2 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 w-[max(var(--radix-popover-trigger-width),16rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-pop animate-fade-in"
        >
          <Command filter={filterStates} label="US states">
            <div className="flex items-center gap-2 border-b border-slate-100 px-3">
              <Search className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <Command.Input
                placeholder="Search by name or code..."
                aria-label="Search states"
                className="h-11 w-full bg-transparent text-base outline-none placeholder:text-slate-400 sm:text-sm"
              />
            </div>
            <Command.List className="max-h-60 overflow-y-auto overscroll-contain p-1.5">
              <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">
                No states found.
              </Command.Empty>
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
                      className={cn(
                        'size-4',
                        state.code === value ? 'text-primary-600' : 'invisible',
                      )}
                      aria-hidden="true"
                    />
                    {state.name}
                  </span>
                  <span className="font-mono text-xs text-slate-500">{state.code}</span>
                </Command.Item>
              ))}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
