import { MAX_CANCEL_MESSAGE_LENGTH, tutorMessages } from '@academy/shared/tutor';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** The message's own rule, checked before anything is sent; undefined when it is fine. */
export const familyMessageProblem = (message: string) =>
  message.trim().length > MAX_CANCEL_MESSAGE_LENGTH
    ? tutorMessages.cancelMessageTooLong
    : undefined;

/**
 * An optional note from the tutor that a mail quotes (to the family about a session they change,
 * to a student about their report). `hint` says what the reader gets.
 */
export function OptionalNoteField({
  id,
  label,
  maxLength,
  value,
  onChange,
  hint,
  error,
  autoFocus,
}: {
  id: string;
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        autoFocus={autoFocus}
        rows={2}
        value={value}
        // Room past the limit, so a pasted note is cut by the rule's message, not in silence.
        maxLength={maxLength + 100}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClasses, 'h-auto min-h-16 py-2')}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The tutor's optional message to the family about a session they change. */
export const FamilyMessageField = (
  props: Omit<Parameters<typeof OptionalNoteField>[0], 'label' | 'maxLength'>,
) => (
  <OptionalNoteField
    {...props}
    label="Message to the family (optional)"
    maxLength={MAX_CANCEL_MESSAGE_LENGTH}
  />
);
