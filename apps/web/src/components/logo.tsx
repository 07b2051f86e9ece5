import { ACADEMY } from '../lib/academy';
import { cn } from '../lib/cn';

/** The academy's mark: a summit under a rising sun. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-primary-600" />
      <path d="M5 24 13.5 10l4.2 6.8 2.3-3.3L27 24Z" fill="#fff" />
      <path d="m13.5 10 2.6 4.3-1.6-.9-1 1.4-1-1.4-1.6.9Z" className="fill-primary-200" />
      <circle cx="23" cy="8.5" r="2.5" className="fill-accent-400" />
    </svg>
  );
}

/**
 * Mark and wordmark. On narrow screens the last word of the name moves out of the way; in a top
 * bar too narrow for its words (large text on a phone), the whole wordmark does.
 */
export function Logo({ className }: { className?: string }) {
  const words = ACADEMY.name.split(' ');
  const last = words.length > 2 ? words.pop() : undefined;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className="size-8" />
      <span className="text-[1.0625rem] font-bold tracking-tight text-slate-900 @max-[12rem]/topbar:hidden">
        {words.join(' ')}
        {last ? (
          <>
            {' '}
            <span className="hidden font-semibold text-primary-600 sm:inline">{last}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
