import { useState } from 'react';
import { Info } from 'lucide-react';
import type { TestSection } from '@academy/shared/tests';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ModuleDirections } from './module-directions';

interface DirectionsDialogProps {
  section: TestSection;
  /** The module and its length: "SAT Math, module 1 of 2: 22 questions". */
  description: string;
}

/** The header's Directions button, under the test's name as in Bluebook, and its dialog. */
export function DirectionsDialog({ section, description }: DirectionsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {/* 20 px tall as drawn, 44 under a finger (touch-target). */}
        <button
          type="button"
          className="relative inline-flex items-center gap-1 rounded text-xs font-semibold text-primary-700 touch-target hover:text-primary-800 hover:underline"
        >
          <Info className="size-3.5" aria-hidden="true" />
          Directions
        </button>
      </DialogTrigger>
      <DialogContent title="Directions" description={description}>
        <ModuleDirections section={section} />
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button>Back to the questions</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
