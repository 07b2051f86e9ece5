import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { evaluationEmailError, evaluationMessages } from '@academy/shared/evaluation-messages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldMessages } from '../../../components/ui/field';
import { AREA_TOAST_OPTIONS } from '../../../components/toaster';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { useSubmitEvaluation } from '../api/submit-evaluation';

interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answers to send, already trimmed and limited to this evaluation's questions. */
  answers: Record<string, string>;
  onSubmitted: () => void;
  /** The page, holding the buttons that open the dialog (DialogTrigger: focus returns to them). */
  children?: ReactNode;
}

/** 'Submit Your Evaluation': asks for the email the feedback goes to, then sends everything. */
export function SubmitDialog({
  open,
  onOpenChange,
  answers,
  onSubmitted,
  children,
}: SubmitDialogProps) {
  const submitMutation = useSubmitEvaluation();
  const pending = submitMutation.isPending;
  // What was typed stays for the next opening: Cancel or Escape closes, it does not erase.
  const [draftEmail, setDraftEmail] = useState('');
  return (
    <Dialog
      open={open}
      // While sending, Escape and the close icon wait: the result decides what comes next.
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
    >
      {children}
      <DialogContent
        title="Submit Your Evaluation"
        description="Enter your email address and one of our experts will send you detailed feedback for free."
      >
        <EmailForm
          pending={pending}
          draftEmail={draftEmail}
          onDraftChange={setDraftEmail}
          onSend={async (email) => {
            await submitMutation.mutateAsync({ email, answers });
            onSubmitted();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

interface EmailFormProps {
  pending: boolean;
  draftEmail: string;
  onDraftChange: (email: string) => void;
  onSend: (email: string) => Promise<void>;
}

// Mounted with the dialog's content: each opening starts from the draft, with no old errors.
function EmailForm({ pending, draftEmail, onDraftChange, onSend }: EmailFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { email: draftEmail } });
  // isSubmitting is set as the click is handled, before validation: a second click finds the
  // button disabled already, where the request's own pending state would come a moment later.
  const busy = pending || isSubmitting;
  // After a failed send (the toast), Submit has its focus back, ready to try again.
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(busy, () => submitRef.current);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await onSend(email.trim());
    } catch (error) {
      const emailError =
        isApiError(error) && error.status === 400
          ? error.fieldErrors.find((item) => item.param === 'email')
          : undefined;
      if (emailError) {
        setError('email', { message: emailError.msg }, { shouldFocus: true });
      } else {
        toast.error(evaluationMessages.submitFailed, AREA_TOAST_OPTIONS.error);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Field id="evaluation-email" label="Email Address" errors={fieldMessages(errors.email)}>
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email', {
              validate: (value) => evaluationEmailError(value) ?? true,
              onChange: (event: { target: HTMLInputElement }) => onDraftChange(event.target.value),
            })}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button ref={submitRef} type="submit" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
