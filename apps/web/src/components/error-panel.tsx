import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from './ui/button';

/** SPEC §2: a route error shows 'Something went wrong!' with a show/hide error toggle. */
export function ErrorPanel({ error, reset }: ErrorComponentProps) {
  const [showError, setShowError] = useState(false);
  const message = error instanceof Error ? error.message : String(error);

  return (
    <div className="mx-auto my-12 max-w-lg px-4">
      <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-card">
        <div className="flex items-start gap-3">
          <span className="rounded-full bg-red-50 p-2 text-red-600">
            <AlertTriangle className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="text-lg font-semibold text-slate-900">Something went wrong!</h1>
            <p className="mt-1 text-sm text-slate-600">
              The page could not be shown. You can try again, or come back in a moment.
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button size="sm" onClick={reset}>
                Try again
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-expanded={showError}
                aria-controls="route-error-details"
                onClick={() => setShowError((shown) => !shown)}
              >
                {showError ? 'Hide Error' : 'Show Error'}
              </Button>
            </div>
            {showError ? (
              <pre
                id="route-error-details"
                className="mt-4 overflow-x-auto rounded-lg bg-red-50 p-3 text-xs whitespace-pre-wrap text-red-800"
              >
                {message || 'Unknown error'}
              </pre>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
