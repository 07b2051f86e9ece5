import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';

const ID = 'booking-contact';

interface ContactFieldProps {
  field: UseFormRegisterReturn<'contactInfo'>;
  errors: readonly string[];
}

/**
 * 'Email or Phone Number' with the required asterisk (SPEC §2). The asterisk is hidden from
 * screen readers, which hear aria-required instead; any text is accepted (SPEC §5).
 */
export function ContactField({ field, errors }: ContactFieldProps) {
  const errorId = errors.length ? `${ID}-error` : undefined;
  return (
    <div className="space-y-1.5">
      {/* The asterisk sits outside the label, so the field's name is exactly the text. */}
      <p className="flex gap-0.5 text-sm font-medium text-slate-700">
        <label htmlFor={ID}>Email or Phone Number</label>
        <span aria-hidden="true" className="text-red-600">
          *
        </span>
      </p>
      <Input
        id={ID}
        aria-required="true"
        aria-invalid={errors.length > 0}
        aria-describedby={errorId}
        autoComplete="email"
        // Short enough to show whole in the narrowest box: 214 px of text on a 320 px phone. The
        // label above already says a phone number will do.
        placeholder="you@example.com"
        {...field}
      />
      {errors.length ? (
        // The alert wraps the list: on the <ul> itself it would strip the list semantics.
        <div id={errorId} role="alert">
          <ul className="space-y-0.5 text-sm text-red-600">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
