import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { MAX_FLAG_NOTE_LENGTH, flagQuestionSchema } from '@academy/shared/practice-controls';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { controlBoxClasses } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { flagStateQueryOptions, useFlagQuestion, useUnflagQuestion } from '../api/flag-question';
import { FlagTrigger } from './flag-trigger';

/**
 * The flag's dialog (flag-control.tsx draws its button and loads this on the first reach):
 * flags the question with an optional note, changes the note, or takes the flag back.
 */
export function FlagDialog({
  questionId,
  defaultOpen = false,
}: {
  questionId: string;
  /** Mounted by a first press of the stand-in button: opens at once. */
  defaultOpen?: boolean;
}) {
  const noteId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const state = useQuery(flagStateQueryOptions(questionId));
  // Editing starts from the note the tutor will read.
  const [note, setNote] = useState(state.data?.flag?.note ?? '');
  const flag = state.data?.flag ?? null;
  const flagged = flag !== null;
  const [errors, setErrors] = useState<string[]>([]);
  const save = useFlagQuestion();
  const unflag = useUnflagQuestion();
  const pending = save.isPending || unflag.isPending;

  const failed = (error: unknown, fallback: string) => {
    setErrors([isApiError(error) ? error.message : fallback]);
  };

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = flagQuestionSchema.safeParse({ note });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    save.mutate(
      { questionId, note: parsed.data.note },
      {
        onSuccess: () => {
          setErrors([]);
          setOpen(false);
          toast.success(flagged ? 'Note saved' : 'Flagged for my tutor');
        },
        onError: (error) => failed(error, 'Failed to flag the question'),
      },
    );
  }

  function remove() {
    unflag.mutate(questionId, {
      onSuccess: () => {
        setNote('');
        setErrors([]);
        setOpen(false);
        toast.success('Flag removed');
      },
      onError: (error) => failed(error, 'Failed to remove the flag'),
    });
  }

  function openChange(next: boolean) {
    if (pending) return;
    // Editing starts from the note the tutor will read.
    if (next) setNote(flag?.note ?? '');
    setErrors([]);
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <FlagTrigger flagged={flagged} loading={state.isPending} />
      </DialogTrigger>
      <DialogContent
        title={flagged ? 'Flagged for my tutor' : 'Flag for my tutor'}
        description={
          flagged
            ? 'Your tutor sees this question in your review. Change the note or remove the flag.'
            : 'Your tutor sees this question in your review. Add a note if you like.'
        }
      >
        <form noValidate onSubmit={send} className="space-y-5">
          <Field
            id={noteId}
            label="Note for your tutor (optional)"
            hint={`Up to ${MAX_FLAG_NOTE_LENGTH} characters.`}
            errors={errors}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                value={note}
                maxLength={MAX_FLAG_NOTE_LENGTH + 50}
                onChange={(event) => setNote(event.target.value)}
                className={cn(controlBoxClasses, 'block h-auto py-2')}
              />
            )}
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            {flagged ? (
              <Button
                variant="ghost"
                onClick={remove}
                disabled={pending}
                aria-busy={unflag.isPending}
                className="sm:mr-auto"
              >
                {unflag.isPending ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                ) : null}
                Remove flag
              </Button>
            ) : null}
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending} aria-busy={save.isPending}>
              {save.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : null}
              {flagged ? 'Save note' : 'Flag question'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
