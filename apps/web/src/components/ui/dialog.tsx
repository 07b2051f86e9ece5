import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import toast from 'react-hot-toast';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusInPlace } from '../../lib/focus-in-place';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** wide: room for a figure at its own size (the review's question details). */
  size?: 'default' | 'wide';
  /**
   * Where the focus goes as the dialog closes, when not back to its opener: the test's Finish
   * dialog leads to a question, whose heading takes it.
   */
  focusOnClose?: () => HTMLElement | null;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether the first control Radix would focus on opening lies below the box's first screenful. */
function firstControlOutOfSight(box: HTMLElement) {
  const first = [...box.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  return first ? first.getBoundingClientRect().bottom > box.getBoundingClientRect().bottom : false;
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
  focusOnClose,
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Portal>
      {/* Over the math tools' panel (z-45) as well as the page: a modal leaves nothing else lit. */}
      <RadixDialog.Overlay className="fixed inset-0 z-[48] bg-slate-900/50 backdrop-blur-[2px]" />
      <RadixDialog.Content
        onOpenAutoFocus={(event) => {
          // A toast about the page behind ("Skipped for now") stood over the dialog's title on
          // a phone: it is read, and the dialog is what the user turned to.
          toast.dismiss();
          const focused = document.activeElement;
          opener.current =
            focused instanceof HTMLElement && focused !== document.body ? focused : null;
          // A dialog whose only control ends a long text (the test's Directions) would open
          // focused out of sight, its reader starting at the end, and Space, which should
          // scroll, would press that button and close it: the scrolling box takes the focus
          // instead, so reading starts at the title and Space and the arrows scroll.
          const box = scroller.current;
          if (box && firstControlOutOfSight(box)) {
            event.preventDefault();
            box.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          const target = focusOnClose?.() ?? opener.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          focusInPlace(target);
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
            scrolls with it. A field scrolled to (the first one a failed send focuses) stops
            below that icon (1rem + its 28 px + the focus outline), not under it. */}
        <div
          ref={scroller}
          tabIndex={-1}
          onFocus={(event) => revealFocused(event.currentTarget, event.target)}
          className="relative flex min-h-0 scroll-pt-[3.25rem] flex-col overflow-y-auto overscroll-contain px-6 focus:outline-none"
        >
          <div>
            {/* Above the header row below (opaque, z-6 over its z-5): at the top, the title
                shows beside the close icon, and scrolls away under it. */}
            <div className="relative z-[6] mb-4 bg-white">
              {/* The icon's room, as tall as the part of it beside the title: the title's first
                  line keeps clear of it, and what follows has the box's whole width (kept
                  clear all the way down, a long description stood two words a line at 200%
                  text on a phone). */}
              <span aria-hidden="true" className="float-right h-6 w-8" />
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
          {/* The bottom padding belongs to the content, not to the scrolling box: browsers differ
              on whether a scroller's own end padding can be scrolled to (csswg-drafts#129), and
              where it cannot, the last line (the booking form's note) stops at the very edge.
              It is also opaque, and above the shadow that follows: */}
          <div className="relative z-[2] -mx-6 h-6 shrink-0 bg-white" />
          {/* ...while more lies below, this shadow sticks to the box's bottom edge, saying so
              (a short phone, held sideways, hides even the booking form's button). At the end
              it reaches its own place, under that padding, which hides it: plain CSS, right
              however the box's size or content changes. */}
          <div className="sticky bottom-0 z-[1] -mx-6 h-0 shrink-0" aria-hidden="true">
            <div
              data-testid="more-below"
              className="pointer-events-none absolute inset-x-0 bottom-0 h-6 bg-gradient-to-t from-slate-900/20 to-transparent"
            />
          </div>
          {/* The close icon's row, opaque and as wide as the box: the content scrolls away
              under the whole row rather than under the icon alone, which hid a word of a
              line whose rest showed (the review's Question Details). It takes no room: the
              title lies over it at the top. Down to 0.25rem below the icon (3rem): the box's
              scroll padding stops a focused field below it. */}
          <div
            className="sticky top-0 z-[5] order-first -mx-6 -mb-12 h-12 shrink-0 bg-white"
            aria-hidden="true"
          />
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

/**
 * Radix's focus trap moves the focus round (Tab from the close icon back to the first field)
 * without scrolling: a long form (the booking form at 200% text on a phone) left that field out
 * of sight, taking the typing. The box scrolls to the field focused, below the close icon.
 */
function revealFocused(box: HTMLElement, target: EventTarget) {
  if (target === box || !(target instanceof HTMLElement)) return;
  const view = box.getBoundingClientRect();
  const field = target.getBoundingClientRect();
  if (field.top < view.top || field.bottom > view.bottom)
    target.scrollIntoView({ block: 'nearest' });
}
