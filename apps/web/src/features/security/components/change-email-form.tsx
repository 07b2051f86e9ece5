import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeEmailSchema,
  emailChangeMessages,
  type ChangeEmailInput,
  type PendingEmailChange,
} from '@academy/shared/email-change';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { formatDateTime } from '../../../lib/format-date';
import { reportFormError } from '../../../lib/form-errors';
import { GoogleConfirm } from '../../auth/components/google-confirm';
import { useChangeEmail } from '../api/change-email';

const FIELDS = ['newEmail', 'password', 'googleToken'] as const;

/**
 * The new address and, for an account that has one, the password (an account made with Google
 * confirms with Google's button, which sends the form); the answer says where the link went. The
 * address changes only when that link is opened (the confirm-email page).
 */
export function ChangeEmailForm({
  email,
  hasPassword,
  waitingChange,
}: {
  email: string;
  hasPassword: boolean;
  /** The change asked for earlier, still waiting for its link (kept across reloads). */
  waitingChange?: PendingEmailChange | null;
}) {
  const mutation = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const waiting = waitingChange
    ? emailChangeMessages.pending(waitingChange.email, formatDateTime(waitingChange.expiresAt))
    : null;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    criteriaMode: 'all',
    defaultValues: hasPassword ? { newEmail: '', password: '' } : { newEmail: '' },
  });
  const pending = mutation.isPending || isSubmitting;

  const submitWith = (googleToken?: string) =>
    handleSubmit(
      async (input) => {
        setSent(null);
        try {
          const { message } = await mutation.mutateAsync(
            googleToken ? { ...input, googleToken } : input,
          );
          reset();
          setSent(message);
        } catch (error) {
          reportFormError(error, FIELDS, setError);
        }
        // A new try that fails the form's own check is not the link sent before.
      },
      () => setSent(null),
    );
  const onSubmit = submitWith();

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change email address">
      <p className="text-sm break-words text-slate-600">
        You sign in and get our emails at <strong className="text-slate-900">{email}</strong>.
      </p>
      <Field
        id="change-email-new"
        label="New email address"
        errors={fieldMessages(errors.newEmail)}
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            spellCheck={false}
            {...register('newEmail')}
          />
        )}
      </Field>
      {hasPassword ? (
        <Field
          id="change-email-password"
          label="Your password"
          errors={fieldMessages(errors.password)}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
          )}
        </Field>
      ) : (
        <GoogleConfirm
          id="change-email-google"
          label="Confirm with Google to send the link"
          errors={fieldMessages(errors.googleToken)}
          onCredential={(googleToken) => void submitWith(googleToken)()}
          busy={pending}
        />
      )}
      {/* Announced when it answers the Send; one found waiting at load is part of the page. */}
      {sent ? <Notice role="status">{sent}</Notice> : waiting ? <Notice>{waiting}</Notice> : null}
      {hasPassword ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? 'Sending link...' : 'Send confirmation link'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
