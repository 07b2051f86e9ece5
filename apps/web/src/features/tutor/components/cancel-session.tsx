import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useCancelSession } from '../api/tutor-api';
import { FamilyMessageField, familyMessageProblem } from './optional-note-field';

/**
 * The tutor cancels a session (taken ill, say): asked to confirm, with an optional message that
 * the family's mail quotes. The session is refunded in full, whenever it is cancelled.
 */
export function CancelSession({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelSession();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = familyMessageProblem(message);
    setError(problem);
    if (problem) return;
    cancel.mutate(
      { id: sessionId, message },
      {
        onSuccess: () => {
          toast.success('Session canceled. The family gets an email and a full refund.');
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="w-full space-y-2 border-t border-slate-100 pt-3">
      <FamilyMessageField
        id={id}
        autoFocus
        value={message}
        onChange={setMessage}
        hint="They get an email saying you canceled, with this message, and the session is refunded in full."
        error={
          error ??
          (cancel.isError
            ? // With no server message (the connection dropped), still a word: nothing changed.
              (serverMessage(cancel.error) ?? 'The session was not canceled. Try again.')
            : undefined)
        }
      />
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
