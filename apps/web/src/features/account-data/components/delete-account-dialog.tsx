import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import {
  accountDataMessages,
  deleteAccountSchema,
  type DeleteAccountInput,
} from '@academy/shared/account-data';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Field, fieldMessages } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAuth } from '../../auth/auth-context';
import { GoogleConfirm } from '../../auth/components/google-confirm';
import { useDeleteAccount } from '../api/delete-account';

const FIELDS = ['password', 'googleToken'] as const;

const CONSEQUENCES = [
  'Your profile, practice answers, review cards, timed tests, SAT goal and scores are deleted.',
  'Subscriptions stop renewing: your own, and a child’s you pay for, which they keep to the end of its period. What is left of a period or pass already paid for is not refunded.',
  'Linked parent or child accounts no longer see shared progress, and we tell them.',
  'You are signed out on every device.',
  'We keep the records of payments and tutor session bookings for 7 years, as the law requires.',
];

interface Refusal {
  message: string;
  /** Sessions ahead: the way to them is offered. */
  sessions: boolean;
}

/**
 * "Delete account" asks once more, says what goes and what stays, and takes the password (an
 * account made with Google confirms with Google's button, which sends the form). Done, the user
 * is signed out here and lands on the landing page.
 */
export function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const mutation = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: hasPassword ? { password: '' } : {},
  });
  const pending = mutation.isPending || isSubmitting;

  const submitWith = (googleToken?: string) =>
    handleSubmit(async (input) => {
      setRefusal(null);
      try {
        const { message } = await mutation.mutateAsync(googleToken ? { googleToken } : input);
        toast.success(message);
        await logout();
        await navigate({ to: '/' });
        queryClient.removeQueries();
      } catch (error) {
        if (isApiError(error) && error.status === 400) {
          if (applyServerFieldErrors(error, FIELDS, setError)) return;
        }
        setRefusal({
          message: error instanceof Error ? error.message : accountDataMessages.deleteFailed,
          sessions: isApiError(error) && error.status === 409,
        });
      }
    });
  const onSubmit = submitWith();

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      reset();
      setRefusal(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" className="w-full sm:w-auto">
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="Your account and everything in it are deleted for good. This cannot be undone."
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Delete account">
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {hasPassword ? (
            <Field
              id="delete-account-password"
              label="Your password"
              errors={fieldMessages(errors.password)}
            >
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  {...register('password')}
                />
              )}
            </Field>
          ) : (
            <GoogleConfirm
              id="delete-account-google"
              label="Confirm with Google to delete your account"
              errors={fieldMessages(errors.googleToken)}
              onCredential={(googleToken) => void submitWith(googleToken)()}
              busy={pending}
            />
          )}
          {refusal ? (
            <div role="alert" className="space-y-1 text-sm text-red-700">
              <p>{refusal.message}</p>
              {refusal.sessions ? (
                <Link to="/sessions" className="font-semibold text-primary-700 underline">
                  Go to your sessions
                </Link>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Keep my account
              </Button>
            </DialogClose>
            {hasPassword ? (
              <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
                {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
                {pending ? 'Deleting...' : 'Delete my account'}
              </Button>
            ) : null}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
