import { Button } from './ui/button';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A failed load of the page's data, with a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 shadow-card">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{message}</p>
      <Button className="mt-4" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
