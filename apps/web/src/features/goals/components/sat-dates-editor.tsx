import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import toast from 'react-hot-toast';
import { academyDay } from '@academy/shared/academy-day';
import { SAT_DATES_MAX, satDateMessages, type SatDate } from '@academy/shared/sat-dates';
import { satDatesSchema, type SatDatesInput } from '@academy/shared/sat-dates-schema';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { RemoveRowButton } from '../../availability/components/row-controls';
import { satDatesQueryOptions, useSaveSatDates } from '../api/sat-dates-api';

/**
 * The tutor's list of SAT dates (decision 055), from the College Board's calendar: students and
 * parents pick from it when they set a goal. Saving replaces the dates from today on.
 */
export function SatDatesEditor() {
  const query = useQuery(satDatesQueryOptions());
  return (
    <section aria-labelledby="sat-dates-title" className="space-y-3">
      <h2 id="sat-dates-title" className="text-lg font-semibold text-slate-900">
        SAT dates
      </h2>
      <p className="text-sm text-slate-600">
        The test dates students and parents can pick for their goal, from the College Board&apos;s
        calendar, with the regular registration deadline when it is known.
      </p>
      {query.isPending ? (
        <Spinner label="Loading the SAT dates" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the SAT dates."
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SatDatesForm initial={query.data.dates} />
      )}
    </section>
  );
}

function SatDatesForm({ initial }: { initial: SatDate[] }) {
  const today = useMemo(() => academyDay(new Date()), []);
  const save = useSaveSatDates();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SatDatesInput, unknown, { dates: SatDate[] }>({
    resolver: zodResolver(satDatesSchema(today)),
    criteriaMode: 'all',
    defaultValues: {
      dates: initial.map((d) => ({ ...d, registrationDeadline: d.registrationDeadline ?? '' })),
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'dates' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({
        dates: saved.dates.map((d) => ({
          ...d,
          registrationDeadline: d.registrationDeadline ?? '',
        })),
      });
      toast.success(satDateMessages.saved);
    } catch (error) {
      const paths = fields.flatMap((_, i) => [
        `dates.${i}.date` as const,
        `dates.${i}.registrationDeadline` as const,
      ]);
      reportFormError(error, ['dates', ...paths] as Path<SatDatesInput>[], setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="SAT dates" className="space-y-3">
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No SAT dates listed.</p>
      ) : (
        <ul className="space-y-3">
          {fields.map((field, i) => (
            <li
              key={field.id}
              className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            >
              <Field
                id={`sat-date-${field.id}`}
                label={`Test date ${i + 1}`}
                errors={fieldMessages(errors.dates?.[i]?.date)}
              >
                {(aria) => (
                  <input
                    {...aria}
                    type="date"
                    min={today}
                    {...register(`dates.${i}.date`)}
                    className={inputClasses}
                  />
                )}
              </Field>
              <Field
                id={`sat-deadline-${field.id}`}
                label={`Registration deadline ${i + 1} (optional)`}
                errors={fieldMessages(errors.dates?.[i]?.registrationDeadline)}
              >
                {(aria) => (
                  <input
                    {...aria}
                    type="date"
                    {...register(`dates.${i}.registrationDeadline`)}
                    className={inputClasses}
                  />
                )}
              </Field>
              <div className="sm:pt-7">
                <RemoveRowButton label={`Remove test date ${i + 1}`} onClick={() => remove(i)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {errors.dates?.root?.message || errors.dates?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.dates?.root?.message ?? errors.dates?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={fields.length >= SAT_DATES_MAX}
          onClick={() => append({ date: '', registrationDeadline: '' })}
        >
          Add a test date
        </Button>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save SAT dates'}
        </Button>
      </div>
    </form>
  );
}
