import { useCallback, useEffect, useRef, useState } from 'react';
import { rangeToSpan, visibleText, type TextSpan } from '../lib/passage-offsets';

export interface PassageSelection extends TextSpan {
  text: string;
}

const same = (a: PassageSelection | null, b: PassageSelection | null) =>
  a?.start === b?.start && a?.end === b?.end;

/**
 * The passage text the student has selected (by mouse, touch or keyboard), or null; `key`
 * names the question, whose passage replaces the last one's. `hold` keeps the last selection
 * while the Annotate button is being pressed: a tap can clear the selection before its click.
 */
export function usePassageSelection(getRoot: () => Element | null, key: string, enabled: boolean) {
  const [selection, setSelection] = useState<PassageSelection | null>(null);
  const holding = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const read = () => {
      const root = getRoot();
      const selected = document.getSelection();
      let next: PassageSelection | null = null;
      if (root && selected && selected.rangeCount > 0 && !selected.isCollapsed) {
        const span = rangeToSpan(root, selected.getRangeAt(0));
        if (span) next = { ...span, text: visibleText(root).slice(span.start, span.end) };
      }
      if (next || !holding.current) setSelection((before) => (same(before, next) ? before : next));
    };
    read();
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, [getRoot, key, enabled]);

  const hold = useCallback((on: boolean) => {
    holding.current = on;
  }, []);
  return { selection: enabled ? selection : null, hold };
}
