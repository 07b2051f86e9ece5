import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { academyDay } from '@academy/shared/academy-day';
import { HOMEWORK_QUESTIONS_MAX, HOMEWORK_QUESTIONS_MIN } from '@academy/shared/homework';
import { homeworkSchema, lastDueDay, type HomeworkInput } from '@academy/shared/homework-schema';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input, inputClasses } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { submoduleConceptsQueryOptions } from '../../practice/api/get-submodule-concepts';
import { submodulesQueryOptions } from '../../practice/api/get-submodules';
import { useSetHomework } from '../api/homework-api';
import { readHomeworkDraft, saveHomeworkDraft } from '../lib/homework-draft';

const FIELDS = ['subModuleId', 'conceptId', 'questionCount', 'dueOn', 'note'] as const;
const DEFAULTS: HomeworkInput = {
  subModuleId: '',
  conceptId: '',
  questionCount: 10,
  dueOn: '',
  note: '',
};

/**
 * The tutor sets a student homework: a topic, or a concept of it, a count, a due day, a note.
 * What is typed is kept for this student until set, so a look at another tab loses nothing.
 */
export function HomeworkForm({ studentId }: { studentId: string }) {
  const setHomework = useSetHomework(studentId);
  const topics = useQuery(submodulesQueryOptions());
  // The due day is a Dallas day, whatever the tutor's zone: today's or later.
  const [today] = useState(() => academyDay(new Date()));
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(homeworkSchema(today)),
    criteriaMode: 'all',
    defaultValues: readHomeworkDraft(studentId, DEFAULTS),
  });
  useEffect(() => {
    const typed = watch((values) => saveHomeworkDraft(studentId, values, DEFAULTS));
    return () => typed.unsubscribe();
  }, [watch, studentId]);
  const topic = useWatch({ control, name: 'subModuleId' });
  const concept = useWatch({ control, name: 'conceptId' });
  const concepts = useQuery({
    ...submoduleConceptsQueryOptions(topic),
    enabled: Boolean(topic),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await setHomework.mutateAsync({
        subModuleId: values.subModuleId,
        questionCount: values.questionCount,
        ...(values.conceptId ? { conceptId: values.conceptId } : {}),
        ...(values.dueOn ? { dueOn: values.dueOn } : {}),
        ...(values.note ? { note: values.note } : {}),
      });
      toast.success('Homework set.');
      reset(DEFAULTS);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        if (applyServerFieldErrors(error, FIELDS, setError)) return;
      }
      toast.error(error instanceof Error ? error.message : 'Failed to set the homework');
    }
  });
  const saving = isSubmitting || setHomework.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Set homework" className="space-y-4">
      <Field id="homework-topic" label="Topic" errors={fieldMessages(errors.subModuleId)}>
        {(aria) => (
          <select
            {...aria}
            // Another topic's concepts differ: the concept chosen goes back to "any".
            {...register('subModuleId', { onChange: () => setValue('conceptId', '') })}
            // Held by the form's value: a draft's topic shows once the topics have loaded.
            value={topic}
            className={inputClasses}
          >
            <option value="">Choose a topic</option>
            {(topics.data ?? []).map((t) => (
              <option key={t._id} value={t._id}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="homework-concept"
        label="Concept (optional)"
        errors={fieldMessages(errors.conceptId)}
      >
        {(aria) => (
          <select
            {...aria}
            {...register('conceptId')}
            value={concept ?? ''}
            disabled={!topic}
            className={inputClasses}
          >
            <option value="">Any concept of the topic</option>
            {(topic ? (concepts.data ?? []) : []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="homework-count"
          label="Questions"
          hint={`${HOMEWORK_QUESTIONS_MIN} to ${HOMEWORK_QUESTIONS_MAX}`}
          // z.coerce leaves the field's input type open: its error is a plain one.
          errors={fieldMessages(errors.questionCount as FieldError | undefined)}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              inputMode="numeric"
              min={HOMEWORK_QUESTIONS_MIN}
              max={HOMEWORK_QUESTIONS_MAX}
              {...register('questionCount')}
            />
          )}
        </Field>
        <Field id="homework-due" label="Due (optional)" errors={fieldMessages(errors.dueOn)}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              min={today}
              max={lastDueDay(today)}
              {...register('dueOn')}
            />
          )}
        </Field>
      </div>
      <Field
        id="homework-note"
        label="Note to the student (optional)"
        errors={fieldMessages(errors.note)}
      >
        {(aria) => <Input {...aria} {...register('note')} />}
      </Field>
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? 'Setting...' : 'Set homework'}
      </Button>
    </form>
  );
}
