import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { GripHorizontal, MoveDiagonal2, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { isPhoneNow, useIsPhone } from '../hooks/use-is-phone';
import { usePageRoom } from '../hooks/use-page-room';
import { usePanelGeometry } from '../hooks/use-panel-geometry';

interface FloatingPanelProps {
  id: string;
  title: string;
  onClose: () => void;
  /** The tools' buttons: on a phone their question is scrolled to the top, above the sheet. */
  anchor: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-500';

/**
 * A non-modal panel beside the question: movable and resizable on a desktop (drag, or the
 * arrow keys on its Move and Resize buttons), a bottom sheet on a phone that leaves the page
 * room to scroll the question above it. Escape closes it.
 */
export function FloatingPanel({ id, title, onClose, anchor, children }: FloatingPanelProps) {
  const titleId = useId();
  const hintId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const phone = useIsPhone();
  const { geometry, pointerHandlers, keyHandler } = usePanelGeometry();

  useEffect(() => {
    const panel = panelRef.current;
    // The calculator's expression, else the sheet's content (the reference has no control),
    // which shows a focus ring to a keyboard user; the panel itself shows none. On a phone the
    // content: a focused box would bring the phone's keyboard up over the keys just opened.
    (
      (isPhoneNow() ? null : panel?.querySelector<HTMLElement>('input')) ??
      panel?.querySelector<HTMLElement>('[data-panel-body]') ??
      panel
    )?.focus();
  }, []);

  usePageRoom(panelRef, phone, geometry);
  // On a phone the question is brought to the top, above the sheet.
  useEffect(() => {
    if (phone) anchor.current?.closest('article')?.scrollIntoView({ block: 'start' });
  }, [phone, anchor]);

  // Above the mascot (z-40): where the page has no clear spot for it, it parks under the
  // tools instead of over them. Below a modal dialog and its overlay (z-48).
  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-mascot-avoid
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      style={phone ? undefined : geometry}
      className={cn(
        'fixed z-[45] flex flex-col border focus:outline-none border-slate-200 bg-white shadow-2xl',
        // Half the screen at the usual text size; with larger text (rem grows) up to most of it, or
        // the header and modes left no room for the expression.
        phone
          ? 'inset-x-0 bottom-0 max-h-[max(48dvh,min(20rem,85dvh))] rounded-t-2xl'
          : 'rounded-2xl',
      )}
    >
      <header
        {...(phone ? {} : pointerHandlers('move'))}
        className={cn(
          'flex shrink-0 items-center gap-1 border-b border-slate-100 py-1 pr-1 pl-4',
          !phone && 'cursor-move touch-none select-none',
        )}
      >
        <h2 id={titleId} className="grow text-sm font-semibold text-slate-900">
          {title}
        </h2>
        {/* For the Move and Resize buttons, which a phone's sheet does not have. */}
        {phone ? null : (
          <p id={hintId} className="sr-only">
            Use the arrow keys; hold Shift for larger steps.
          </p>
        )}
        {phone ? null : (
          <button
            type="button"
            className={iconButton}
            aria-label="Move panel"
            aria-describedby={hintId}
            onKeyDown={keyHandler('move')}
          >
            <GripHorizontal className="size-4" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          className={iconButton}
          aria-label={`Close ${title.toLowerCase()}`}
          onClick={onClose}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </header>
      {/* Focusable: the keyboard scrolls a long sheet whose content has no control. */}
      <div
        data-panel-body
        tabIndex={0}
        className="min-h-0 grow overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
      >
        {children}
      </div>
      {phone ? null : (
        <button
          type="button"
          aria-label="Resize panel"
          aria-describedby={hintId}
          onKeyDown={keyHandler('resize')}
          {...pointerHandlers('resize')}
          className={cn(
            iconButton,
            'absolute right-0 bottom-0 size-7 cursor-nwse-resize touch-none',
          )}
        >
          <MoveDiagonal2 className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
