import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { MySessions } from '@academy/shared/scheduling';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { NextSession } from './next-session';

const renderCard = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter({ '/': () => <NextSession />, '/sessions': () => null }, '/')}
    />,
  );

const session = (startsAt: string, endsAt: string) =>
  ({
    startsAt,
    endsAt,
    sessionType: 'online',
    joinUrl: 'https://meet.example.com/summit',
  }) as const;

describe('NextSession', () => {
  it('shows the soonest session in Dallas time, and how many more are booked', async () => {
    const mine: MySessions = {
      sessions: [
        session('2026-12-08T21:00:00.000Z', '2026-12-08T22:00:00.000Z'),
        session('2026-12-10T21:00:00.000Z', '2026-12-10T22:00:00.000Z'),
        session('2026-12-12T21:00:00.000Z', '2026-12-12T22:00:00.000Z'),
      ],
    };
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, mine));
    renderCard();
    const card = await screen.findByRole('region', { name: 'Your next tutor session' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/scheduling/mine');
    expect(card.textContent!.replace(/\s/g, ' ')).toBe(
      'Your next tutor sessionTue, Dec 8, 20263:00 PM – 4:00 PM CST · OnlineJoin online: https://meet.example.com/summit2 more bookedMove or cancel',
    );
    expect(screen.getByRole('link', { name: 'Move or cancel' }).getAttribute('href')).toBe(
      '/sessions',
    );
  });

  it('says where an in-person session is held', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        sessions: [
          {
            startsAt: '2026-12-08T21:00:00.000Z',
            endsAt: '2026-12-08T22:00:00.000Z',
            sessionType: 'in-person',
          },
        ],
      }),
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Your next tutor session' });
    expect(card.textContent).toContain(
      'In-personAt the academy: 2200 Ross Avenue, Suite 410, Dallas, TX 75201',
    );
  });

  it('shows nothing when no session is booked', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { sessions: [] }));
    const { container } = renderCard();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
