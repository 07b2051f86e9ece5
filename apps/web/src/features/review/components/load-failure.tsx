import { AlertCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface LoadFailureProps {
  message: string;
  /** Asks again; `retrying` while that request runs. */
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}

/** A request that failed: what failed, and Try again. */
export function LoadFailure({ message, onRetry, retrying, className }: LoadFailureProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center text-center', className)}>
      <AlertCircle className="size-8 text-red-500" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900">{message}</p>
      <Button className="mt-4" size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}
