import {
  SESSION_TYPE_LABELS,
  SESSION_TYPES,
  type SessionType,
} from '@academy/shared/scheduling-prices';
import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { selectClasses } from './hour-select';

/** A native select of the session types; `allowBoth` names an empty choice meaning either (null). */
export function SessionTypeSelect({
  value,
  onChange,
  allowBoth,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'className'> & {
  value: SessionType | null;
  onChange: (sessionType: SessionType | null) => void;
  allowBoth?: string;
}) {
  return (
    <select
      className={selectClasses}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || null) as SessionType | null)}
      {...props}
    >
      {allowBoth ? <option value="">{allowBoth}</option> : null}
      {SESSION_TYPES.map((t) => (
        <option key={t} value={t}>
          {SESSION_TYPE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}

/** The trash button that ends a row of the availability lists. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}
