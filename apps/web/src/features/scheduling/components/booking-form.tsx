import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { tutorSessionMessages } from '@academy/shared/payments';
import {
  schedulingRequestSchema,
  type SchedulingRequest,
  type SchedulingRequestInput,
} from '@academy/shared/scheduling';
import {
  DEFAULT_SESSION_COUNT,
  DEFAULT_SESSION_TYPE,
  SESSION_COUNT_MAX,
  SESSION_COUNT_MIN,
} from '@academy/shared/scheduling-prices';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { browserLocation, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { usePageRestored } from '../../../lib/use-page-restored';
import { useCreateSchedulingSession } from '../api/create-scheduling-session';
import { FREE_SLOTS_KEY } from '../api/get-free-slots';
import { clearBookingDraft, readBookingDraft, saveBookingDraft } from '../lib/booking-draft';
import { BookingTotal } from './booking-total';
import { ContactField } from './contact-field';
import { SessionTypeOptions } from './session-type-options';
import { SlotPicker } from './slot-picker';

const FIELDS = ['fullName', 'contactInfo', 'sessionType', 'sessionCount', 'slots'] as const;

const PAIR = 'grid gap-x-4 gap-y-5 sm:grid-cols-2';

/** Who is booking, when known (a signed-in user): the form starts filled in with it. */
export interface BookingContact {
  fullName: string;
  contactInfo: string;
}

/** A parent's linked child the sessions are for (/family): the booking goes on their account. */
export interface BookingStudent {
  id: string;
  name: string;
}

/** The tutor-session form (SPEC §5): contact required, name optional, online × 1 by default. */
export function BookingForm({
  contact,
  student,
}: {
  contact?: BookingContact;
  student?: BookingStudent;
}) {
  const createSession = useCreateSchedulingSession();
  const queryClient = useQueryClient();
  // Set once the browser is on its way to the checkout: the form stays locked until it has gone.
  const [leaving, setLeaving] = useState(false);
  // Back from the checkout without paying: the form as it was left, once (read here, removed
  // after mounting, since React may run this initializer twice).
  const [draft] = useState(readBookingDraft);
  useEffect(() => clearBookingDraft(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SchedulingRequestInput, unknown, SchedulingRequest>({
    resolver: zodResolver(schedulingRequestSchema),
    defaultValues: draft ?? {
      fullName: contact?.fullName ?? '',
      contactInfo: contact?.contactInfo ?? '',
      sessionType: DEFAULT_SESSION_TYPE,
      sessionCount: DEFAULT_SESSION_COUNT,
    },
  });
  const [sessionType, sessionCount, slots] = useWatch({
    control,
    name: ['sessionType', 'sessionCount', 'slots'],
  });

  const onSubmit = handleSubmit(async (booking) => {
    try {
      const sessionUrl = await createSession.mutateAsync(
        student ? { ...booking, studentId: student.id } : booking,
      );
      if (!sessionUrl) {
        toast.error(tutorSessionMessages.noSessionUrl);
        return;
      }
      setLeaving(true);
      saveBookingDraft(booking);
      browserLocation.assign(sessionUrl);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        if (applyServerFieldErrors(error, FIELDS, setError)) return;
      }
      if (isApiError(error) && error.status === 409) {
        // A time was taken meanwhile (by someone else booking at the same moment): the free
        // times are asked for again, which drops it from the choices, and the server says so.
        toast.error(error.message);
        await queryClient.invalidateQueries({ queryKey: FREE_SLOTS_KEY });
        return;
      }
      if (student && isApiError(error) && error.status === 404) {
        // The child stopped sharing with this parent since the form opened: trying again
        // cannot help, so the server's reason is said instead.
        toast.error(error.message);
        return;
      }
      toast.error(tutorSessionMessages.createFailed);
    }
  });

  // Back from the checkout: the form had gone with "Redirecting to payment..." on.
  usePageRestored(() => setLeaving(false));
  // isSubmitting comes first, as the click is handled: a double click sends once.
  const busy = isSubmitting || createSession.isPending || leaving;
  const submitRef = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(busy, () => submitRef.current);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Book a tutor session" className="space-y-5">
      {student ? (
        <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm text-primary-900">
          For <strong>{student.name}</strong>: the sessions go on {student.name}’s account, and you
          get the receipt.
        </p>
      ) : null}
      {/* Two fields a row from 640 px: the whole form then fits the dialog on a 1280 × 720
          screen, Continue to Payment included, with nothing to scroll. */}
      <div className={PAIR}>
        <Field id="booking-name" label="Name (optional)" errors={fieldMessages(errors.fullName)}>
          {(aria) => <Input {...aria} autoComplete="name" {...register('fullName')} />}
        </Field>
        <ContactField errors={fieldMessages(errors.contactInfo)} field={register('contactInfo')} />
      </div>
      <SessionTypeOptions field={register('sessionType')} />
      <div className={cn(PAIR, 'sm:items-end')}>
        <Field
          id="booking-count"
          label="Number of Sessions (1-12)"
          // The schema coerces the box's text, so its input type is unknown; its error is a plain one.
          errors={fieldMessages(errors.sessionCount as FieldError | undefined)}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              inputMode="numeric"
              min={SESSION_COUNT_MIN}
              max={SESSION_COUNT_MAX}
              step={1}
              className="max-w-32"
              {...register('sessionCount')}
            />
          )}
        </Field>
        <BookingTotal sessionType={sessionType} count={sessionCount} />
      </div>
      <SlotPicker
        sessionType={sessionType}
        count={sessionCount}
        errors={fieldMessages(errors.slots as FieldError | undefined)}
        onChange={(starts) => setValue('slots', starts, { shouldValidate: isSubmitted })}
      />
      <div className="space-y-2 pt-1">
        <Button ref={submitRef} type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? (
            <>
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              Redirecting to payment...
            </>
          ) : (
            'Continue to Payment'
          )}
        </Button>
        <p className="text-center text-xs text-slate-500">
          You pay securely on the next page.{' '}
          {slots === undefined
            ? 'We then contact you to schedule your sessions.'
            : 'The times you choose are held for 30 minutes while you pay.'}{' '}
          {/* A new tab, so what was typed in this dialog stays. */}
          <a
            href="/refunds"
            target="_blank"
            rel="noopener"
            className="font-medium text-primary-700 underline hover:text-primary-800"
          >
            Refund policy
          </a>
        </p>
      </div>
    </form>
  );
}
