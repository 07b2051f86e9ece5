import { useId } from 'react';
import type { Choice } from '@academy/shared/questions';
import { MathHtml } from '../../../components/math/math-html';
import { cn } from '../../../lib/cn';
import { checkedIn, useEarlyInput } from '../../../lib/use-early-input';
import { ChoiceMark, markOf, markedBoxClasses, type ChoiceMarks } from './choice-mark';

interface ChoiceListProps {
  choices: Choice[];
  value: string;
  onChange: (choiceId: string) => void;
  /** The choices marked right or wrong after a check, and the right one after Show Answer. */
  marks?: ChoiceMarks;
}

const letterAt = (index: number) => String.fromCharCode(65 + index);

/** A multiple-choice question's options as one radio group, lettered A, B, C, D. */
export function ChoiceList({ choices, value, onChange, marks = {} }: ChoiceListProps) {
  const name = useId();
  const group = useEarlyInput<HTMLFieldSetElement>(checkedIn, value, onChange);
  return (
    <fieldset ref={group} data-mascot-avoid>
      <legend className="mb-3 text-sm font-medium text-slate-700">Choose one answer</legend>
      <div className="space-y-2.5">
        {choices.map((choice, index) => {
          const letter = letterAt(index);
          const mark = markOf(choice.id, marks);
          // Its padding and gaps in pixels: in rem, with text at 200% on a phone, they left a
          // formula such as (0, −4) too little room and it was cut off.
          return (
            <label
              key={choice.id}
              data-mark={mark}
              className={cn(
                'group flex cursor-pointer items-center gap-[12px] rounded-xl border border-slate-200 bg-white p-[12px] transition-colors hover:border-primary-300 hover:bg-primary-50/40 has-checked:border-primary-500 has-checked:bg-primary-50 has-checked:ring-1 has-checked:ring-primary-500 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500 sm:p-3.5',
                mark && markedBoxClasses(mark),
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={value === choice.id}
                onChange={() => onChange(choice.id)}
                className="size-4 shrink-0 accent-primary-600 focus-visible:outline-none"
              />
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 group-has-checked:bg-primary-600 group-has-checked:text-white">
                {letter}
              </span>
              {/* The mark sits beside the words where it fits; otherwise (a phone, a long Reading
                  and Writing choice) it goes below them instead of squeezing them to a column. */}
              <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
                <MathHtml
                  text={choice.latex}
                  html={choice.html}
                  imageAlt={`Choice ${letter}`}
                  className="min-w-0 text-slate-900"
                />
                {mark ? <ChoiceMark kind={mark} /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
