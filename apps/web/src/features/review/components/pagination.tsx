import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { pageWindow } from '../lib/page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const STEP_BUTTON = cn(
  buttonClasses({ variant: 'secondary', size: 'sm' }),
  'relative touch-target',
);

/**
 * Previous, the page numbers within 2 of the current one, Next (SPEC §2 and §9). Previous and
 * Next stay in place from page to page, however many numbers lie between them, so a pointer or
 * finger resting on Next is still on it after the click: Previous at the left edge, Next at the
 * right, the numbers centred between them; on a phone Previous and Next share the first row and
 * the numbers take the second. The DOM keeps reading order, for the Tab key.
 */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav
      aria-label="Pagination"
      data-mascot-avoid
      className="grid grid-cols-2 items-center gap-x-2 gap-y-3 sm:grid-cols-[1fr_auto_1fr]"
    >
      <button
        type="button"
        onClick={() => onPageChange(Math.min(page, totalPages + 1) - 1)}
        disabled={page <= 1}
        className={cn(STEP_BUTTON, 'justify-self-start')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      {/* 8 px apart: each 36 px button's 44 px area (touch-target) ends where the next begins. */}
      <ul className="col-span-2 row-start-2 flex items-center justify-center gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                onClick={() => onPageChange(number)}
                aria-current={current ? 'page' : undefined}
                aria-label={`Page ${number}`}
                className={cn(
                  buttonClasses({ variant: current ? 'primary' : 'ghost', size: 'sm' }),
                  'relative min-w-9 px-2 touch-target',
                )}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        className={cn(STEP_BUTTON, 'col-start-2 row-start-1 justify-self-end sm:col-start-3')}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
