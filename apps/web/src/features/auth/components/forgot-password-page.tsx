import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import {
  accountSecurityMessages,
  forgotPasswordSchema,
  type ForgotPasswordInput,
} from '@academy/shared/account-security';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useForgotPassword } from '../api/forgot-password';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { handleAuthError } from '../lib/auth-errors';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';

const backToLogin = (
  <Link
    to="/login"
    className="inline-block py-1 font-semibold text-primary-700 hover:text-primary-800"
  >
    Back to sign in
  </Link>
);

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    criteriaMode: 'all',
    defaultValues: { email: '' },
  });
  const pending = mutation.isPending || isSubmitting;
  // Disabled while it sends, the button dropped the focus to the page: a failure gives it back.
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(pending, () => submitRef.current);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      setSent(true);
    } catch (error) {
      handleAuthError(error, ['email'], setError);
    }
  });

  return (
    <AuthCard
      belowMascot
      title="Reset your password"
      subtitle={
        sent ? undefined : 'Enter your email and we will send you a link to choose a new password.'
      }
      footer={backToLogin}
    >
      {sent ? (
        // It replaces the form whose button had the focus, and a live region that appears with
        // its text is often not read: it takes the focus, which reads it.
        <div ref={focusOnMount} tabIndex={-1} className="rounded-xl">
          <Notice role="status">{accountSecurityMessages.resetRequested}</Notice>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <EmailField id="forgot-email" error={errors.email} registration={register('email')} />
          <Button ref={submitRef} type="submit" size="lg" fullWidth disabled={pending}>
            {pending ? 'Sending link...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

const focusOnMount = (element: HTMLDivElement | null) => element?.focus();
