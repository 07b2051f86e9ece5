import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface PlanStatusCardProps {
  title: string;
  icon: LucideIcon;
  /** The icon tile's colours. */
  tone: string;
  className?: string;
  children: ReactNode;
}

/** A card above the plans saying where the user stands: their plan, or their free trial. */
export function PlanStatusCard({
  title,
  icon: Icon,
  tone,
  className,
  children,
}: PlanStatusCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6',
        className,
      )}
    >
      <div className="flex min-w-0 gap-4">
        <span
          className={cn(
            'hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex',
            tone,
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-medium text-slate-500">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
