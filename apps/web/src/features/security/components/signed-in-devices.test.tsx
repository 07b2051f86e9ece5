import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SignedInSession } from '@academy/shared/account-security';
import { formatDateTime } from '../../../lib/format-date';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { SignedInDevices } from './signed-in-devices';

const session = (fields: Partial<SignedInSession>): SignedInSession => ({
  id: 's1',
  device: 'Chrome on Windows',
  createdAt: '2026-12-01T15:00:00.000Z',
  lastSeenAt: '2026-12-05T18:30:00.000Z',
  current: false,
  ...fields,
});

describe('SignedInDevices', () => {
  it('names each Sign out button by its device and when it was last active', async () => {
    const sessions = [
      session({ id: 'here', current: true, lastSeenAt: '2026-12-06T15:00:00.000Z' }),
      session({ id: 'a' }),
      session({ id: 'b', lastSeenAt: '2026-11-20T09:00:00.000Z' }),
    ];
    mockFetch().mockResolvedValue(jsonResponse(200, sessions));
    renderWithProviders(<SignedInDevices />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      `Sign out Chrome on Windows, last active ${formatDateTime('2026-12-05T18:30:00.000Z')}`,
      `Sign out Chrome on Windows, last active ${formatDateTime('2026-11-20T09:00:00.000Z')}`,
    ]);
    // The badge is a word of its own, not run into the device's name.
    const [current] = within(list).getAllByRole('listitem');
    expect(current!.querySelector('p')!.textContent).toBe('Chrome on Windows This device');
  });
});
