// A question shown again says it is flagged, with the note, and the flag can be edited or removed.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { FlagControl } from './flag-control';

let fetchMock: ReturnType<typeof mockFetch>;
let flag: { note: string | null; createdAt: string } | null;
const calls: string[] = [];

beforeEach(() => {
  flag = { note: 'Why is it B?', createdAt: '2026-11-28T10:00:00.000Z' };
  calls.length = 0;
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const call = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push(call);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (call === 'GET /api/questions/q1/flag') return jsonResponse(200, { questionId: 'q1', flag });
    if (call === 'POST /api/questions/q1/flag') {
      flag = { note: body.note, createdAt: '2026-11-29T10:00:00.000Z' };
      return jsonResponse(200, { questionId: 'q1', note: body.note });
    }
    if (call === 'DELETE /api/questions/q1/flag') {
      flag = null;
      return jsonResponse(200, { flagged: false });
    }
    throw new Error(`Unexpected call ${call}`);
  });
});

describe('FlagControl', () => {
  it('shows a flag made before, with its note, and edits the note in place', async () => {
    renderWithProviders(<FlagControl questionId="q1" />);
    const flagLine = async () => (await screen.findByText('Flagged for my tutor')).closest('p')!;
    expect((await flagLine()).textContent).toBe('Flagged for my tutor: Why is it B?');
    fireEvent.click(screen.getByRole('button', { name: 'Edit flag' }));
    const note = (await screen.findByLabelText(/Note for your tutor/)) as HTMLTextAreaElement;
    expect(note.value).toBe('Why is it B?');
    fireEvent.change(note, { target: { value: 'Step 2 is unclear' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(async () =>
      expect((await flagLine()).textContent).toBe('Flagged for my tutor: Step 2 is unclear'),
    );
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('removes the flag, then offers to flag again', async () => {
    renderWithProviders(<FlagControl questionId="q1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit flag' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove flag' }));
    expect(await screen.findByRole('button', { name: 'Flag for my tutor' })).toBeTruthy();
    expect(screen.queryByText(/Flagged for my tutor/)).toBeNull();
  });
});
