import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The goal's and the scores' card: an icon, a title with an optional action, the content. */
export function GoalsCard({
  id,
  icon: Icon,
  title,
  action,
  className,
  children,
}: {
  id?: string;
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-mascot-avoid
      className={cn('rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card', className)}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="min-w-0 flex-1 font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}
