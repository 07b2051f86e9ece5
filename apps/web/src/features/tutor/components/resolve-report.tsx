import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  MAX_RESOLUTION_NOTE_LENGTH,
  questionReportResolutionMessages,
  RESOLVED_MAIL_DELAY_MINUTES,
  resolveReportSchema,
} from '@academy/shared/question-report-resolution';
import { Button } from '../../../components/ui/button';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useResolveReport } from '../api/reports-api';
import { OptionalNoteField } from './optional-note-field';

/**
 * Mark resolved, with an optional note the student is mailed and reads on their profile. The
 * button stays disabled while the call is on its way; the server resolves once whatever comes.
 */
export function ResolveReport({
  reportId,
  reporterName,
  onClose,
}: {
  reportId: number;
  reporterName: string;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const resolve = useResolveReport();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resolve.isPending) return;
    const parsed = resolveReportSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // Awaited here rather than in mutate's callbacks: the list read afresh shows the report
    // resolved, which takes this form away, and an unmounted form's callbacks never run.
    resolve.mutateAsync({ id: reportId, note }).then(
      () => {
        toast.success(
          `Resolved. ${reporterName} is emailed in ${RESOLVED_MAIL_DELAY_MINUTES} minutes unless you reopen it.`,
        );
        onClose();
      },
      (failure: unknown) =>
        setError(
          (isApiError(failure) && failure.fieldErrors.find((e) => e.param === 'note')?.msg) ||
            serverMessage(failure) ||
            questionReportResolutionMessages.resolveFailed,
        ),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2 border-t border-slate-100 pt-3">
      <OptionalNoteField
        id={id}
        label="Note to the student (optional)"
        maxLength={MAX_RESOLUTION_NOTE_LENGTH}
        value={note}
        onChange={setNote}
        hint={`They get an email that their report was looked at, with this note, and see it on their profile. Up to ${MAX_RESOLUTION_NOTE_LENGTH} characters.`}
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={resolve.isPending} aria-busy={resolve.isPending}>
          {resolve.isPending ? 'Saving…' : 'Mark resolved'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={resolve.isPending}>
          Not yet
        </Button>
      </div>
    </form>
  );
}
