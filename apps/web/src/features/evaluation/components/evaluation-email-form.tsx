import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { evaluationEmailError, evaluationMessages } from '@academy/shared/evaluation-messages';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { Field, fieldMessages } from '../../../components/ui/field';
import { AREA_TOAST_OPTIONS } from '../../../components/toaster';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';

interface EmailFormProps {
  pending: boolean;
  draftEmail: string;
  onDraftChange: (email: string) => void;
  onSend: (email: string) => Promise<void>;
}

// Mounted with the dialog's content: each opening starts from the draft, with no old errors.
export function EmailForm({ pending, draftEmail, onDraftChange, onSend }: EmailFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { email: draftEmail } });
  // isSubmitting is set as the click is handled, before validation: a second click finds the
  // button disabled already, where the request's own pending state would come a moment later.
  const busy = pending || isSubmitting;
  // Loaded after the dialog opened (submit-dialog.tsx), the field was not there for the dialog
  // to focus: it takes the focus itself, as the dialog's first field would.
  useEffect(() => setFocus('email'), [setFocus]);
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
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
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
