import { lazy, Suspense, useState } from 'react';
import {
  ClearChoiceButton,
  SelectTriggerContent,
  selectTriggerClasses,
} from '../../../components/ui/select-trigger-look';
import { conceptSummary } from '../lib/concept-summary';
import type { ConceptMultiSelectProps } from './concept-multi-select';

// The concept picker's popover and search list (Radix, cmdk) load when the student reaches for
// the button, not with the review page: most visits never open it (issue 42's budget).
const load = () => import('./concept-multi-select');
const ConceptMultiSelect = lazy(() => load().then((m) => ({ default: m.ConceptMultiSelect })));

/** ConceptMultiSelect, drawn as its button until first pressed, then opened at once. */
export function LazyConceptMultiSelect(props: ConceptMultiSelectProps) {
  const [wanted, setWanted] = useState(false);
  const summary = conceptSummary(props.selected, props.conceptNames);
  const standIn = (busy: boolean) => (
    <div className="relative">
      <button
        id={props.id}
        type="button"
        aria-labelledby={`${props.labelId} ${props.id}`}
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-busy={busy || undefined}
        onClick={() => setWanted(true)}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        className={selectTriggerClasses(summary !== undefined)}
      >
        <SelectTriggerContent id={props.id} chosen={summary} placeholder="Select concepts..." />
      </button>
      {summary !== undefined ? (
        <ClearChoiceButton label="Clear concepts" onClear={() => props.onChange([])} />
      ) : null}
    </div>
  );
  if (!wanted) return standIn(false);
  return (
    <Suspense fallback={standIn(true)}>
      <ConceptMultiSelect {...props} initiallyOpen />
    </Suspense>
  );
}
