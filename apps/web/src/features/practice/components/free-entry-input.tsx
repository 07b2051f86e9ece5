import { useId, useState } from 'react';
import { Info } from 'lucide-react';
import {
  FREE_ENTRY_BRACKET_MESSAGE,
  MAX_ANSWER_LENGTH,
  stripAnswerBrackets,
} from '@academy/shared/practice';
import { Input } from '../../../components/ui/input';

interface FreeEntryInputProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The typed answer of a free-entry question. SPEC §5: brackets are dropped as they are typed,
 * and once any was typed the student is told to enter just one answer.
 */
export function FreeEntryInput({ value, onChange }: FreeEntryInputProps) {
  const id = useId();
  const [typedBrackets, setTypedBrackets] = useState(false);
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Your answer
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => {
          const stripped = stripAnswerBrackets(event.target.value);
          if (stripped.hadBrackets) setTypedBrackets(true);
          onChange(stripped.value);
        }}
        maxLength={MAX_ANSWER_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Enter your answer"
        aria-describedby={typedBrackets ? `${noticeId} ${hintId}` : hintId}
        className="sm:max-w-xs"
      />
      <p id={hintId} className="text-xs text-slate-500">
        Type a single value, for example 2/3, 0.75 or -4.
      </p>
      <div aria-live="polite">
        {typedBrackets ? (
          <p
            id={noticeId}
            className="mt-2 flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2.5 text-sm text-accent-800 ring-1 ring-accent-200"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{FREE_ENTRY_BRACKET_MESSAGE}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
