import { useState } from 'react';
import { MAX_ANSWER_LENGTH } from '@academy/shared/practice';
import { isSatNumberEntry, NOT_A_NUMBER_MESSAGE } from '@academy/shared/sat-number-entry';
import type { EvaluationQuestionType } from '@academy/shared/evaluation';
import { evaluationMessages } from '@academy/shared/evaluation-messages';
import { AnswerPreview } from '../../../components/typed-answer/answer-preview';
import {
  BracketNotice,
  useBracketStripping,
} from '../../../components/typed-answer/bracket-notice';
import { ENTRY_RULES_HINT } from '../../../components/typed-answer/entry-rules';
import { numberBoxEntry } from '../../../components/typed-answer/number-box';
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
 * The text box of a text_input question, or the number box of a number_input one. Rendered once
 * per question (keyed by it), so "left" below is this question's.
 */
export function FreeAnswerInput({ questionId, type, value, onChange }: FreeAnswerInputProps) {
  const numeric = type === 'number_input';
  const id = `evaluation-answer-${questionId}`;
  const noticeId = `${id}-notice`;
  // Brackets are taken off (and the notice shown) before the number box keeps its characters.
  const { typedBrackets, change } = useBracketStripping(
    numeric ? (stripped) => onChange(numberBoxEntry(stripped)) : onChange,
  );
  const input = useEarlyInput<HTMLInputElement>(typedIn, value, change);
  // An entry that is not one number ("y = 3/4", "75%") is scored wrong, as the SAT's box would not
  // take it (decision 009). The practice card says so at Check; the evaluation has none, so the
  // box says it once the student has left it (not while a "3/" is still being typed), and at once
  // for an answer given before.
  const [left, setLeft] = useState(value !== '');
  const errors = left && value.trim() && !isSatNumberEntry(value) ? [NOT_A_NUMBER_MESSAGE] : [];
  return (
    <div className="max-w-sm">
      <Field id={id} label="Your answer" hint={ENTRY_RULES_HINT} errors={errors}>
        {(aria) => (
          <>
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
              onBlur={() => setLeft(true)}
            />
            <AnswerPreview value={value} />
          </>
        )}
      </Field>
      <BracketNotice id={noticeId} shown={typedBrackets} />
    </div>
  );
}
