import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

/** A state of the page in place of the evaluation: loading, or nothing to show. */
export function StatusCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-6 text-slate-600 shadow-card">
      {children}
    </div>
  );
}

/** A failure said in place of the evaluation, with what can be done about it. */
export function FailureCard({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-card">
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-red-50 p-2 text-red-600">
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="pt-1.5 font-medium text-slate-900">{message}</p>
          <div className="mt-4 flex flex-wrap gap-3">{children}</div>
        </div>
      </div>
    </div>
  );
}
