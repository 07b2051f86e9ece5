import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import {
  accountSecurityMessages,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@academy/shared/account-security';
import { PASSWORD_HINT } from '@academy/shared/auth';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { resetLinkQueryOptions, useResetPassword } from '../api/reset-password';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { handleAuthError } from '../lib/auth-errors';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const linkClasses = 'inline-block py-1 font-semibold text-primary-700 hover:text-primary-800';

function InvalidLink() {
  return (
    <div role="alert" className="space-y-4">
      <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {accountSecurityMessages.resetLinkInvalid}
      </p>
      <Link to="/forgot-password" className={buttonClasses({ size: 'lg', fullWidth: true })}>
        Request a new link
      </Link>
    </div>
  );
}

interface ResetPasswordPageProps {
  token: string | undefined;
  /** The address of the account signed in here, when one is: a link may be another account's. */
  signedInEmail?: string | null;
}

/**
 * Sets a new password from a mailed link. Afterwards the user signs in with it: every session
 * was ended, and signing in proves the new password works.
 */
export function ResetPasswordPage({ token, signedInEmail = null }: ResetPasswordPageProps) {
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  // The link was another account's (a child's opened in a parent's browser): "Sign in" would
  // only open the home of the account still signed in here.
  const [elsewhere, setElsewhere] = useState(false);
  const mutation = useResetPassword();
  // A used or expired link says so at once, not after a new password was typed twice. Should
  // the check itself fail (offline), the form shows: setting the password checks again.
  const link = useQuery({ ...resetLinkQueryOptions(token ?? ''), enabled: Boolean(token) });
  const linkRefused =
    isApiError(link.error) && link.error.message === accountSecurityMessages.resetLinkInvalid;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const pending = mutation.isPending || isSubmitting;
  // Disabled while it sends, the button dropped the focus to the page: a failure gives it back.
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(pending, () => submitRef.current);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const done = await mutation.mutateAsync({ token: token ?? '', password });
      setElsewhere(done.otherAccountSignedIn);
      setOutcome('done');
    } catch (error) {
      if (isApiError(error) && error.message === accountSecurityMessages.resetLinkInvalid) {
        setOutcome('invalid');
      } else {
        handleAuthError(error, ['password'], setError);
      }
    }
  });

  return (
    <AuthCard
      belowMascot
      title="Choose a new password"
      footer={
        // Once done, the card's own Sign in is the way on.
        outcome === 'done' ? undefined : (
          <Link to="/login" className={linkClasses}>
            Back to sign in
          </Link>
        )
      }
    >
      {outcome === 'invalid' || (outcome === 'form' && linkRefused) ? (
        <InvalidLink />
      ) : outcome === 'form' && link.isPending && Boolean(token) ? (
        <Spinner label="Checking your link" />
      ) : outcome === 'done' ? (
        <div className="space-y-4">
          {/*
            It replaces the form whose button had the focus, which then fell to the page: it takes
            the focus, so a keyboard user goes on from here and a screen reader reads it.
          */}
          <div ref={focusOnMount} tabIndex={-1} className="rounded-xl">
            <Notice role="status">{accountSecurityMessages.passwordReset}</Notice>
          </div>
          {elsewhere ? (
            <p className="text-sm break-words text-slate-700">
              {accountSecurityMessages.otherAccountUnchanged(signedInEmail)}
            </p>
          ) : (
            <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
              Sign in
            </Link>
          )}
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <NewPasswordFields
            idPrefix="reset"
            hint={PASSWORD_HINT}
            password={{ registration: register('password'), error: errors.password }}
            confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
          />
          <Button ref={submitRef} type="submit" size="lg" fullWidth disabled={pending}>
            {pending ? 'Saving password...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

const focusOnMount = (element: HTMLDivElement | null) => element?.focus();
