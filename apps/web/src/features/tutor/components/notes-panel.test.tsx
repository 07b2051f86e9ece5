import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MAX_TUTOR_NOTE_LENGTH, tutorMessages, type TutorNote } from '@academy/shared/tutor';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NotesPanel } from './notes-panel';

const note: TutorNote = {
  id: 7,
  authorId: 't1',
  authorName: 'Tess Tutor',
  text: 'Slopes\nThen graphs',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
  mine: true,
};

describe('NotesPanel', () => {
  it('explains a blank or overlong note without sending it', async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<NotesPanel studentId="s1" notes={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert').textContent).toContain(tutorMessages.noteRequired);
    expect(screen.getByLabelText('New note').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('New note'), {
      target: { value: 'a'.repeat(MAX_TUTOR_NOTE_LENGTH + 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert').textContent).toContain(tutorMessages.noteTooLong);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a note and empties the box; shows the server’s refusal', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, note));
    renderWithProviders(<NotesPanel studentId="s1" notes={[]} />);
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Slopes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe(''),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/tutor/students/s1/notes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Slopes' });

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: tutorMessages.studentNotFound }));
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await screen.findByRole('alert')).textContent).toContain(tutorMessages.studentNotFound);
  });

  it('says the note was not saved when the connection drops, and keeps its text', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<NotesPanel studentId="s1" notes={[note]} />);
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Mornings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The note was not saved. Try again.',
    );
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('Mornings');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit note'), { target: { value: 'Evenings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect((screen.getByLabelText('Edit note') as HTMLTextAreaElement).value).toBe('Evenings');
  });

  it('keeps a new note being typed when the tutor leaves the page and comes back', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, note));
    const first = renderWithProviders(<NotesPanel studentId="s1" notes={[]} />);
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Slopes, then' } });
    first.unmount();

    // Another student's page starts empty; this student's shows the text as it was left.
    const other = renderWithProviders(<NotesPanel studentId="s2" notes={[]} />);
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
    other.unmount();
    const again = renderWithProviders(<NotesPanel studentId="s1" notes={[]} />);
    const box = screen.getByLabelText('New note') as HTMLTextAreaElement;
    expect(box.value).toBe('Slopes, then');

    // Once added, the note is not offered again.
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(box.value).toBe(''));
    again.unmount();
    renderWithProviders(<NotesPanel studentId="s1" notes={[]} />);
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });

  it('lists notes with their line breaks; only the author may edit or delete', () => {
    mockFetch();
    renderWithProviders(
      <NotesPanel studentId="s1" notes={[note, { ...note, id: 8, mine: false, text: 'Theirs' }]} />,
    );
    expect(screen.getByText(/Slopes/).className).toContain('whitespace-pre-line');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  });

  it('keeps the keyboard focus: on the form as Edit opens it, back on Edit as it closes', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { ...note, text: 'Slopes first' }));
    renderWithProviders(<NotesPanel studentId="s1" notes={[note]} />);
    const edit = () => screen.getByRole('button', { name: 'Edit' });
    edit().focus();
    fireEvent.click(edit());
    expect(document.activeElement).toBe(screen.getByLabelText('Edit note'));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(edit());

    fireEvent.click(edit());
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(document.activeElement).toBe(edit()));
  });

  it('asks before deleting a note, which cannot be undone, and keeps it on Keep it', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderWithProviders(<NotesPanel studentId="s1" notes={[note]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Delete this note? It cannot be undone.')).toBeTruthy();
    const keep = screen.getByRole('button', { name: 'Keep it' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/tutor/notes/7');
    expect(init!.method).toBe('DELETE');
  });

  it('gives the focus to the heading when the focused note goes away', () => {
    mockFetch();
    let drop = () => {};
    function Panel() {
      const [notes, setNotes] = useState([note]);
      drop = () => setNotes([]);
      return <NotesPanel studentId="s1" notes={notes} />;
    }
    renderWithProviders(<Panel />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    remove.focus();
    // Deleted: the list read afresh has no such note, and its button left the page.
    act(() => {
      remove.blur();
      drop();
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Private notes' }));
  });

  it('describes each note’s Edit and Delete by who wrote it and when', () => {
    mockFetch();
    const later = {
      ...note,
      id: 8,
      createdAt: '2026-11-22T20:30:00.000Z',
      updatedAt: '2026-11-22T20:30:00.000Z',
    };
    renderWithProviders(<NotesPanel studentId="s1" notes={[later, note]} />);
    for (const description of [/^Tess Tutor · .*Nov 22, 2026/, /^Tess Tutor · .*Nov 20, 2026/]) {
      expect(screen.getByRole('button', { name: 'Edit', description })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete', description })).toBeTruthy();
    }
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(
      screen.getByRole('button', { name: 'Yes, delete it', description: /Nov 22, 2026/ }),
    ).toBeTruthy();
  });
});
