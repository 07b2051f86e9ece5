import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

interface FinishModuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  last: boolean;
  /** The questions' numbers (from 1), unanswered and marked for review. */
  unanswered: number[];
  marked: number[];
  /** Goes to a question (0-based), the dialog closed: the check of one's work before finishing. */
  onGo: (index: number) => void;
  /** Where the focus goes as the dialog closes, when not back to the Finish button. */
  focusOnClose?: () => HTMLElement | null;
  finishing: boolean;
  /** Why the last Finish did not go through. */
  error?: string;
  onFinish: () => void;
}

function QuestionJumps({
  label,
  status,
  numbers,
  onGo,
}: {
  label: string;
  status: string;
  numbers: number[];
  onGo: (index: number) => void;
}) {
  if (numbers.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-xs font-semibold text-slate-600">{label}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {numbers.map((n) => (
          <li key={n}>
            <Button
              variant="secondary"
              size="sm"
              className="min-w-10 tabular-nums"
              aria-label={`Go to question ${n}, ${status}`}
              onClick={() => onGo(n - 1)}
            >
              {n}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Asks before a module ends for good: there is no way back to it. */
export function FinishModuleDialog({
  open,
  onOpenChange,
  last,
  unanswered,
  marked,
  onGo,
  focusOnClose,
  finishing,
  error,
  onFinish,
}: FinishModuleDialogProps) {
  const what = last ? 'the test' : 'this module';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={last ? 'Finish the test?' : 'Finish this module?'}
        description={`Once you finish ${what}, you cannot come back to its questions.`}
        {...(focusOnClose && { focusOnClose })}
      >
        <p className="text-sm text-slate-700">
          {unanswered.length === 0
            ? 'Every question is answered.'
            : `${unanswered.length} unanswered.`}{' '}
          {marked.length > 0 ? `${marked.length} marked for review.` : ''}
        </p>
        {/* Which ones, a press away, as Bluebook's check of one's work shows them: the counts
            alone sent the student back to find them in the navigator. */}
        <QuestionJumps label="Unanswered" status="unanswered" numbers={unanswered} onGo={onGo} />
        <QuestionJumps
          label="Marked for review"
          status="marked for review"
          numbers={marked}
          onGo={onGo}
        />
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep working</Button>
          </DialogClose>
          <Button onClick={onFinish} disabled={finishing} aria-busy={finishing}>
            {finishing ? 'Finishing…' : last ? 'Finish test' : 'Finish module'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
