import { lazy, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { DeferredDialog } from '../ui/deferred-dialog';
import { EnlargeFigureTrigger } from './enlarge-figure-trigger';

// The dialog's code loads when a figure is first enlarged, not with every page of questions.
const loadEnlarged = () => import('./enlarged-figure');
const EnlargedFigure = lazy(() =>
  loadEnlarged().then((module) => ({ default: module.EnlargedFigure })),
);

interface QuestionFigureProps {
  src: string;
  /** What the figure shows, in words (the bank's); `fallbackAlt` names it when there is none. */
  alt?: string;
  fallbackAlt: string;
  /** The image's size in its place (a maximum height, a border). */
  className?: string;
}

// Shown at less than this share of its own width, a figure's labels get hard to read.
const SHRUNK = 0.85;

/**
 * A figure of a question, shown to fit its place. Shrunk there (a graph on a phone), it offers
 * to open at its own size, in a box that scrolls, so its labels can be read.
 */
export function QuestionFigure({ src, alt, fallbackAlt, className }: QuestionFigureProps) {
  const image = useRef<HTMLImageElement>(null);
  const [ownWidth, setOwnWidth] = useState(0);
  const [shrunk, setShrunk] = useState(false);

  useEffect(() => {
    const img = image.current;
    if (!img) return;
    const measure = () => {
      setOwnWidth(img.naturalWidth);
      setShrunk(img.naturalWidth > 0 && img.clientWidth < img.naturalWidth * SHRUNK);
    };
    measure();
    img.addEventListener('load', measure);
    const resizes = new ResizeObserver(measure);
    resizes.observe(img);
    return () => {
      img.removeEventListener('load', measure);
      resizes.disconnect();
    };
  }, [src]);

  const text = alt ?? fallbackAlt;
  return (
    <div className="flex flex-col items-center gap-1">
      <img ref={image} src={src} alt={text} className={cn('h-auto w-auto max-w-full', className)} />
      {shrunk ? (
        <DeferredDialog
          prefetch={() => void loadEnlarged()}
          trigger={(props) => <EnlargeFigureTrigger {...props} />}
        >
          <EnlargedFigure src={src} alt={text} width={ownWidth} />
        </DeferredDialog>
      ) : null}
    </div>
  );
}
