import { useState } from 'react';
import { Info } from 'lucide-react';
import { FREE_ENTRY_BRACKET_MESSAGE, stripAnswerBrackets } from '@academy/shared/practice';

/**
 * SPEC §5, for every typed answer (practice and the evaluation): brackets are dropped as they
 * are typed, and once any was typed the student is told to enter just one answer. Returns the
 * change handler and whether the notice shows.
 */
export function useBracketStripping(onChange: (value: string) => void) {
  const [typedBrackets, setTypedBrackets] = useState(false);
  const change = (typed: string) => {
    const stripped = stripAnswerBrackets(typed);
    if (stripped.hadBrackets) setTypedBrackets(true);
    onChange(stripped.value);
  };
  return { typedBrackets, change };
}

/** The notice itself, in a live region so that it is read out as it appears. */
export function BracketNotice({ id, shown }: { id: string; shown: boolean }) {
  return (
    <div aria-live="polite">
      {shown ? (
        <p
          id={id}
          className="mt-2 flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2.5 text-sm text-accent-800 ring-1 ring-accent-200"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{FREE_ENTRY_BRACKET_MESSAGE}</span>
        </p>
      ) : null}
    </div>
  );
}
