import { useRef } from 'react';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { EnlargeFigureTrigger } from './enlarge-figure-trigger';

/** The figure at its own size, in a box that scrolls; mounted open by the first press. */
export function EnlargedFigure({ src, alt, width }: { src: string; alt: string; width: number }) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <EnlargeFigureTrigger />
      </DialogTrigger>
      <DialogContent title="Figure" size="wide">
        <FullSizeFigure src={src} alt={alt} width={width} />
      </DialogContent>
    </Dialog>
  );
}

function FullSizeFigure({ src, alt, width }: { src: string; alt: string; width: number }) {
  const box = useRef<HTMLDivElement>(null);
  useScrollEdges(box, src);
  return (
    <div ref={box} className="scroll-edges overflow-x-auto">
      <img src={src} alt={alt} style={{ width }} className="h-auto max-w-none" />
    </div>
  );
}
