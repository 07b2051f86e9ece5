import { AlertTriangle, X } from 'lucide-react';

/**
 * Above whatever the test moved on to (the next module, the break, the result): the answers the
 * server refused because the module had ended, in another tab or on another device, or as its
 * time ran out while they waited on this one for the connection.
 */
export function AnswerRefused({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter pt-6">
      <div className="flex items-start gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p role="alert" className="min-w-0 flex-1">
          {message}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 shrink-0 rounded p-1 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Dismiss</span>
        </button>
      </div>
    </div>
  );
}
