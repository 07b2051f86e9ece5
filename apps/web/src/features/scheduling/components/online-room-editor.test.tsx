import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineRoomMessages } from '@academy/shared/online-room';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { OnlineRoomEditor } from './online-room-editor';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'PUT') {
      const { url } = JSON.parse(init.body as string) as { url: string };
      return jsonResponse(200, { url: url || null, familiesTold: url ? 3 : 0 });
    }
    return jsonResponse(200, { url: null });
  });
});

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init!.body as string));

describe('OnlineRoomEditor', () => {
  it('says when no link is set, refuses one that is not https, and saves a real one', async () => {
    renderWithProviders(<OnlineRoomEditor />);
    expect(await screen.findByText(/No link is set/)).toBeTruthy();
    const field = screen.getByLabelText('Link to join online sessions');

    fireEvent.change(field, { target: { value: 'zoom.us/j/5550148' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(onlineRoomMessages.urlInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'https://zoom.us/j/5550148' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(
      await screen.findByText(
        'Saved. 3 families with online sessions ahead were sent the new link.',
      ),
    ).toBeTruthy();
    expect(puts()).toEqual([{ url: 'https://zoom.us/j/5550148' }]);
    await waitFor(() => expect(screen.queryByText(/No link is set/)).toBeNull());
  });
});
