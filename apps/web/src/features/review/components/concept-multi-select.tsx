import { useState } from 'react';
import { Command } from 'cmdk';
import { Check } from 'lucide-react';
import type { Concept } from '@academy/shared/catalog';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { cn } from '../../../lib/cn';
import { conceptSummary } from '../lib/concept-summary';

export interface ConceptMultiSelectProps {
  id: string;
  /** The id of the visible label, read together with the current choice. */
  labelId: string;
  /** The concepts on offer (already narrowed to the chosen module and sub-module). */
  concepts: readonly Concept[];
  /** Every known concept, to name a chosen one that is not on offer. */
  conceptNames: ReadonlyMap<string, string>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  loading?: boolean;
  /** Opens at once: mounted by the stand-in's press (lazy-concept-multi-select.tsx). */
  initiallyOpen?: boolean;
}

/**
 * How well a concept (keywords: name, description, sub-module) answers the search: words of its
 * name first, then anywhere in its name, then its description or sub-module. Plain containment,
 * not cmdk's default fuzzy match, which kept nearly every concept for a word like "linear".
 */
export function filterConcepts(_id: string, search: string, keywords: string[] = []): number {
  const query = search.trim().toLowerCase();
  if (!query) return 1;
  const [name = '', description = '', subModule = ''] = keywords.map((k) => k.toLowerCase());
  if (name.split(/\s+/).some((word) => word.startsWith(query))) return 1;
  if (name.includes(query)) return 0.8;
  if (description.includes(query) || subModule.includes(query)) return 0.4;
  return 0;
}

/** A searchable list of concepts in a popover; choosing one keeps it open for the next. */
export function ConceptMultiSelect({
  id,
  labelId,
  concepts,
  conceptNames,
  selected,
  onChange,
  loading = false,
  initiallyOpen = false,
}: ConceptMultiSelectProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const summary = conceptSummary(selected, conceptNames);
  const chosen = new Set(selected);

  const toggle = (conceptId: string) =>
    onChange(
      chosen.has(conceptId) ? selected.filter((s) => s !== conceptId) : [...selected, conceptId],
    );

  return (
    <SearchableSelect
      id={id}
      open={open}
      onOpenChange={setOpen}
      chosen={summary}
      placeholder="Select concepts..."
      clearLabel="Clear concepts"
      onClear={() => onChange([])}
      triggerAria={{ 'aria-labelledby': `${labelId} ${id}` }}
      popoverAria={{ 'aria-labelledby': labelId }}
      popoverClassName="w-[min(calc(100vw-1.5rem),max(var(--radix-popover-trigger-width),22rem))]"
      unavailable={
        concepts.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-500" role="status">
            {loading ? 'Loading concepts...' : 'No concepts available'}
          </p>
        ) : undefined
      }
      filter={filterConcepts}
      listLabel="Concepts"
      searchPlaceholder="Search concepts..."
      searchLabel="Search concepts"
      listHeightClassName="max-h-72"
      emptyText="No concepts found."
    >
      {concepts.map((concept) => {
        const isChosen = chosen.has(concept._id);
        return (
          <Command.Item
            key={concept._id}
            value={concept._id}
            keywords={[concept.name, concept.description, concept.subModule]}
            onSelect={toggle}
            aria-checked={isChosen}
            className="flex cursor-pointer items-start gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 select-none data-[selected=true]:bg-primary-50"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border',
                isChosen
                  ? 'border-primary-600 bg-primary-600 text-white'
                  : 'border-slate-300 bg-white',
              )}
            >
              {isChosen ? <Check className="size-3" strokeWidth={3} /> : null}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{concept.name}</span>
              {concept.description ? (
                <span className="mt-0.5 block text-xs text-slate-600">{concept.description}</span>
              ) : null}
              <span className="mt-0.5 block text-xs text-slate-600">
                {concept.module} → {concept.subModule}
              </span>
            </span>
          </Command.Item>
        );
      })}
    </SearchableSelect>
  );
}
