import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { addDays } from '@academy/shared/academy-day';
import {
  TARGET_SCORE_MAX,
  TARGET_SCORE_MIN,
  TARGET_SCORE_STEP,
  TEST_DATE_MAX_DAYS,
  goalMessages,
  type StudyGoal,
} from '@academy/shared/goals';
import { goalSchema, type GoalInput } from '@academy/shared/goal-schema';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { useDatedForm } from '../hooks/use-dated-form';
import { SatDateChoices } from './sat-date-choices';

const FIELDS = ['targetScore', 'testDate'] as const;

/**
 * Sets the goal, or changes it (`goal`): a target score, and the test day once booked. The
 * student's own form also removes it; the tutor's sets it for the student. Its own chunk: a page
 * loads zod and the form only when it is opened.
 */
export function GoalForm({
  goal,
  onDone,
  save,
  remove,
  forStudent = false,
  forWhom,
}: {
  goal: Pick<StudyGoal, 'targetScore' | 'testDate'> | null;
  onDone: () => void;
  save: (input: GoalInput) => Promise<unknown>;
  remove?: () => Promise<unknown>;
  /** Set for someone else (the tutor, a parent): the hints speak of the student. */
  forStudent?: boolean;
  /** The student's first name, when set for them: the form is named for them ("Sam"). */
  forWhom?: string;
}) {
  const id = useId();
  const [removing, setRemoving] = useState(false);
  const {
    today,
    register,
    onSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useDatedForm(
    goalSchema,
    (today) => ({
      targetScore: goal?.targetScore,
      // A test day that has passed is not offered again: the student picks the next.
      testDate: goal?.testDate && goal.testDate >= today ? goal.testDate : '',
    }),
    { save, fields: FIELDS, saved: goalMessages.saved, failed: 'Failed to save the goal', onDone },
  );

  const onRemove = async () => {
    setRemoving(true);
    try {
      await remove!();
      toast.success(goalMessages.removed);
      onDone();
    } catch (error) {
      setRemoving(false);
      toast.error(error instanceof Error ? error.message : 'Failed to remove your goal');
    }
  };
  const busy = isSubmitting || removing;
  // The tutor or a parent sets the student's goal, not their own.
  const formName = !forStudent
    ? 'Your SAT goal'
    : forWhom
      ? `SAT goal for ${forWhom}`
      : 'The student’s SAT goal';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={formName} className="space-y-3">
      <Field
        id={`${id}-target`}
        label="Target score"
        hint={`The total ${forStudent ? 'the student is' : 'you are'} aiming for, ${TARGET_SCORE_MIN} to ${TARGET_SCORE_MAX}.`}
        errors={fieldMessages(errors.targetScore)}
      >
        {(aria) => (
          <input
            {...aria}
            type="number"
            inputMode="numeric"
            min={TARGET_SCORE_MIN}
            max={TARGET_SCORE_MAX}
            step={TARGET_SCORE_STEP}
            placeholder="1400"
            {...register('targetScore', { valueAsNumber: true })}
            className={inputClasses}
          />
        )}
      </Field>
      <Field
        id={`${id}-date`}
        label="Test date (optional)"
        hint={
          forStudent
            ? 'Leave it empty until the test is booked: the College Board account shows the date.'
            : 'Leave it empty until you have booked it: your College Board account shows the date.'
        }
        errors={fieldMessages(errors.testDate)}
      >
        {(aria) => (
          <input
            {...aria}
            type="date"
            min={today}
            max={addDays(today, TEST_DATE_MAX_DAYS)}
            {...register('testDate')}
            className={inputClasses}
          />
        )}
      </Field>
      <SatDateChoices
        today={today}
        chosen={watch('testDate') ?? ''}
        onChoose={(date) => setValue('testDate', date, { shouldValidate: true, shouldDirty: true })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {isSubmitting ? 'Saving…' : 'Save goal'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        {goal && remove ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:text-red-800"
            onClick={() => void onRemove()}
            disabled={busy}
          >
            {removing ? 'Removing…' : 'Remove goal'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
