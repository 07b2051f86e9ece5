import type { ReactNode } from 'react';
import type { FieldError as FormFieldError } from 'react-hook-form';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Every message to show under the control; several when more than one rule fails. */
  errors?: readonly string[];
  /**
   * False when another field announces the same message at the same moment: the messages still
   * show and describe the control, but are not read out twice.
   */
  announce?: boolean;
  /** Renders the control with the id and aria attributes that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and the list of its errors, wired for screen readers. */
export function Field({ id, label, hint, errors = [], announce = true, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': errors.length > 0, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        // The alert wraps the list: role="alert" on the <ul> itself would strip its list
        // semantics and leave the <li>s orphaned for assistive technology.
        <div id={errorId} role={announce ? 'alert' : undefined}>
          <ul className="space-y-0.5 text-sm text-red-600">
            {errors.map((message) => (
              <li key={message} className="flex gap-1.5">
                {/* A lone message needs no bullet to set it apart. */}
                {errors.length > 1 ? <span aria-hidden="true">•</span> : null}
                <span>{message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * All messages of one react-hook-form field error. With `criteriaMode: 'all'` each failing rule
 * sits in `types` (a string, or a list when several rules share a code); otherwise `message`.
 */
export function fieldMessages(error: FormFieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  const all = fromTypes.length ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all)];
}
