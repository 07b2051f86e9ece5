import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { satScoreMessages, type SatScore } from '@academy/shared/sat-scores';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SatScoresCard } from './sat-scores-card';

// Wednesday, Dec 2, 2026 in Dallas.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
});

const entered: SatScore = {
  id: '3f0c7f4e-2b9a-4d55-9a51-0d5e6f7a8b9c',
  testDate: '2026-11-07',
  math: 700,
  readingWriting: 680,
  total: 1380,
  practiceEstimate: {
    math: { low: 660, high: 720 },
    readingWriting: { low: 620, high: 690 },
  },
  createdAt: '2026-11-25T12:00:00.000Z',
};

const card = () => screen.findByRole('region', { name: 'Your SAT scores' });

describe('SatScoresCard', () => {
  it('enters a test’s scores, the passed test day offered, and lists them', async () => {
    const fetchMock = mockFetch();
    let posted = 0;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        posted += 1;
        return posted === 1
          ? jsonResponse(409, {
              message: satScoreMessages.duplicate,
              errors: [{ param: 'testDate', msg: satScoreMessages.duplicate }],
            })
          : jsonResponse(201, entered);
      }
      return jsonResponse(200, { scores: posted > 1 ? [entered] : [] });
    });
    renderWithProviders(<SatScoresCard testDate="2026-11-07" />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Enter your scores' }));
    const date = (await screen.findByLabelText('Test date')) as HTMLInputElement;
    expect(date.value).toBe('2026-11-07');
    fireEvent.change(screen.getByLabelText('Math'), { target: { value: '705' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(await screen.findByText(satScoreMessages.sectionStep)).toBeTruthy();
    expect(screen.getByText(satScoreMessages.readingWritingRequired)).toBeTruthy();
    expect(posted).toBe(0);

    fireEvent.change(screen.getByLabelText('Math'), { target: { value: '700' } });
    fireEvent.change(screen.getByLabelText('Reading and Writing'), { target: { value: '680' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    // The server's answer on the date's field.
    expect(await screen.findByText(satScoreMessages.duplicate)).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(await screen.findByText(satScoreMessages.saved)).toBeTruthy();
    const post = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)!;
    expect(post[0]).toBe('/api/sat-scores');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      testDate: '2026-11-07',
      math: 700,
      readingWriting: 680,
    });
    await waitFor(async () =>
      expect((await card()).textContent).toContain(
        'Sat, Nov 7, 20261380Math 700 · Reading and Writing 680' +
          'Practice estimated then: Math 660–720, Reading and Writing 620–690',
      ),
    );
  });

  it('removes scores; a day with scores already is not offered again', async () => {
    const fetchMock = mockFetch();
    let removed = false;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'DELETE') {
        removed = true;
        return jsonResponse(204);
      }
      return jsonResponse(200, { scores: removed ? [] : [entered] });
    });
    renderWithProviders(<SatScoresCard testDate="2026-11-07" />);
    fireEvent.click(within(await card()).getByRole('button', { name: 'Add scores' }));
    expect(((await screen.findByLabelText('Test date')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove the scores of Sat, Nov 7, 2026' }));
    expect(await screen.findByText(satScoreMessages.removed)).toBeTruthy();
    expect(String(fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')![0])).toBe(
      `/api/sat-scores/${entered.id}`,
    );
    expect(await screen.findByRole('button', { name: 'Enter your scores' })).toBeTruthy();
  });
});
