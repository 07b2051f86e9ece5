import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import toast from 'react-hot-toast';
import {
  MAX_REPORT_TEXT_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  questionReportMessages,
  reportQuestionSchema,
  type ReportReason,
} from '@academy/shared/question-reports';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { controlBoxClasses } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useReportQuestion } from '../api/report-question';
import { ReportProblemTrigger } from './report-problem-trigger';

/**
 * "Report a problem with this question": a wrong key, an unclear wording or a typo, told to the
 * academy so the bank improves from use. Each report reaches the tutor and the administrators.
 */
export function ReportProblemDialog({
  questionId,
  describedBy,
  defaultOpen = false,
}: {
  questionId: string;
  describedBy?: string;
  /** Mounted by a first press of the stand-in trigger (report-problem.tsx): opens at once. */
  defaultOpen?: boolean;
}) {
  const textId = useId();
  const reasonErrorId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [textErrors, setTextErrors] = useState<string[]>([]);
  const report = useReportQuestion();

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = reportQuestionSchema.safeParse({ reason: reason || undefined, text });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setReasonError(issues.find((i) => i.path[0] === 'reason')?.message);
      setTextErrors(issues.filter((i) => i.path[0] === 'text').map((i) => i.message));
      return;
    }
    report.mutate(
      { questionId, ...parsed.data },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          setText('');
          setReasonError(undefined);
          setTextErrors([]);
          toast.success(questionReportMessages.thanks);
        },
        onError: (error) =>
          setTextErrors([isApiError(error) ? error.message : 'Failed to send the report']),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (report.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <ReportProblemTrigger aria-describedby={describedBy} />
      </DialogTrigger>
      <DialogContent
        title="Report a problem with this question"
        description="Tell us what is wrong. Our tutor reads every report and fixes the question."
      >
        <form noValidate onSubmit={send} className="space-y-5">
          <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
            <legend className="text-sm font-medium text-slate-900">What is wrong?</legend>
            <div className="mt-2 space-y-1">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-primary-600"
                  />
                  <span className="text-sm text-slate-800">{REPORT_REASON_LABELS[value]}</span>
                </label>
              ))}
            </div>
            {reasonError ? (
              <p id={reasonErrorId} role="alert" className="mt-1 text-sm text-red-600">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <Field
            id={textId}
            label={reason === 'other' ? 'Details' : 'Details (optional)'}
            hint={`Up to ${MAX_REPORT_TEXT_LENGTH} characters.`}
            errors={textErrors}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={text}
                maxLength={MAX_REPORT_TEXT_LENGTH + 50}
                onChange={(event) => setText(event.target.value)}
                className={cn(controlBoxClasses, 'block h-auto py-2')}
              />
            )}
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending} aria-busy={report.isPending}>
              {report.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : null}
              Send report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
