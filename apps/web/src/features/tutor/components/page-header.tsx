import type { ReactNode, Ref } from 'react';
import { MascotSpot } from '../../../components/layout/mascot-spot';

/** A tutor page's title, a line under it, and actions on the right on wide screens. */
export function PageHeader({
  title,
  intro,
  actions,
  titleRef,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** For a page that sends the focus to its title (when what had it left the page). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <header className="flow-root">
      <MascotSpot />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={titleRef}
            tabIndex={titleRef ? -1 : undefined}
            className="rounded-md text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {title}
          </h1>
          {intro ? <div className="mt-2 max-w-2xl text-slate-600">{intro}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
