import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  SESSION_REPORT_NEXT_STEPS_MAX,
  SESSION_REPORT_SUMMARY_MAX,
  sessionReportMessages,
} from '@academy/shared/session-reports';
import {
  sessionReportSchema,
  type SessionReportInput,
} from '@academy/shared/session-report-schema';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useWriteSessionReport } from '../api/session-reports-api';

const FIELDS = ['summary', 'nextSteps'] as const;
const textareaClasses = cn(inputClasses, 'h-auto min-h-24 py-2');

/**
 * The tutor writes a held session's report, or corrects it (`initial`). The first save mails
 * the student and their parents; a correction only changes what their pages show.
 */
export function SessionReportForm({
  sessionId,
  initial,
  draft,
  onDraft,
  onDone,
}: {
  sessionId: string;
  initial?: { summary: string; nextSteps: string | null };
  /** What was typed before the form was closed for another one: it opens with it again. */
  draft?: SessionReportInput;
  /** Each change typed, and null once the report is sent or the form canceled. */
  onDraft?: (sessionId: string, values: SessionReportInput | null) => void;
  onDone: () => void;
}) {
  const id = useId();
  const write = useWriteSessionReport();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SessionReportInput>({
    resolver: zodResolver(sessionReportSchema),
    criteriaMode: 'all',
    defaultValues: draft ?? {
      summary: initial?.summary ?? '',
      nextSteps: initial?.nextSteps ?? '',
    },
  });

  // Opened by a button that is now gone: the focus starts in the form, where the writing is.
  useEffect(() => setFocus('summary'), [setFocus]);
  // Another session's form opened closes this one: what was typed waits for its return.
  useEffect(() => {
    const watching = watch((values) =>
      onDraft?.(sessionId, { summary: values.summary ?? '', nextSteps: values.nextSteps ?? '' }),
    );
    return () => watching.unsubscribe();
  }, [watch, onDraft, sessionId]);
  const finish = () => {
    onDraft?.(sessionId, null);
    onDone();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await write.mutateAsync({ sessionId, ...values });
      toast.success(initial ? sessionReportMessages.updated : sessionReportMessages.saved);
      finish();
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        if (applyServerFieldErrors(error, FIELDS, setError)) return;
      }
      toast.error(error instanceof Error ? error.message : 'Failed to save the report');
    }
  });
  const saving = isSubmitting || write.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={initial ? 'Edit the report' : 'Write the report'}
      className="space-y-3"
    >
      <Field
        id={`${id}-summary`}
        label="What the session covered"
        hint="The student and their parents read this."
        errors={fieldMessages(errors.summary)}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={4}
            maxLength={SESSION_REPORT_SUMMARY_MAX + 100}
            {...register('summary')}
            className={textareaClasses}
          />
        )}
      </Field>
      <Field
        id={`${id}-next`}
        label="Next steps (optional)"
        errors={fieldMessages(errors.nextSteps)}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={2}
            maxLength={SESSION_REPORT_NEXT_STEPS_MAX + 100}
            {...register('nextSteps')}
            className={textareaClasses}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : initial ? 'Save changes' : 'Send report'}
        </Button>
        <Button variant="ghost" size="sm" onClick={finish}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
