import { type FormEvent, useRef, useState } from 'react';
import { MAX_TUTOR_NOTE_LENGTH, tutorNoteSchema, type TutorNote } from '@academy/shared/tutor';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFocusWhenLost } from '../../../lib/use-focus-when-lost';
import { useAddNote, useDeleteNote, useEditNote } from '../api/tutor-api';
import { formatDateTime } from '../lib/format';
import { readNoteDraft, saveNoteDraft } from '../lib/note-draft';

// A failure with no server message (the connection dropped, a proxy's page) still says so: the
// text stays in the box, but without a word the tutor took it for saved and left the page.
const NOT_SAVED = 'The note was not saved. Try again.';

/** The same rules as the server's, so a blank or overlong note is explained before sending. */
function noteError(text: string): string | undefined {
  const parsed = tutorNoteSchema.safeParse({ text });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function NoteForm({
  id,
  initial = '',
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
  onTyped,
  autoFocus,
}: {
  id: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  serverError?: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  onTyped?: (text: string) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(initial);
  const type = (typed: string) => {
    setText(typed);
    onTyped?.(typed);
  };
  const [error, setError] = useState<string>();
  const shown = error ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noteError(text);
    setError(problem);
    if (problem) return;
    void onSubmit(text).then(
      () => type(''),
      () => undefined,
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {submitLabel === 'Add note' ? 'New note' : 'Edit note'}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        maxLength={MAX_TUTOR_NOTE_LENGTH + 100}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(e) => type(e.target.value)}
        autoFocus={autoFocus}
        className={cn(inputClasses, 'h-auto min-h-20 py-2')}
      />
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {shown}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function NoteItem({ note }: { note: TutorNote }) {
  const [editing, setEditing] = useState(false);
  const edit = useEditNote();
  const remove = useDeleteNote();
  // Edit gives way to the form, which takes the focus; Save and Cancel give it back to Edit
  // rather than dropping it to the page's top, where a keyboard user would lose their place.
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(editing, () => (editing ? null : editButton.current));
  // A deleted note cannot be brought back: Delete gives way to a question, which takes the
  // focus on Keep it and gives it back to Delete when kept.
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(confirming, () => (confirming ? keepButton.current : deleteButton.current));
  // Several notes show several Edit and Delete buttons: each is described by its note's line.
  const written = `note-${note.id}-written`;
  if (editing) {
    return (
      <li className="rounded-xl border border-primary-200 p-3">
        <NoteForm
          id={`note-${note.id}`}
          initial={note.text}
          submitLabel="Save"
          pending={edit.isPending}
          serverError={edit.isError ? (serverMessage(edit.error) ?? NOT_SAVED) : undefined}
          onSubmit={(text) => edit.mutateAsync({ id: note.id, text }).then(() => setEditing(false))}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p id={written} className="text-xs text-slate-500">
        {note.authorName} · {formatDateTime(note.createdAt)}
        {note.updatedAt !== note.createdAt ? ' (edited)' : ''}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
        {note.text}
      </p>
      {note.mine && !confirming ? (
        <div className="mt-2 flex gap-1">
          <Button
            ref={editButton}
            variant="ghost"
            size="sm"
            aria-describedby={written}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
          <Button
            ref={deleteButton}
            variant="ghost"
            size="sm"
            aria-describedby={written}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </div>
      ) : null}
      {note.mine && confirming ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2">
          <p className="text-sm text-red-800">Delete this note? It cannot be undone.</p>
          <Button
            variant="danger"
            size="sm"
            aria-describedby={written}
            disabled={remove.isPending}
            onClick={() => remove.mutate(note.id)}
          >
            {remove.isPending ? 'Deleting…' : 'Yes, delete it'}
          </Button>
          <Button
            ref={keepButton}
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() => setConfirming(false)}
          >
            Keep it
          </Button>
        </div>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {serverMessage(remove.error) ?? 'The note was not deleted. Try again.'}
        </p>
      ) : null}
    </li>
  );
}

/** The tutor's private notes: never shown to the student or a parent. */
export function NotesPanel({ studentId, notes }: { studentId: string; notes: TutorNote[] }) {
  const add = useAddNote(studentId);
  // A deleted note takes its Delete button with it: the focus goes to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(notes.length, () => heading.current);
  return (
    <section aria-labelledby="notes-title" className="space-y-3" data-mascot-avoid>
      <h2
        id="notes-title"
        ref={heading}
        tabIndex={-1}
        className="rounded-md text-lg font-bold text-slate-900"
      >
        Private notes
      </h2>
      <p className="text-sm text-slate-600">Only the academy’s tutors see these notes.</p>
      {/* Keyed by student: the next student's page starts from that student's own draft. */}
      <NoteForm
        key={studentId}
        id="new-note"
        initial={readNoteDraft(studentId)}
        onTyped={(text) => saveNoteDraft(studentId, text)}
        submitLabel="Add note"
        pending={add.isPending}
        serverError={add.isError ? (serverMessage(add.error) ?? NOT_SAVED) : undefined}
        onSubmit={(text) => add.mutateAsync(text)}
      />
      {notes.length ? (
        <ul className="space-y-2">
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No notes yet.</p>
      )}
    </section>
  );
}
