import { useId, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';

/** The goal's and the scores' card: an icon, a title with an optional action, the content. */
export function GoalsCard({
  id,
  icon: Icon,
  title,
  action,
  className,
  formOpen = false,
  children,
}: {
  id?: string;
  /**
   * Whether the card shows its form. Save and Cancel close it with the focus on them: it goes
   * back to the card's first button (Edit, Add, or the one that opens the form again).
   */
  formOpen?: boolean;
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  useFocusWhenLost(formOpen, () =>
    formOpen ? null : card.current?.querySelector<HTMLButtonElement>('button'),
  );
  return (
    <section
      ref={card}
      id={id}
      aria-labelledby={titleId}
      data-mascot-avoid
      className={cn('rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card', className)}
    >
      {/* Narrower than 15rem (a phone at 200% text) the title takes a line of its own under the
          icon and the action: in one row it ran the card 30 px past the screen, and once the row
          wrapped, the title, shrunk to 10 px between them, ran across the action. */}
      <div className="@container flex flex-wrap items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2
          id={titleId}
          className="min-w-0 flex-1 font-semibold text-slate-900 @max-[15rem]:order-last @max-[15rem]:basis-full"
        >
          {title}
        </h2>
        {action ? <div className="ml-auto">{action}</div> : null}
      </div>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}
