import { useState } from 'react';
import { Info } from 'lucide-react';
import { EVALUATION_KIND_INFO } from '@academy/shared/evaluation-kinds';
import type { TestSection } from '@academy/shared/tests';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { ModuleDirections } from './module-directions';

interface DirectionsDialogProps {
  section: TestSection;
  moduleIndex: number;
  modules: number;
  questions: number;
}

/** The header's Directions button, under the test's name as in Bluebook, and its dialog. */
export function DirectionsDialog({
  section,
  moduleIndex,
  modules,
  questions,
}: DirectionsDialogProps) {
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
      <DialogContent
        title="Directions"
        description={`${EVALUATION_KIND_INFO[section].scoreName}, module ${moduleIndex} of ${modules}: ${questions} ${questions === 1 ? 'question' : 'questions'}`}
      >
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
