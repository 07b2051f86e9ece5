import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_HINT, signupSchema } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import type { PurchasableTier } from '@academy/shared/tiers';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useSignup } from '../api/signup';
import { useAuthForm } from '../hooks/use-auth-form';
import { EmailField } from './email-field';
import { FormError } from './form-error';

interface SignupFormProps {
  onSignedUp: (user: AuthUser) => void;
  /** Signed up without a session: the address must be confirmed from the mail first. */
  onCheckEmail: (email: string) => void;
  /** A family invitation's token, sent with the form, and the address it was mailed to. */
  invitation?: string;
  email?: string;
  /** A plan chosen on /pricing: the verification link mailed carries it to any device. */
  plan?: PurchasableTier;
}

export function SignupForm({ onSignedUp, onCheckEmail, invitation, email, plan }: SignupFormProps) {
  const { register, errors, onSubmit, pending, submitRef, formError } = useAuthForm({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: email ?? '',
      password: '',
      invitation,
      plan,
    },
    fields: ['firstname', 'lastname', 'email', 'password'],
    mutation: useSignup(),
    successMessage: 'Account created successfully!',
    onSuccess: onSignedUp,
    onCheckEmail: (values) => onCheckEmail(values.email),
  });
  // Registered in the form's order, here rather than as each field renders: a failed submit
  // focuses the first field with an error in that order.
  const fields = {
    firstname: register('firstname'),
    lastname: register('lastname'),
    email: register('email'),
    password: register('password'),
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="signup-firstname" label="First name" errors={fieldMessages(errors.firstname)}>
          {(control) => <Input {...control} autoComplete="given-name" {...fields.firstname} />}
        </Field>
        <Field id="signup-lastname" label="Last name" errors={fieldMessages(errors.lastname)}>
          {(control) => <Input {...control} autoComplete="family-name" {...fields.lastname} />}
        </Field>
      </div>
      <EmailField id="signup-email" error={errors.email} registration={fields.email} />
      <Field
        id="signup-password"
        label="Password"
        hint={PASSWORD_HINT}
        errors={fieldMessages(errors.password)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...fields.password} />
        )}
      </Field>
      <FormError message={formError} />
      <Button ref={submitRef} type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
