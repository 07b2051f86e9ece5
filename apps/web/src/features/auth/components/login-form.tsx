import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { loginSchema } from '@academy/shared/auth';
import type { AuthUser } from '@academy/shared/profile';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useLogin } from '../api/login';
import { handleLoginError } from '../lib/auth-errors';

interface LoginFormProps {
  onSignedIn: (user: AuthUser) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    criteriaMode: 'all',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await loginMutation.mutateAsync(values);
      toast.success('Logged in successfully!');
      onSignedIn(user);
    } catch (error) {
      handleLoginError(error, setError);
    }
  });

  const pending = loginMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field id="login-email" label="Email" errors={fieldMessages(errors.email)}>
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
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
