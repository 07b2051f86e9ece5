import type { ReactNode } from 'react';
import { MascotSpot } from '../../../components/layout/mascot-spot';

/** A tutor page's title, a line under it, and actions on the right on wide screens. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flow-root">
      <MascotSpot />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 max-w-2xl text-slate-600">{intro}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
