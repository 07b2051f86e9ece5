import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

/**
 * A test or its result that did not load. One that is not there (an address mistyped, another
 * account's test: the server answers 404 for both) says so and leads back to /tests: "check
 * your connection", with Try again, sent the student round in circles. The tutor's page of a
 * student's test says why it may be missing and leads back to the student (`missing`).
 */
export function TestLoadError({
  title,
  error,
  onRetry,
  missing: missingCopy,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  missing?: { message: string; link: ReactNode };
}) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <LoadError
        title={missing ? 'This test was not found' : title}
        message={
          missing
            ? (missingCopy?.message ??
              'The address may be mistyped, or the test belongs to another account.')
            : 'Check your connection and try again.'
        }
        onRetry={onRetry}
        instead={
          missing
            ? (missingCopy?.link ?? (
                <Link
                  to="/tests"
                  className={cn(buttonClasses({ size: 'sm', variant: 'secondary' }), 'mt-4')}
                >
                  See your tests
                </Link>
              ))
            : undefined
        }
      />
    </div>
  );
}
