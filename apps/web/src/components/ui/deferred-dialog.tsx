import { Suspense, useState, type ReactNode } from 'react';

/** What the stand-in trigger needs to load the dialog on intent and open it when pressed. */
export interface DeferredTriggerProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'dialog';
  'aria-busy'?: boolean;
}

interface DeferredDialogProps {
  /** The dialog's trigger as it looks, drawn before the dialog's code is loaded. */
  trigger: (props: DeferredTriggerProps) => ReactNode;
  /** Starts loading the dialog (pointing at or focusing the trigger). */
  prefetch: () => void;
  /** The lazily loaded dialog, mounted open (its own trigger takes the stand-in's place). */
  children: ReactNode;
}

/**
 * A dialog whose code (Radix's dialog and scroll lock, a form, zod) loads when it is first
 * wanted, not with the page: a page of questions draws its buttons, and most are never pressed.
 */
export function DeferredDialog({ trigger, prefetch, children }: DeferredDialogProps) {
  const [wanted, setWanted] = useState(false);
  const props: DeferredTriggerProps = {
    onClick: () => setWanted(true),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    'aria-haspopup': 'dialog',
  };
  if (!wanted) return trigger(props);
  return <Suspense fallback={trigger({ ...props, 'aria-busy': true })}>{children}</Suspense>;
}
