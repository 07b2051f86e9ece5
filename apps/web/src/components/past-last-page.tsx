import { Inbox } from 'lucide-react';
import { Button } from './ui/button';

/**
 * A page asked for past a list's last one (an old link, a list that shrank): where the list
 * ends, and a way there, instead of the empty list's "none yet".
 */
export function PastLastPage({
  page,
  lastPage,
  what,
  onPage,
}: {
  page: number;
  lastPage: number;
  /** "these answers", "the students": what ends on the last page. */
  what: string;
  onPage: (page: number) => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-700">
        There is no page {page}: {what} end on page {lastPage}.
      </p>
      <Button className="mt-4" size="sm" variant="secondary" onClick={() => onPage(lastPage)}>
        Go to page {lastPage}
      </Button>
    </div>
  );
}

/** The last page of `total` rows shown `pageSize` at a time; page 1 for none. */
export const lastPageOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
