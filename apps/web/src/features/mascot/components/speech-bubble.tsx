import { cn } from '../../../lib/cn';
import type { BubblePlacement } from '../lib/bubble-placement';

/**
 * The mascot's words, beside its head. Hidden from screen readers: they hear its lines through
 * the mascot's live region, but for reactions to answers, whose result the page announces.
 */
export function SpeechBubble({
  message,
  placement,
}: {
  message: string;
  placement: BubblePlacement;
}) {
  const { side, grow } = placement;
  // Its width leaves the mascot's room (pixels, as the mascot is sized) beside it: a room in rem
  // doubled with text at 200% and left a phone's bubble a word a line, over the page's heading.
  return (
    <div
      aria-hidden="true"
      data-mascot-bubble
      className={cn(
        'pointer-events-none absolute w-max max-w-[min(15rem,calc(100vw-128px))] animate-fade-in rounded-2xl border border-slate-200 bg-white px-3.5 py-2.5 text-sm leading-snug font-medium text-pretty text-slate-800 shadow-pop',
        side === 'left' ? 'right-full mr-3 origin-right' : 'left-full ml-3 origin-left',
        grow === 'down' ? 'top-2' : 'bottom-1/2',
      )}
    >
      {message}
      <span
        className={cn(
          'absolute size-3 rotate-45 border-slate-200 bg-white',
          side === 'left' ? '-right-1.5 border-t border-r' : '-left-1.5 border-b border-l',
          grow === 'down' ? 'top-4' : 'bottom-4',
        )}
      />
    </div>
  );
}
