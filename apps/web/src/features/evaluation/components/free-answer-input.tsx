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
 * "-" rather than vanish and turn the answer positive). Its length is cut after that filter,
 * not by the box's maxLength before it: pasted "(-2,000)" cut to six characters first became
 * "-200", another number.
 */
const NUMBER_BOX_LENGTH = 6;
const numberBoxEntry = (typed: string) =>
  withAsciiMinus(typed)
    .replace(/[^0-9./-]/g, '')
    .slice(0, NUMBER_BOX_LENGTH);

/** The text box of a text_input question, or the number box of a number_input one. */
export function FreeAnswerInput({ questionId, type, value, onChange }: FreeAnswerInputProps) {
  const numeric = type === 'number_input';
  const id = `evaluation-answer-${questionId}`;
  const noticeId = `${id}-notice`;
  // Brackets are taken off (and the notice shown) before the number box keeps its characters.
  const { typedBrackets, change } = useBracketStripping(
    numeric ? (stripped) => onChange(numberBoxEntry(stripped)) : onChange,
  );
  const input = useEarlyInput<HTMLInputElement>(typedIn, value, change);
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
            maxLength={numeric ? undefined : MAX_ANSWER_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={evaluationMessages.answerPlaceholder}
            ref={input}
            value={value}
            onChange={(event) => change(event.target.value)}
          />
        )}
      </Field>
      <BracketNotice id={noticeId} shown={typedBrackets} />
    </div>
  );
}
