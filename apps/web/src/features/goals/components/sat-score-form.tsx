import { useId } from 'react';
import { addDays } from '@academy/shared/academy-day';
import {
  SAT_SCORE_MAX_AGE_DAYS,
  SECTION_SCORE_MAX,
  SECTION_SCORE_MIN,
  SECTION_SCORE_STEP,
  satScoreMessages,
} from '@academy/shared/sat-scores';
import { satScoreSchema } from '@academy/shared/sat-score-schema';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { useAddSatScore } from '../api/sat-scores-api';
import { useDatedForm } from '../hooks/use-dated-form';

const FIELDS = ['testDate', 'math', 'readingWriting'] as const;

/** Enters official scores: the test's day (the goal's, when it has passed) and both sections. */
export function SatScoreForm({ testDate, onDone }: { testDate?: string; onDone: () => void }) {
  const id = useId();
  const add = useAddSatScore();
  const {
    today,
    register,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useDatedForm(satScoreSchema, () => ({ testDate: testDate ?? '' }), {
    save: add.mutateAsync,
    fields: FIELDS,
    saved: satScoreMessages.saved,
    failed: 'Failed to save your scores',
    onDone,
  });
  const saving = isSubmitting || add.isPending;
  const section = (name: 'math' | 'readingWriting', label: string) => (
    <Field id={`${id}-${name}`} label={label} errors={fieldMessages(errors[name])}>
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="numeric"
          min={SECTION_SCORE_MIN}
          max={SECTION_SCORE_MAX}
          step={SECTION_SCORE_STEP}
          {...register(name, { valueAsNumber: true })}
          className={inputClasses}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter your SAT scores" className="space-y-3">
      <Field id={`${id}-date`} label="Test date" errors={fieldMessages(errors.testDate)}>
        {(aria) => (
          <input
            {...aria}
            type="date"
            min={addDays(today, -SAT_SCORE_MAX_AGE_DAYS)}
            max={today}
            {...register('testDate')}
            className={inputClasses}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        {section('math', 'Math')}
        {section('readingWriting', 'Reading and Writing')}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save scores'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
