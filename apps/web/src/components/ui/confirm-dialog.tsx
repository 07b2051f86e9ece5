import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

/**
 * A second question before an action that cannot be undone. The safe choice comes first and
 * takes the focus, so Enter on a phone keyboard or a double tap keeps things as they are.
 */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  children,
}: {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The button that opens the question. */
  children: ReactNode;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="danger" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
