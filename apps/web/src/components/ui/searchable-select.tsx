import type { AriaAttributes, ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import {
  ClearChoiceButton,
  SelectTriggerContent,
  selectTriggerClasses,
} from './select-trigger-look';

interface SearchableSelectProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current choice as the button shows it; undefined while nothing is chosen. */
  chosen: ReactNode | undefined;
  placeholder: string;
  /** The accessible name of the button that clears the choice. */
  clearLabel: string;
  onClear: () => void;
  triggerAria: Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby' | 'aria-labelledby'>;
  popoverAria: Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'>;
  /** The popover's width, as Tailwind classes. */
  popoverClassName: string;
  /** Shown in place of the search when there is nothing to choose from. */
  unavailable?: ReactNode;
  /** The accessible name of the list. */
  listLabel: string;
  /** cmdk's ranking of an item for the typed text; cmdk's own fuzzy match by default. */
  filter?: (value: string, search: string, keywords?: string[]) => number;
  searchPlaceholder: string;
  searchLabel: string;
  /** The list's maximum height, as a Tailwind class. */
  listHeightClassName: string;
  emptyText: string;
  /** The options, as cmdk `Command.Item`s. */
  children: ReactNode;
}

/** A select-like button that opens a searchable list (cmdk) in a popover, with a clear button. */
export function SearchableSelect({
  id,
  open,
  onOpenChange,
  chosen,
  placeholder,
  clearLabel,
  onClear,
  triggerAria,
  popoverAria,
  popoverClassName,
  unavailable,
  listLabel,
  filter,
  searchPlaceholder,
  searchLabel,
  listHeightClassName,
  emptyText,
  children,
}: SearchableSelectProps) {
  const hasChoice = chosen !== undefined;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <div className="relative">
        <Popover.Trigger
          id={id}
          type="button"
          {...triggerAria}
          className={selectTriggerClasses(hasChoice)}
        >
          <SelectTriggerContent id={id} chosen={chosen} placeholder={placeholder} />
        </Popover.Trigger>
        {hasChoice ? <ClearChoiceButton label={clearLabel} onClear={onClear} /> : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          {...popoverAria}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          // No taller than the room on its side of the button (a phone held sideways): the list
          // shrinks and scrolls, and the search box above it stays on screen.
          className={cn(
            'z-50 flex max-h-(--radix-popover-content-available-height) flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-pop animate-fade-in',
            popoverClassName,
          )}
        >
          {unavailable ?? (
            // cmdk names its input by the root's label (aria-labelledby wins over aria-label),
            // and its list by the list's own.
            <Command filter={filter} label={searchLabel} className="flex min-h-0 flex-col">
              <div className="flex shrink-0 items-center gap-2 border-b border-slate-100 px-3">
                <Search className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <Command.Input
                  placeholder={searchPlaceholder}
                  className="h-11 w-full bg-transparent text-base outline-none placeholder:text-slate-400 sm:text-sm"
                />
              </div>
              <Command.List
                label={listLabel}
                className={cn(
                  'min-h-0 overflow-y-auto overscroll-contain p-1.5',
                  listHeightClassName,
                )}
              >
                <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">
                  {emptyText}
                </Command.Empty>
                {children}
              </Command.List>
            </Command>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
