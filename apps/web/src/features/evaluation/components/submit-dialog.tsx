import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { SubmitDialogProps } from './submit-dialog-body';

// The dialog (Radix's dialog, its focus trap and scroll lock) is wanted once, at the end: it
// loads when a Submit button first shows, not with the page, which kept the evaluation's
// JavaScript under its 190 KB budget (issue 42).
const loadBody = () => import('./submit-dialog-body');
const SubmitDialogBody = lazy(() =>
  loadBody().then((module) => ({ default: module.SubmitDialogBody })),
);

interface SubmitOpener {
  open: () => void;
  expanded: boolean;
}
const SubmitOpenerContext = createContext<SubmitOpener | null>(null);

/** The page, holding the Submit buttons, and the dialog they open once it has been opened. */
export function SubmitDialog({
  children,
  ...dialog
}: SubmitDialogProps & { children?: ReactNode }) {
  // Kept once opened: the address typed stays for the next opening.
  const [opened, setOpened] = useState(dialog.open);
  if (dialog.open && !opened) setOpened(true);
  const opener: SubmitOpener = { open: () => dialog.onOpenChange(true), expanded: dialog.open };
  return (
    <SubmitOpenerContext value={opener}>
      {children}
      {opened ? (
        <Suspense
          fallback={
            <Spinner
              label="Opening the submit form"
              className="fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white p-3 shadow-pop"
            />
          }
        >
          <SubmitDialogBody {...dialog} />
        </Suspense>
      ) : null}
    </SubmitOpenerContext>
  );
}

/** A button that opens the submit dialog, whose code it starts loading as it first shows. */
export function SubmitButton(props: Omit<ButtonProps, 'onClick'>) {
  const opener = useContext(SubmitOpenerContext);
  if (!opener) throw new Error('SubmitButton must be inside <SubmitDialog>');
  useEffect(() => {
    void loadBody();
  }, []);
  return (
    <Button
      {...props}
      aria-haspopup="dialog"
      aria-expanded={opener.expanded}
      onClick={opener.open}
    />
  );
}
