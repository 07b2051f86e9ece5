import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** wide: room for a figure at its own size (the review's question details). */
  size?: 'default' | 'wide';
}

/**
 * A centred modal with a title, an optional description and a close icon. Closing it gives focus
 * back to what had it when it opened: Radix alone only knows its own trigger, and a dialog opened
 * from elsewhere (the landing page's booking button) would leave focus on the page's body.
 */
export function DialogContent({
  title,
  description,
  children,
  size = 'default',
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px]" />
      <RadixDialog.Content
        onOpenAutoFocus={() => {
          const focused = document.activeElement;
          opener.current =
            focused instanceof HTMLElement && focused !== document.body ? focused : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-pop animate-fade-in focus:outline-none',
          size === 'wide' ? 'max-w-2xl' : 'max-w-lg',
        )}
      >
        {/* Everything scrolls but the close icon, kept in reach on a short screen: it sticks to
            the top, yet comes last, as before, in the Tab order. Inside the scrolling box, so
            the arrow keys scroll it while the icon has the focus (a question's details have
            nothing else to focus). Relative, so what the content positions (hidden inputs)
            scrolls with it. */}
        <div className="relative flex min-h-0 flex-col overflow-y-auto overscroll-contain px-6">
          {/* The bottom padding belongs to the content, not to the scrolling box: browsers differ
              on whether a scroller's own end padding can be scrolled to (csswg-drafts#129), and
              where it cannot, the last line (the booking form's note) stops at the very edge. */}
          <div className="pb-6">
            <div className="mb-4 pr-8">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            {children}
          </div>
          <RadixDialog.Close
            className="sticky top-4 z-10 order-first mt-4 -mr-2 -mb-5 self-end rounded-md bg-white/90 p-1 text-slate-500 touch-target hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
