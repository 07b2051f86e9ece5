import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { pageWindow } from '../lib/page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, the page numbers within 2 of the current one, Next (SPEC §2 and §9). */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-3"
    >
      <button
        type="button"
        onClick={() => onPageChange(Math.min(page, totalPages + 1) - 1)}
        disabled={page <= 1}
        className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'relative touch-target')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      {/* 8 px apart: each 36 px button's 44 px area (touch-target) ends where the next begins. */}
      <ul className="flex items-center gap-2">
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
        className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'relative touch-target')}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
