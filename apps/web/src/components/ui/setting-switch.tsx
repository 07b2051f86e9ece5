import { useRef } from 'react';
import { useFocusAfterBusy } from '../../lib/use-focus-when-lost';

/** A setting saved as soon as it is switched: a labelled switch and a line saying what it does. */
export function SettingSwitch({
  checked,
  busy,
  label,
  description,
  onChange,
}: {
  checked: boolean;
  /** Saving: the switch waits, and the line says so. */
  busy: boolean;
  label: string;
  description: string;
  onChange: (checked: boolean) => void;
}) {
  // Disabled while it saves, the switch dropped the focus: it takes it back once saved.
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterBusy(busy, () => input.current);
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        ref={input}
        type="checkbox"
        role="switch"
        className="mt-0.5 size-5 shrink-0 accent-primary-600"
        checked={checked}
        disabled={busy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{busy ? 'Saving...' : description}</span>
      </span>
    </label>
  );
}
