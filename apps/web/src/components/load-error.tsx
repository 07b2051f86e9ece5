import type { ReactNode } from 'react';
import { Button } from './ui/button';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** What there is to do instead when trying again cannot help (a thing that is not there). */
  instead?: ReactNode;
}

/** A failed load of the page's data, with a way to try again (or, given, another way on). */
export function LoadError({ title, message, onRetry, instead }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-card">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{message}</p>
      {instead ?? (
        <Button className="mt-4" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
