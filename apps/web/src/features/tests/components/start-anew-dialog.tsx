import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';

/**
 * 'Start a new one' beside Resume asks once more: a tap meant for Resume on a phone would end a
 * test under way for good, with no result and no undo.
 */
export function StartAnewDialog({
  testName,
  onConfirm,
  children,
}: {
  testName: string;
  onConfirm: () => void;
  /** The card's Start a new one button. */
  children: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        title="End the test under way?"
        description={`Your ${testName} under way ends, with no result: its answers are not scored. A new one starts with its clock running.`}
      >
        <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Keep my test</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="danger" onClick={onConfirm}>
              End it and start anew
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
