import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { SessionType } from '@academy/shared/scheduling-prices';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useFreeSlots } from '../../scheduling/api/get-free-slots';
import { SlotSelect } from '../../scheduling/components/slot-select';
import { slotsByDay } from '../../scheduling/lib/slot-times';
import { useMoveSession } from '../api/tutor-api';
import { FamilyMessageField, familyMessageProblem } from './optional-note-field';

/**
 * The tutor moves a session to another free time, agreed with the family (on the phone, say),
 * whatever the 24-hour rule, to any time from an hour ahead; the family's mail gives the new
 * time, the message and an invite.
 */
export function MoveSession({
  sessionId,
  sessionType,
  onClose,
}: {
  sessionId: string;
  sessionType: SessionType;
  onClose: () => void;
}) {
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const slots = useFreeSlots('tutor');
  const days = slotsByDay(Array.isArray(slots.data) ? slots.data : [], sessionType);
  const move = useMoveSession();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = familyMessageProblem(message);
    setError(problem);
    if (problem || !target) return;
    move.mutate(
      { id: sessionId, start: target, message },
      {
        onSuccess: () => {
          toast.success('Session moved. The family gets an email with the new time.');
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="w-full space-y-3 border-t border-slate-100 pt-3">
      <div className="space-y-2">
        <label htmlFor={`${id}-time`} className="block text-sm font-medium text-slate-700">
          New time (Dallas time)
        </label>
        {/* The Move button gives way to this form: focus comes here, as on Cancel, rather than
            dropping to the page's top, where a keyboard user would lose their place. */}
        <SlotSelect id={`${id}-time`} autoFocus days={days} value={target} onChange={setTarget} />
        {slots.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {slots.error.message}
          </p>
        ) : null}
      </div>
      <FamilyMessageField
        id={`${id}-message`}
        value={message}
        onChange={setMessage}
        hint="They get an email with the new time, this message and a calendar invite."
        error={
          error ??
          (move.isError
            ? // With no server message (the connection dropped), still a word: nothing changed.
              (serverMessage(move.error) ?? 'The session was not moved. Try again.')
            : undefined)
        }
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!target || move.isPending}>
          {move.isPending ? 'Moving...' : 'Move session'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Keep the time
        </Button>
      </div>
    </form>
  );
}
