import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

interface FinishModuleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  last: boolean;
  unanswered: number;
  marked: number;
  finishing: boolean;
  /** Why the last Finish did not go through. */
  error?: string;
  onFinish: () => void;
}

/** Asks before a module ends for good: there is no way back to it. */
export function FinishModuleDialog({
  open,
  onOpenChange,
  last,
  unanswered,
  marked,
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
      >
        <p className="text-sm text-slate-700">
          {unanswered === 0 ? 'Every question is answered.' : `${unanswered} unanswered.`}{' '}
          {marked > 0 ? `${marked} marked for review.` : ''}
        </p>
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
