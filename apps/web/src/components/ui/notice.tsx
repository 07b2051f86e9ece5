import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A line of information in a tinted box, such as why plans cannot be bought right now. */
export function Notice({
  children,
  role,
  className,
}: {
  children: ReactNode;
  /** `status` when it appears in answer to what the user did, so it is announced. */
  role?: 'status';
  className?: string;
}) {
  return (
    <p
      role={role}
      className={cn(
        'flex gap-2.5 rounded-xl border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-primary-900',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {/* One flex item: a sentence with a link in it would otherwise split into columns. It may
          break an email address, wider than a phone at 200% text, rather than run off screen. */}
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
