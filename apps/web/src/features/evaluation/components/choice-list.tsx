import type { Choice } from '@academy/shared/questions';
import { ScrollingMath } from '../../../components/math/scrolling-math';
import { checkedIn, useEarlyInput } from '../../../lib/use-early-input';

interface ChoiceListProps {
  questionId: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (choiceId: string) => void;
}

/** A native radio group: Tab enters it, arrow keys move and choose, as browsers do. */
export function ChoiceList({ questionId, choices, value, onChange }: ChoiceListProps) {
  const group = useEarlyInput<HTMLFieldSetElement>(checkedIn, value, onChange);
  return (
    <fieldset ref={group}>
      <legend className="mb-3 text-sm font-medium text-slate-700">Choose one answer</legend>
      <div className="space-y-2.5">
        {choices.map((choice) => (
          <label
            key={choice.id}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 transition-colors hover:border-primary-300 hover:bg-primary-50/40 has-checked:border-primary-500 has-checked:bg-primary-50 has-checked:ring-1 has-checked:ring-primary-500"
          >
            <input
              type="radio"
              name={`evaluation-answer-${questionId}`}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
              className="mt-1 size-4 shrink-0 accent-primary-600"
            />
            <span className="w-5 shrink-0 pt-px font-semibold text-slate-500">{choice.id}.</span>
            <ScrollingMath
              text={choice.latex}
              html={choice.html}
              label={`Choice ${choice.id}, scrolls sideways`}
              className="flex-1 pt-px text-slate-900"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
