import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { academyDay } from '@academy/shared/academy-day';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';

interface Saving<Input extends FieldValues, Output> {
  save: (values: Output) => Promise<unknown>;
  /** The fields a server's 400 or 409 may name. */
  fields: readonly Path<Input>[];
  /** The toasts of success and of a failure no field explains. */
  saved: string;
  failed: string;
  onDone: () => void;
}

/**
 * A form whose schema checks its dates against today (a Dallas day, as the server's does): the
 * goal's and the scores'. Every failing rule of a field is kept, as the other forms do; the
 * submit saves, then shows what the server said on the fields it names.
 */
export function useDatedForm<Input extends FieldValues, Output>(
  schemaFor: (today: string) => z.ZodType<Output, Input>,
  defaultsFor: (today: string) => DefaultValues<NoInfer<Input>>,
  { save, fields, saved, failed, onDone }: Saving<NoInfer<Input>, NoInfer<Output>>,
): UseFormReturn<Input, unknown, Output> & { today: string; onSubmit: () => Promise<void> } {
  const today = useMemo(() => academyDay(new Date()), []);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schemaFor(today)),
    criteriaMode: 'all',
    defaultValues: defaultsFor(today),
  });
  // Opened by a button that is gone now (Set your goal, Edit, Enter your scores): the keyboard
  // carries on in the first field rather than from the top of the page. A form shown without a
  // click leaves the focus where it is.
  const { setFocus } = form;
  useEffect(() => {
    if (document.activeElement === document.body) setFocus(fields[0]!);
    // Only as the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(saved);
      onDone();
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        if (applyServerFieldErrors(error, fields, form.setError)) return;
      }
      toast.error(error instanceof Error ? error.message : failed);
    }
  });
  return { today, onSubmit, ...form };
}
