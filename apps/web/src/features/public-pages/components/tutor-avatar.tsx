import { ACADEMY } from '../../../lib/academy';
import { cn } from '../../../lib/cn';
import { initials } from '../lib/initials';

/** The tutor's monogram on the academy's colours, standing in for a portrait. */
export function TutorAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-500 to-primary-700 font-bold tracking-wide text-white shadow-card',
        className,
      )}
    >
      {initials(ACADEMY.tutorName)}
    </span>
  );
}
