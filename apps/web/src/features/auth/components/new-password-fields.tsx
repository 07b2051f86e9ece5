import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldMessages } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';

interface PasswordField {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** A new password and its confirmation (reset and change password). */
export function NewPasswordFields({
  idPrefix,
  hint,
  password,
  confirm,
}: {
  idPrefix: string;
  hint: string;
  password: PasswordField;
  confirm: PasswordField;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-new-password`}
        label="New password"
        hint={hint}
        errors={fieldMessages(password.error)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...password.registration} />
        )}
      </Field>
      <Field
        id={`${idPrefix}-confirm-password`}
        label="Confirm new password"
        errors={fieldMessages(confirm.error)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...confirm.registration} />
        )}
      </Field>
    </>
  );
}
