import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';

/**
 * Remove Free tier asks once more: it took a student's access away at the first click, beside
 * the student page's other controls, with nothing to say it had.
 */
export function RemoveFreeDialog({
  studentName,
  onConfirm,
  children,
}: {
  studentName: string;
  onConfirm: () => void;
  /** The Remove Free tier button. */
  children: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title={`Remove the Free tier from ${studentName}?`}
        description={`${studentName} goes back to Guest at once: practice and timed tests past the free questions need a plan again.`}
      >
        <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep the Free tier</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="danger" onClick={onConfirm}>
              Remove it
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
