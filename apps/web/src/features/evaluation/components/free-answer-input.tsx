import { MAX_ANSWER_LENGTH } from '@academy/shared/practice';
import { evaluationMessages, type EvaluationQuestionType } from '@academy/shared/evaluation';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

interface FreeAnswerInputProps {
  questionId: string;
  type: Exclude<EvaluationQuestionType, 'multiple_choice'>;
  value: string;
  onChange: (value: string) => void;
}

/** The text box of a text_input question, or the number box of a number_input one. */
export function FreeAnswerInput({ questionId, type, value, onChange }: FreeAnswerInputProps) {
  const numeric = type === 'number_input';
  return (
    <div className="max-w-sm">
      <Field id={`evaluation-answer-${questionId}`} label="Your answer">
        {(aria) => (
          <Input
            {...aria}
            type={numeric ? 'number' : 'text'}
            // Decimals and negatives are valid answers; the browser's step would refuse them.
            step={numeric ? 'any' : undefined}
            inputMode={numeric ? 'decimal' : 'text'}
            maxLength={numeric ? undefined : MAX_ANSWER_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder={evaluationMessages.answerPlaceholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
