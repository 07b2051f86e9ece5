import type { SubModule } from '@academy/shared/catalog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { SubmoduleCard } from './submodule-card';

interface SubmoduleGridProps {
  submodules: SubModule[];
  /** The level of each module's name (SAT Math, …); the cards' titles sit one below. */
  moduleHeadingAs?: 'h2' | 'h3';
  className?: string;
  /** The cards' columns on wide screens (two from 640 px): `xl:card-columns-4`. */
  wideColumns?: string;
}

/**
 * Up to two columns from 640 px, each at least 15rem: with text at 200% the home's column beside
 * its account cards held two cards of 200 px, "Trigonometry" ran out of its card and "done"
 * under its average.
 */
const CARD_GRID = 'card-grid [--card-min:15rem] sm:card-columns-2 sm:[--card-gap:1.25rem]';

/** Submodules under their modules' names, in the bank's order. */
function byModule(submodules: SubModule[]) {
  const groups = new Map<string, { name: string; submodules: SubModule[] }>();
  for (const submodule of submodules) {
    const group = groups.get(submodule.module);
    if (group) group.submodules.push(submodule);
    else groups.set(submodule.module, { name: submodule.moduleName, submodules: [submodule] });
  }
  return [...groups];
}

/** The submodule cards of the home's 'Available Topics' and the practice 'Choose Your Topic'. */
export function SubmoduleGrid({
  submodules,
  moduleHeadingAs: ModuleHeading = 'h3',
  className,
  wideColumns,
}: SubmoduleGridProps) {
  if (submodules.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
        No topics are available yet. Please check back soon.
      </p>
    );
  }
  return (
    <div className={cn('space-y-8', className)}>
      {byModule(submodules).map(([moduleId, group]) => (
        <section key={moduleId} aria-labelledby={`topics-${moduleId}`}>
          <ModuleHeading
            id={`topics-${moduleId}`}
            className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            {group.name}
          </ModuleHeading>
          <ul className={cn(CARD_GRID, wideColumns)}>
            {group.submodules.map((submodule) => (
              <li key={submodule._id}>
                <SubmoduleCard
                  submodule={submodule}
                  titleAs={ModuleHeading === 'h2' ? 'h3' : 'h4'}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
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
    <div className={cn(CARD_GRID, className)}>
      {/* The first module's name, as the grid shows it above its cards. */}
      <div aria-hidden="true" className="col-span-full h-5 w-28 rounded bg-slate-100" />
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
