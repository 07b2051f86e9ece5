import { MAX_ANSWER_LENGTH, withAsciiMinus } from '@academy/shared/practice';
import type { EvaluationQuestionType } from '@academy/shared/evaluation';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import {
  BracketNotice,
  useBracketStripping,
} from '../../../components/typed-answer/bracket-notice';
import { ENTRY_RULES_HINT } from '../../../components/typed-answer/entry-rules';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { typedIn, useEarlyInput } from '../../../lib/use-early-input';

interface FreeAnswerInputProps {
  questionId: string;
  type: Exclude<EvaluationQuestionType, 'multiple_choice'>;
  value: string;
  onChange: (value: string) => void;
}

/**
 * SAT-MATH.md: a student-produced response holds digits, `.`, `/` and `-`, at most 5 characters
 * for a positive answer and 6 for a negative one. A browser's number field would refuse the
 * fraction bar and turn "3/4" into "34", and a phone's decimal pad may have no minus sign, so
 * the number box is a text box that keeps those characters (a typed dash, "−" or "–", becomes
 * "-" rather than vanish and turn the answer positive).
 */
const NUMBER_BOX_LENGTH = 6;
const numberBoxEntry = (typed: string) => withAsciiMinus(typed).replace(/[^0-9./-]/g, '');

/** The text box of a text_input question, or the number box of a number_input one. */
export function FreeAnswerInput({ questionId, type, value, onChange }: FreeAnswerInputProps) {
  const numeric = type === 'number_input';
  const id = `evaluation-answer-${questionId}`;
  const noticeId = `${id}-notice`;
  const { typedBrackets, change } = useBracketStripping(onChange);
  const entered = (typed: string) => (numeric ? onChange(numberBoxEntry(typed)) : change(typed));
  const input = useEarlyInput<HTMLInputElement>(typedIn, value, entered);
  return (
    <div className="max-w-sm">
      <Field id={id} label="Your answer" hint={ENTRY_RULES_HINT}>
        {(aria) => (
          <Input
            {...aria}
            aria-describedby={
              [aria['aria-describedby'], typedBrackets ? noticeId : undefined]
                .filter(Boolean)
                .join(' ') || undefined
            }
            maxLength={numeric ? NUMBER_BOX_LENGTH : MAX_ANSWER_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={evaluationMessages.answerPlaceholder}
            ref={input}
            value={value}
            onChange={(event) => entered(event.target.value)}
          />
        )}
      </Field>
      <BracketNotice id={noticeId} shown={typedBrackets} />
    </div>
  );
}
