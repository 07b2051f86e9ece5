import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import type { AuthUser } from '@academy/shared/profile';
import type { ApiError } from '../../../lib/api-client';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { handleAuthError } from '../lib/auth-errors';

interface AuthFormOptions<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** The fields a server error item may name. */
  fields: readonly Path<Input>[];
  mutation: {
    /** No user: the server asks the address to be confirmed first (sign-up of a taken one). */
    mutateAsync: (values: Output) => Promise<{ user?: AuthUser }>;
    isPending: boolean;
  };
  successMessage: string;
  onSuccess: (user: AuthUser) => void;
  /** Success without a user: nobody is signed in, the mail tells what to do next. */
  onCheckEmail?: (values: Output) => void;
  explainBadRequest?: (error: ApiError, setError: UseFormSetError<Input>) => boolean;
}

/**
 * The login and signup forms: every failing rule of the shared schema on submit, then the
 * request; success is toasted and hands the user on, a failure lands on the fields or in a toast.
 */
export function useAuthForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  mutation,
  successMessage,
  onSuccess,
  onCheckEmail,
  explainBadRequest,
}: AuthFormOptions<Input, Output>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver, criteriaMode: 'all', defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await mutation.mutateAsync(values);
      toast.success(successMessage);
      if (user) onSuccess(user);
      else onCheckEmail?.(values);
    } catch (error) {
      handleAuthError(error, fields, setError, explainBadRequest);
    }
  });

  // isSubmitting is set as the submit is handled, before validation: a second click or Enter
  // finds the button disabled already (see SubmitDialog).
  const pending = mutation.isPending || isSubmitting;
  // Disabled while it ran, the button dropped the focus: a refusal with no field to focus (a
  // lock) gives it back.
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(pending, () => submitRef.current);
  /** A refusal of the whole form (a lock), said above its button. */
  const formError = errors.root?.server?.message;
  return { register, errors, onSubmit, pending, submitRef, formError };
}
