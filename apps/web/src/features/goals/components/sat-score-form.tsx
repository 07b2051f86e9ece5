import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { academyDay, addDays } from '@academy/shared/academy-day';
import {
  SAT_SCORE_MAX_AGE_DAYS,
  SECTION_SCORE_MAX,
  SECTION_SCORE_MIN,
  SECTION_SCORE_STEP,
  satScoreMessages,
} from '@academy/shared/sat-scores';
import { satScoreSchema, type SatScoreInput } from '@academy/shared/sat-score-schema';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAddSatScore } from '../api/sat-scores-api';

const FIELDS = ['testDate', 'math', 'readingWriting'] as const;

/** Enters official scores: the test's day (the goal's, when it has passed) and both sections. */
export function SatScoreForm({ testDate, onDone }: { testDate?: string; onDone: () => void }) {
  const id = useId();
  const add = useAddSatScore();
  const today = useMemo(() => academyDay(new Date()), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SatScoreInput>({
    resolver: zodResolver(satScoreSchema(today)),
    criteriaMode: 'all',
    defaultValues: { testDate: testDate ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(satScoreMessages.saved);
      onDone();
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        if (applyServerFieldErrors(error, FIELDS, setError)) return;
      }
      toast.error(error instanceof Error ? error.message : 'Failed to save your scores');
    }
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
