import { useEffect, type RefObject } from 'react';
import { fitWideFormulas } from './wide-formulas';

/**
 * fitWideFormulas for a block of text rendered by React, measured again when its `content`
 * changes. Off for inline text: its width is its line's, not the room its formulas have.
 */
export function useWideFormulas(
  ref: RefObject<HTMLElement | null>,
  content: unknown,
  display: string,
  block: boolean,
) {
  useEffect(() => {
    const text = ref.current;
    if (!text || !block) return;
    return fitWideFormulas(text, display);
  }, [ref, content, display, block]);
}
