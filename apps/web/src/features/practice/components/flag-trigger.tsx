import type { ComponentPropsWithRef } from 'react';
import { Flag, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * "Flag for my tutor" or "Edit flag": the button of the flag dialog, drawn the same before its
 * dialog's code has loaded (flag-control.tsx) and after (flag-dialog.tsx).
 */
export function FlagTrigger({
  flagged,
  loading,
  ...props
}: { flagged: boolean; loading: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="ghost"
      size="sm"
      // Until the flag is known, flagging could only repeat one the student made.
      disabled={loading}
      aria-busy={loading || props['aria-busy']}
      data-mascot-avoid
      {...props}
    >
      {loading ? (
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      ) : (
        <Flag className={cn('size-4', flagged && 'fill-current')} aria-hidden="true" />
      )}
      {flagged ? 'Edit flag' : 'Flag for my tutor'}
    </Button>
  );
}
