import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CLEAR_OF_LARGE_MASCOT } from './mascot-spot';

/** The centred single column of a page that reads top to bottom (a form, a step-by-step test). */
export function NarrowPage({ children }: { children: ReactNode }) {
  return (
    <div
      className={cn('mx-auto w-full max-w-3xl page-gutter py-8 sm:py-12', CLEAR_OF_LARGE_MASCOT)}
    >
      {children}
    </div>
  );
}
