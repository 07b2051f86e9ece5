import { useRef, useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ERROR_CODES } from '@academy/shared/errors';
import { verificationMessages } from '@academy/shared/verification-messages';
import {
  familyInviteSchema,
  type FamilyAccess,
  type FamilyInviteInput,
} from '@academy/shared/family';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorCode, type ApiError } from '../../../lib/api-client';
import { reportFormError } from '../../../lib/form-errors';
import { useFocusAfterBusy, useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { useFamilyAccess } from '../api/get-family-access';
import { useInviteParent } from '../api/invite-parent';
import { useRevokeFamilyAccess } from '../api/revoke-family-access';
import { formatMediumDate } from '../../../lib/format-date';

function AccessRow({
  access,
  onRemoved,
}: {
  access: FamilyAccess;
  /** Called with the row, whose focused button goes with it. */
  onRemoved: (row: HTMLElement | null) => void;
}) {
  const revoke = useRevokeFamilyAccess();
  // Ending a parent's access takes their view of the progress and of the sessions they manage:
  // asked once more. Withdrawing an invitation not yet accepted takes nothing.
  const [confirming, setConfirming] = useState(false);
  const who = access.name ?? access.email;
  const active = access.status === 'active';
  // Revoke and Keep sharing each take away the button pressed, and a button disabled while it
  // removes drops the focus: it goes to the question asked, or back to Revoke, not the page.
  const row = useRef<HTMLLIElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const focusTarget = () => (confirming ? question.current : revokeButton.current);
  useFocusWhenLost(confirming, focusTarget);
  useFocusAfterBusy(revoke.isPending, focusTarget);
  const remove = () =>
    revoke.mutate(access.id, {
      onSuccess: () => {
        // An invitation withdrawn never gave them a view to lose.
        toast.success(
          active ? `${who} can no longer see your progress` : `Invitation to ${who} withdrawn`,
        );
        onRemoved(row.current);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <li ref={row} className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      {/* At least 10rem before Revoke goes under it: with no basis the row never wrapped, and at
          200% text on a phone the name and address had 73 px beside the button. */}
      <div className="min-w-0 flex-1 basis-40">
        <p className="break-words font-medium text-slate-900">{who}</p>
        <p className="break-words text-sm text-slate-600">
          {active
            ? `${access.name ? `${access.email} · ` : ''}Can see your progress since ${formatMediumDate(access.since)}`
            : `Invited on ${formatMediumDate(access.since)}, not accepted yet`}
        </p>
        {confirming ? (
          <div className="mt-2 space-y-2">
            <p ref={question} tabIndex={-1} className="rounded-md text-sm text-slate-700">
              {/* Sessions a parent booked stay booked for the student, theirs alone to change;
                  the parent's links stop working (decision 067). */}
              Stop sharing with {who}? They will no longer see your progress, your plan or your
              tutor sessions. Sessions they booked for you stay booked, and only you can move or
              cancel them now; a canceled one is refunded to the card that paid for it.
              {access.paysForYourPlan
                ? ' They pay for your plan: it will stop renewing, and end with its current period.'
                : ''}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" size="sm" disabled={revoke.isPending} onClick={remove}>
                {revoke.isPending ? 'Removing...' : 'Yes, stop sharing'}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Keep sharing
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {confirming ? null : (
        <Button
          ref={revokeButton}
          variant="secondary"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`${active ? 'Revoke access of' : 'Withdraw invitation to'} ${who}`}
          onClick={active ? () => setConfirming(true) : remove}
        >
          {revoke.isPending ? 'Removing...' : active ? 'Revoke' : 'Withdraw'}
        </Button>
      )}
    </li>
  );
}

interface VerificationProps {
  /** The student's address is not verified yet: sharing waits for it, as the card says first. */
  unverified?: boolean;
  /** What the student can do about an unverified address (Resend). */
  verifyAction?: ReactNode;
}

function InviteForm({ unverified = false, verifyAction }: VerificationProps) {
  const invite = useInviteParent();
  /** Why the server refused to send (an unverified address), shown beside what to do. */
  const [refusal, setRefusal] = useState<string | null>(null);
  // Said before a parent's address is typed in vain; a refusal (the address known to be
  // unverified only by the server, say) is announced as it comes.
  const notice = refusal ?? (unverified ? verificationMessages.requiredForSharing : null);
  // Disabled while it sends, the button dropped the focus to the page: it takes it back after.
  const submit = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(invite.isPending, () => submit.current);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FamilyInviteInput>({
    resolver: zodResolver(familyInviteSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      await invite.mutateAsync(email);
      reset({ email: '' });
      toast.success(`Invitation sent to ${email}`);
    } catch (error) {
      // Not a failure of the address typed: the section says what to do first, as the plans do.
      if (errorCode(error) === ERROR_CODES.emailUnverified) {
        const message = (error as ApiError).message;
        toast.error(message);
        setRefusal(message);
      } else {
        reportFormError(error, ['email'], setError);
      }
    }
  });

  return (
    <>
      {notice ? (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
          <p
            role={refusal ? 'alert' : undefined}
            className="min-w-0 flex-1 basis-60 text-sm text-amber-950"
          >
            {notice}
          </p>
          {verifyAction}
        </div>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Invite a parent"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <Field id="parent-email" label="Parent’s email" errors={fieldMessages(errors.email)}>
            {(control) => (
              <Input {...control} type="email" autoComplete="off" {...register('email')} />
            )}
          </Field>
        </div>
        <Button ref={submit} type="submit" className="sm:mt-7" disabled={invite.isPending}>
          {invite.isPending ? <Spinner label="Sending the invitation" /> : null}
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>
    </>
  );
}

/** /profile's "Share my progress": invite a parent, see who has access, revoke it at once. */
export function ShareProgressSection({ unverified, verifyAction }: VerificationProps) {
  const access = useFamilyAccess();
  // A removed row takes its focused button with it: the focus goes to the section's title.
  const title = useRef<HTMLHeadingElement>(null);
  const onRemoved = (row: HTMLElement | null) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || row?.contains(focused)) title.current?.focus();
  };
  return (
    <section
      aria-labelledby="share-progress-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        ref={title}
        id="share-progress-title"
        tabIndex={-1}
        className="rounded-md text-base font-semibold text-slate-900"
      >
        Share my progress
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        A parent you invite sees your progress page, your plan and your booked sessions, and gets a
        weekly summary by email. You can remove their access at any time.
      </p>
      <InviteForm unverified={unverified} verifyAction={verifyAction} />
      <div className="mt-4">
        {access.isPending ? (
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner label="Loading who has access" />
            <span>Loading...</span>
          </p>
        ) : access.data === undefined ? (
          <LoadError
            title="We couldn't load who has access."
            message={access.error.message}
            onRetry={() => void access.refetch()}
          />
        ) : access.data.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody can see your progress yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Who can see my progress">
            {access.data.map((row) => (
              <AccessRow key={row.id} access={row} onRemoved={onRemoved} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
