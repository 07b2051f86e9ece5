import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MAX_CANCEL_MESSAGE_LENGTH, tutorMessages } from '@academy/shared/tutor';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCancelSession } from '../api/tutor-api';

/**
 * The tutor cancels a session (taken ill, say): asked to confirm, with an optional message that
 * the family's mail quotes. The session is refunded in full, whenever it is cancelled.
 */
export function CancelSession({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelSession();
  const id = useId();
  const shown = error ?? (cancel.isError ? serverMessage(cancel.error) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooLong = message.trim().length > MAX_CANCEL_MESSAGE_LENGTH;
    setError(tooLong ? tutorMessages.cancelMessageTooLong : undefined);
    if (tooLong) return;
    cancel.mutate(
      { id: sessionId, message },
      {
        onSuccess: () =>
          toast.success('Session canceled. The family gets an email and a full refund.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="w-full space-y-2 border-t border-slate-100 pt-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Message to the family (optional)
      </label>
      <textarea
        id={id}
        autoFocus
        rows={2}
        value={message}
        maxLength={MAX_CANCEL_MESSAGE_LENGTH + 100}
        aria-invalid={Boolean(shown)}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(e) => setMessage(e.target.value)}
        className={cn(inputClasses, 'h-auto min-h-16 py-2')}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        They get an email saying you canceled, with this message, and the session is refunded in
        full.
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {shown}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={cancel.isPending}>
          {cancel.isPending ? 'Canceling...' : 'Cancel and refund'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
