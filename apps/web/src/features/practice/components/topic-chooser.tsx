import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { submodulesQueryOptions } from '../api/get-submodules';
import { SubmoduleGrid } from './submodule-grid';

/** /practice: every submodule as a card to start practising in; `reviewLink` below the intro. */
export function TopicChooser({ reviewLink }: { reviewLink?: ReactNode }) {
  const { data: submodules } = useSuspenseQuery(submodulesQueryOptions());
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-8 sm:py-12">
      <header className="flow-root max-w-2xl">
        <MascotSpot />
        <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">Practice</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Choose Your Topic
        </h1>
        <p className="mt-2 text-slate-600">
          Each topic serves one question at a time, drawn more often from the concepts you score
          lowest in. Your average rises with every question you get right on the first try.
        </p>
        {reviewLink ? <div className="mt-4">{reviewLink}</div> : null}
      </header>
      {/* From 1024 px the large mascot (top 96, 225 tall) would stand on the right-hand card's
          corner: the cards start below it. */}
      <SubmoduleGrid
        submodules={submodules}
        moduleHeadingAs="h2"
        className="mt-8 lg:mt-24"
        wideColumns="xl:card-columns-4"
      />
    </div>
  );
}
