import type { SubModule } from '@academy/shared/catalog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { SubmoduleCard } from './submodule-card';

interface SubmoduleGridProps {
  submodules: SubModule[];
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/** The submodule cards of the home's 'Available Topics' and the practice 'Choose Your Topic'. */
export function SubmoduleGrid({ submodules, titleAs, className }: SubmoduleGridProps) {
  if (submodules.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        No topics are available yet. Please check back soon.
      </p>
    );
  }
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 sm:gap-5', className)}>
      {submodules.map((submodule) => (
        <li key={submodule._id}>
          <SubmoduleCard submodule={submodule} titleAs={titleAs} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Stands in for the grid while the topics load, card for card, so that what comes below it (the
 * home's plan and links on a phone) is not pushed a screen down under the visitor's thumb when
 * they arrive. Four: the bank's submodules.
 */
export function SubmoduleGridPlaceholder({
  label,
  className,
}: {
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2 sm:gap-5', className)}>
      {[0, 1, 2, 3].map((index) => (
        <div
          key={index}
          className="flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card"
        >
          {/* The spinner sits in the first card: on a phone the others start below the fold. */}
          <div className="flex aspect-[16/9] items-center justify-center bg-slate-100">
            {index === 0 ? <Spinner label={label} /> : null}
          </div>
          <div
            aria-hidden="true"
            className="flex items-end justify-between gap-4 px-4 pt-4 pb-5 sm:px-5"
          >
            <div>
              <div className="h-6 w-36 rounded bg-slate-100" />
              <div className="mt-0.5 h-5 w-24 rounded bg-slate-100" />
            </div>
            <div className="h-[46px] w-14 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
