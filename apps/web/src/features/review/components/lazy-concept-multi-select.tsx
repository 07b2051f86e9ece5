import { useState } from 'react';
import {
  ClearChoiceButton,
  SelectTriggerContent,
  selectTriggerClasses,
} from '../../../components/ui/select-trigger-look';
import { conceptSummary } from '../lib/concept-summary';
import type * as Picker from './concept-multi-select';
import type { ConceptMultiSelectProps } from './concept-multi-select';

// The concept picker's popover and search list (Radix, cmdk) load when the student reaches for
// the button (pointer or focus), not with the review page: most visits never open it (issue
// 42's budget). Kept once loaded, so a press after that opens it in the same render, like the
// button it stands in for: keys typed right after Enter reach its search box.
type PickerModule = typeof Picker;
let picker: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;
const load = () => (loading ??= import('./concept-multi-select').then((m) => (picker = m)));

/** ConceptMultiSelect, drawn as its button until first pressed, then opened at once. */
export function LazyConceptMultiSelect(props: ConceptMultiSelectProps) {
  const [wanted, setWanted] = useState(false);
  const [, setLoaded] = useState(false);
  if (wanted && picker) return <picker.ConceptMultiSelect {...props} initiallyOpen />;

  const summary = conceptSummary(props.selected, props.conceptNames);
  const press = () => {
    setWanted(true);
    if (!picker) void load().then(() => setLoaded(true));
  };
  return (
    <div className="relative">
      <button
        id={props.id}
        type="button"
        aria-labelledby={`${props.labelId} ${props.id}`}
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-busy={wanted || undefined}
        onClick={press}
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
}
