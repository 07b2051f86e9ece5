import { Link } from '@tanstack/react-router';
import { Target, X } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const linkClasses =
  'relative inline-flex items-center gap-1.5 rounded-md text-sm font-medium touch-target focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500';

/**
 * Practice one concept: the random pick stays inside it until cleared. A link, as the choice
 * lives in the URL (shareable, and Back undoes it); the chosen one says so in words.
 */
export function ConceptChoice({
  conceptId,
  name,
  chosen,
}: {
  conceptId: string;
  name: string;
  chosen: boolean;
}) {
  if (chosen) {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-primary-800">
        <Target className="size-4" aria-hidden="true" />
        Practicing only this concept
      </p>
    );
  }
  return (
    <Link
      from="/practice/$subModuleId"
      to="."
      // A retried question (`question`) is left behind: it may be of another concept, and kept
      // it would be served first under this one's banner.
      search={({ question: _left, ...rest }) => ({ ...rest, concept: conceptId })}
      aria-label={`Practice this concept: ${name}`}
      className={cn(linkClasses, 'mt-1.5 text-primary-700 hover:text-primary-800')}
    >
      <Target className="size-4" aria-hidden="true" />
      Practice this concept
    </Link>
  );
}

/** Clears the concept: the pick draws from the whole submodule again. */
export function AllConceptsLink({ className }: { className?: string }) {
  return (
    <Link
      from="/practice/$subModuleId"
      to="."
      search={({ concept: _cleared, ...rest }) => rest}
      className={cn(linkClasses, 'text-slate-700 hover:text-primary-700', className)}
    >
      <X className="size-4" aria-hidden="true" />
      All concepts
    </Link>
  );
}

/** "All concepts" as a button, where a concept has nothing left to practice. */
export function AllConceptsButton({ variant }: { variant?: 'secondary' }) {
  return (
    <Link
      from="/practice/$subModuleId"
      to="."
      search={({ concept: _cleared, ...rest }) => rest}
      className={buttonClasses({ variant })}
    >
      All concepts
    </Link>
  );
}
