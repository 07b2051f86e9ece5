import type { ReactNode } from 'react';
import { MascotSpot } from '../../../components/layout/mascot-spot';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The tinted band at the top of the public information pages. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-primary-100/70 via-primary-50/40 to-transparent"
      />
      <div className="mx-auto flow-root max-w-6xl page-gutter pt-12 pb-10 sm:pt-16 sm:pb-12">
        <MascotSpot />
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <div className="mt-4 max-w-2xl text-lg text-pretty text-slate-600">{children}</div>
      </div>
    </header>
  );
}
