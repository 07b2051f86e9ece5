import { useId, useState } from 'react';
import { MAX_ANSWER_LENGTH } from '@academy/shared/practice';
import { isSatNumberEntry, NOT_A_NUMBER_MESSAGE } from '@academy/shared/sat-number-entry';
import { AnswerPreview } from '../../../components/typed-answer/answer-preview';
import {
  BracketNotice,
  useBracketStripping,
} from '../../../components/typed-answer/bracket-notice';
import { ENTRY_RULES_HINT } from '../../../components/typed-answer/entry-rules';
import { numberBoxEntry } from '../../../components/typed-answer/number-box';
import { Input } from '../../../components/ui/input';
import { typedIn, useEarlyInput } from '../../../lib/use-early-input';

interface FreeEntryInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the entry was not checked (it is not one number), until it is edited. */
  error?: string;
  /**
   * Keeps only what the test's box takes (see numberBoxEntry): a timed test, which checks
   * nothing before its end, kept "1,500" as typed and scored it wrong without a word. What is
   * left that is still not one number ("3.5.") it says so of once the student leaves the box (not
   * while a "3/" is being typed), as the evaluation's box does.
   */
  numberBox?: boolean;
}

/** The typed answer of a free-entry question (SPEC §5: see useBracketStripping). */
export function FreeEntryInput({
  value,
  onChange,
  error: checked,
  numberBox,
}: FreeEntryInputProps) {
  const id = useId();
  // Keyed by its question: an answer given before is judged at once.
  const [left, setLeft] = useState(value !== '');
  const notANumber = numberBox && left && value.trim() !== '' && !isSatNumberEntry(value);
  const error = checked ?? (notANumber ? NOT_A_NUMBER_MESSAGE : undefined);
  // Brackets are taken off (and the notice shown) before the number box keeps its characters.
  const { typedBrackets, change } = useBracketStripping(
    numberBox ? (stripped) => onChange(numberBoxEntry(stripped)) : onChange,
  );
  const input = useEarlyInput<HTMLInputElement>(typedIn, value, change);
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, typedBrackets ? noticeId : null, hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-mascot-avoid className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Your answer
      </label>
      <Input
        ref={input}
        id={id}
        value={value}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setLeft(true)}
        maxLength={numberBox ? undefined : MAX_ANSWER_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Enter your answer"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="sm:max-w-xs"
      />
      <AnswerPreview value={value} />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-slate-500">
        {ENTRY_RULES_HINT}
      </p>
      <BracketNotice id={noticeId} shown={typedBrackets} />
    </div>
  );
}
