import type { ComponentProps } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** 'Report a problem', the same before and after the dialog's code is loaded. */
export function ReportProblemTrigger(props: ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="sm" data-mascot-avoid {...props}>
      <MessageSquareWarning className="size-4" aria-hidden="true" />
      Report a problem
    </Button>
  );
}
