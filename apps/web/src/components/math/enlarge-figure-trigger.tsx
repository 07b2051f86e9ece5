import type { ComponentProps } from 'react';
import { Maximize2 } from 'lucide-react';
import { Button } from '../ui/button';

/** 'Enlarge figure', the same before and after the dialog's code is loaded. */
export function EnlargeFigureTrigger(props: ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="sm" className="text-primary-700" {...props}>
      <Maximize2 className="size-4" aria-hidden="true" />
      Enlarge figure
    </Button>
  );
}
