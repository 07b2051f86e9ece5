import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface EmailFieldProps {
  id: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn<'email'>;
  /** See Field's `announce`. */
  announce?: boolean;
}

/** The email field of the login and signup forms. */
export function EmailField({ id, error, registration, announce }: EmailFieldProps) {
  return (
    <Field id={id} label="Email" errors={fieldMessages(error)} announce={announce}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...registration}
        />
      )}
    </Field>
  );
}
