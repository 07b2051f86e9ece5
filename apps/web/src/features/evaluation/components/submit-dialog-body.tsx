import type { EvaluationSubmitResponse } from '@academy/shared/evaluation';
import { Suspense, lazy, useState } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { useEvaluationKind } from '../lib/evaluation-kind';

export interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The answers to send, already trimmed and limited to this evaluation's questions. */
  answers: Record<string, string>;
  /** Seconds spent on each section, sent with the answers (issue 36). */
  sectionSeconds?: number[];
  /** The result of the evaluation, shown at once (issue 36), and the key to open it again. */
  /** `email`: where the report was sent, which sign-up offers again. */
  onSubmitted: (
    sent: Pick<EvaluationSubmitResponse, 'result' | 'report'> & { email: string },
  ) => void;
  /** The signed-in student's address, which the field starts from. */
  accountEmail?: string;
}

// The form (react-hook-form, 13 KB gzip) loads when the dialog first opens, not with the page:
// it is wanted once, at the end.
const EmailForm = lazy(() =>
  import('./evaluation-email-form').then((module) => ({ default: module.EmailForm })),
);

/**
 * 'Submit Your Evaluation': asks for the email the feedback goes to, then sends everything.
 * Loaded with Radix's dialog when a Submit button first shows (submit-dialog.tsx).
 */
export function SubmitDialogBody({
  open,
  onOpenChange,
  answers,
  sectionSeconds,
  onSubmitted,
  accountEmail,
}: SubmitDialogProps) {
  const submitMutation = useSubmitEvaluation(useEvaluationKind().kind);
  const pending = submitMutation.isPending;
  // What was typed stays for the next opening: Cancel or Escape closes, it does not erase. A
  // signed-in student starts from their account's address.
  const [draftEmail, setDraftEmail] = useState(accountEmail ?? '');
  return (
    <Dialog
      open={open}
      // While sending, Escape and the close icon wait: the result decides what comes next.
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
    >
      <DialogContent
        title="Submit Your Evaluation"
        description="Enter your email address and one of our experts will send you detailed feedback for free."
      >
        <Suspense
          fallback={
            <div className="flex min-h-32 items-center justify-center">
              <Spinner label="Loading the form" />
            </div>
          }
        >
          <EmailForm
            pending={pending}
            draftEmail={draftEmail}
            onDraftChange={setDraftEmail}
            onSend={async (email) => {
              const { result, report } = await submitMutation.mutateAsync({
                email,
                answers,
                sectionSeconds,
              });
              onSubmitted({ result, report, email });
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
