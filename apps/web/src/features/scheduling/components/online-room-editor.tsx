import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { onlineRoomSavedText, type OnlineRoom } from '@academy/shared/online-room';
import { onlineRoomSchema } from '@academy/shared/online-room-schema';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Field, fieldMessages } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportFormError } from '../../../lib/form-errors';
import { onlineRoomQueryOptions, useSaveOnlineRoom } from '../api/online-room-api';

/**
 * The link families join online sessions by (decision 060): a standing meeting room. Only the
 * people of an online booking see it, on their pages, mails and calendar invites; a new link is
 * mailed to every family with an online session ahead.
 */
export function OnlineRoomEditor() {
  const query = useQuery(onlineRoomQueryOptions());
  return (
    <section aria-labelledby="online-room-title" className="space-y-3">
      <h2 id="online-room-title" className="text-lg font-semibold text-slate-900">
        Online sessions
      </h2>
      <p className="text-sm text-slate-600">
        The meeting room families join online sessions by (Zoom, Google Meet, Teams…). Only families
        with an online session booked see it: on their sessions pages, in their mails and reminders,
        and in the calendar invites.
      </p>
      {query.isPending ? (
        <Spinner label="Loading the link" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the link."
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <OnlineRoomForm saved={query.data} />
      )}
    </section>
  );
}

function OnlineRoomForm({ saved }: { saved: OnlineRoom }) {
  const save = useSaveOnlineRoom();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<{ url: string | null }, unknown, OnlineRoom>({
    resolver: zodResolver(onlineRoomSchema),
    defaultValues: { url: saved.url ?? '' },
  });

  const onSubmit = handleSubmit(async ({ url }) => {
    try {
      const answer = await save.mutateAsync({ url: url ?? '' });
      reset({ url: answer.url ?? '' });
      toast.success(onlineRoomSavedText(answer));
    } catch (error) {
      reportFormError(error, ['url'], setError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Online sessions" className="space-y-3">
      {saved.url ? null : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          No link is set: families with online sessions read that you will send them the link before
          the session.
        </p>
      )}
      <Field
        id="online-room-url"
        label="Link to join online sessions"
        hint="The full link, starting with https://. Leave it empty and save to remove it."
        errors={fieldMessages(errors.url)}
      >
        {(aria) => (
          <input
            {...aria}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://zoom.us/j/…"
            {...register('url')}
            className={inputClasses}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving...' : 'Save link'}
      </Button>
    </form>
  );
}
