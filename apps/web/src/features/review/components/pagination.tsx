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
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => onPageChange(Math.min(page, totalPages + 1) - 1)}
        disabled={page <= 1}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <ul className="flex items-center gap-1.5">
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
                  'min-w-9 px-2',
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
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
