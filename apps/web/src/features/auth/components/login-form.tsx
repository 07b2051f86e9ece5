import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, loginSchema } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useLogin } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { markInvalidCredentials } from '../lib/auth-errors';
import { EmailField } from './email-field';
import { FormError } from './form-error';

interface LoginFormProps {
  onSignedIn: (user: AuthUser) => void;
  /** Shown under the password field: the way to /forgot-password. */
  passwordHelp?: ReactNode;
}

export function LoginForm({ onSignedIn, passwordHelp }: LoginFormProps) {
  const { register, errors, onSubmit, pending, submitRef, formError } = useAuthForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    mutation: useLogin(),
    successMessage: 'Logged in successfully!',
    onSuccess: onSignedIn,
    explainBadRequest: markInvalidCredentials,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField
        id="login-email"
        error={errors.email}
        registration={register('email')}
        // "Invalid email or password" marks both fields; the password's, focused, says it once.
        announce={errors.email?.message !== authMessages.invalidCredentialsField}
      />
      <Field id="login-password" label="Password" errors={fieldMessages(errors.password)}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            placeholder="Your password"
            {...register('password')}
          />
        )}
      </Field>
      {passwordHelp ? <p className="-mt-3 text-right text-sm">{passwordHelp}</p> : null}
      <FormError message={formError} />
      <Button ref={submitRef} type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
