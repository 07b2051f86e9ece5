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
 * the numbers take the second. The DOM keeps reading order, for the Tab key. Which of the two
 * is decided by the room the list has in rem (a container query), not by the window, so that
 * with text at 200% the row falls back to the phone's layout; there Next goes under Previous
 * and the numbers wrap when a row cannot hold them (they ran into each other and off a phone).
 */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <div className="@container">
      <nav
        aria-label="Pagination"
        data-mascot-avoid
        className="flex flex-wrap items-center justify-between gap-x-2 gap-y-3 @xl:grid @xl:grid-cols-[1fr_auto_1fr]"
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
        <ul className="order-last flex basis-full flex-wrap items-center justify-center gap-2 @xl:order-none @xl:col-start-2 @xl:row-start-1">
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
          className={cn(STEP_BUTTON, 'ml-auto justify-self-end @xl:col-start-3 @xl:row-start-1')}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </nav>
    </div>
  );
}
