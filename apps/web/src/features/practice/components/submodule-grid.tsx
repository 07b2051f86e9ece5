import type { SubModule } from '@academy/shared/catalog';
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
