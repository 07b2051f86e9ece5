import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { PASSWORD_HINT, signupSchema } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useSignup } from '../api/signup';
import { handleSignupError } from '../lib/auth-errors';

interface SignupFormProps {
  onSignedUp: (user: AuthUser) => void;
}

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const signupMutation = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupSchema),
    criteriaMode: 'all',
    defaultValues: { firstname: '', lastname: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await signupMutation.mutateAsync(values);
      toast.success('Account created successfully!');
      onSignedUp(user);
    } catch (error) {
      handleSignupError(error, setError);
    }
  });

  const pending = signupMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="signup-firstname" label="First name" errors={fieldMessages(errors.firstname)}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstname')} />}
        </Field>
        <Field id="signup-lastname" label="Last name" errors={fieldMessages(errors.lastname)}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastname')} />}
        </Field>
      </div>
      <Field id="signup-email" label="Email" errors={fieldMessages(errors.email)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        )}
      </Field>
      <Field
        id="signup-password"
        label="Password"
        hint={PASSWORD_HINT}
        errors={fieldMessages(errors.password)}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...register('password')} />
        )}
      </Field>
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
