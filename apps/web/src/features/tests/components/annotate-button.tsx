import { useEffect, useId, useState } from 'react';
import { Highlighter } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { AnnotateTool } from '../hooks/use-annotate-tool';

export const ANNOTATE_HINT = 'Select words in the passage first, then press Annotate.';
const NUDGE_MS = 5000;

/**
 * The tool bar's Annotate button. With no passage words selected it stays focusable but says it
 * is unavailable (aria-disabled), and its hint tells how to use it: shown on hover, on keyboard
 * focus and when pressed, and read as its description.
 */
export function AnnotateButton({ tool, locked }: { tool: AnnotateTool; locked: boolean }) {
  const hintId = useId();
  const ready = tool.selection !== null;
  // Pressed with nothing selected: the hint shows for a while, or until the focus leaves.
  const [nudged, setNudged] = useState(false);
  useEffect(() => {
    if (!nudged) return;
    const timer = setTimeout(() => setNudged(false), NUDGE_MS);
    return () => clearTimeout(timer);
  }, [nudged]);

  return (
    // Not positioned: the hint hangs from the sticky header, under its left edge on a phone (the
    // mascot stands at the right there) and under its right end, where this button is, on wider
    // screens.
    <div role="group" aria-label="Reading and Writing tools">
      <Button
        data-annotate
        variant="secondary"
        size="sm"
        disabled={locked}
        aria-disabled={!ready}
        aria-describedby={ready ? undefined : hintId}
        className="peer aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
        // Pressing the button must not end the selection it acts on: a mouse press would move the
        // focus and clear it, and a tap may clear it before the click arrives.
        onMouseDown={(event) => {
          if (ready) event.preventDefault();
        }}
        onPointerDown={() => tool.hold(true)}
        onPointerCancel={() => tool.hold(false)}
        onBlur={() => setNudged(false)}
        onClick={() => {
          if (ready) tool.annotate();
          else {
            tool.hold(false);
            setNudged(true);
          }
        }}
      >
        <Highlighter className="size-4" aria-hidden="true" />
        Annotate
      </Button>
      <p
        id={hintId}
        className={cn(
          'absolute top-full left-4 z-20 mt-2 w-56 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-pop sm:right-4 sm:left-auto',
          // With the note's editor open, the hint (the selection just used) is over: a hover
          // or the focus left on the button kept it over the question.
          ready || locked || tool.editing !== null
            ? 'hidden'
            : nudged
              ? 'block'
              : 'hidden peer-hover:block peer-focus-visible:block',
        )}
      >
        {ANNOTATE_HINT}
      </p>
    </div>
  );
}
