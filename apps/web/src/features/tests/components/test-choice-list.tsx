import { X } from 'lucide-react';
import type { Choice } from '@academy/shared/questions';
import { MathHtml } from '../../../components/math/math-html';
import { cn } from '../../../lib/cn';

interface TestChoiceListProps {
  questionId: string;
  choices: readonly Choice[];
  value: string | undefined;
  struck: readonly string[];
  disabled: boolean;
  onChoose: (choiceId: string) => void;
  onStrike: (choiceId: string) => void;
}

/** A native radio group, each choice with a button that strikes it out (the eliminator). */
export function TestChoiceList({
  questionId,
  choices,
  value,
  struck,
  disabled,
  onChoose,
  onStrike,
}: TestChoiceListProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-sm font-medium text-slate-700">Choose one answer</legend>
      <div className="space-y-2.5">
        {choices.map((choice) => {
          const out = struck.includes(choice.id);
          return (
            <div key={choice.id} className="flex items-stretch gap-[8px]">
              {/* A struck-out choice is greyed by its colours, not by opacity: faded, its letter
                  fell under 4.5:1 contrast (WCAG 1.4.3), as slate-500 did on a chosen one's tint.
                  Its sides and gaps are in pixels, as is the eliminator: in rem, with text at
                  200% on a phone, they left a formula no room. */}
              <label
                className={cn(
                  'relative flex min-w-0 flex-1 cursor-pointer items-start gap-[12px] rounded-xl border border-slate-200 px-[16px] py-3 transition-colors hover:border-primary-300 has-checked:border-primary-500 has-checked:bg-primary-50 has-checked:ring-1 has-checked:ring-primary-500',
                  // One line across the whole choice, as Bluebook draws it: a text decoration
                  // stops at a formula (KaTeX's boxes are inline blocks, which it skips), and a
                  // border keeps its colour in forced colours where a background would not.
                  out
                    ? "border-dashed bg-slate-50 after:pointer-events-none after:absolute after:inset-x-3 after:top-1/2 after:border-t-2 after:border-slate-600 after:content-['']"
                    : 'bg-white',
                )}
              >
                <input
                  type="radio"
                  name={`test-answer-${questionId}`}
                  value={choice.id}
                  checked={value === choice.id}
                  onChange={() => onChoose(choice.id)}
                  className="mt-1 size-4 shrink-0 accent-primary-600"
                />
                <span className="w-5 shrink-0 pt-px font-semibold text-slate-600">
                  {choice.id}.
                </span>
                <MathHtml
                  text={choice.latex || choice.text}
                  html={choice.html}
                  className={cn('min-w-0 pt-px', out ? 'text-slate-600' : 'text-slate-900')}
                />
                {out ? <span className="sr-only">(struck out)</span> : null}
              </label>
              <button
                type="button"
                // A toggle keeps its name: "pressed" says the choice is struck out, and a
                // second press brings it back (a changing name read with its state contradicted it).
                aria-pressed={out}
                aria-label={`Strike out choice ${choice.id}`}
                onClick={() => onStrike(choice.id)}
                className={cn(
                  'flex w-[44px] shrink-0 items-center justify-center rounded-xl border text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                  out ? 'border-slate-500 bg-slate-100' : 'border-slate-200 bg-white',
                )}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
