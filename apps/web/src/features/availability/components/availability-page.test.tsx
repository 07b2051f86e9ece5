import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AvailabilityPage } from './availability-page';

let fetchMock: ReturnType<typeof mockFetch>;
const SAVED = {
  rules: [{ weekday: 2, startHour: 15, endHour: 19, sessionType: 'online' }],
  exceptions: [],
};

beforeEach(() => {
  fetchMock = mockFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('AvailabilityPage', () => {
  it('shows the saved hours, and saves an added row as the whole schedule', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, SAVED));
    renderWithProviders(<AvailabilityPage />);
    expect(((await screen.findByLabelText('Hours 1: day')) as HTMLSelectElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add weekly hours' }));
    fireEvent.change(screen.getByLabelText('Hours 2: session type'), {
      target: { value: 'in-person' },
    });
    fetchMock.mockImplementationOnce(async (_url, init) =>
      jsonResponse(200, JSON.parse(init!.body as string)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/tutor/availability');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(init!.body as string).rules).toEqual([
      SAVED.rules[0],
      { weekday: 1, startHour: 15, endHour: 19, sessionType: 'in-person' },
    ]);
  });

  it('says what is wrong before sending hours that end before they start', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, SAVED));
    renderWithProviders(<AvailabilityPage />);
    fireEvent.change(await screen.findByLabelText('Hours 1: to'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Weekly hours 1: The end must be after the start')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('tells a non-tutor the page is not theirs', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, {
        message: 'Your account does not have access to this page',
        code: 'ROLE_REQUIRED',
      }),
    );
    renderWithProviders(<AvailabilityPage />);
    await waitFor(() =>
      expect(screen.getByText('This page is for the academy’s tutors.')).toBeTruthy(),
    );
  });
});
