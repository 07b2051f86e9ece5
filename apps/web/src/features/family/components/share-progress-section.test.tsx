import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { familyMessages, type FamilyAccess } from '@academy/shared/family';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ShareProgressSection } from './share-progress-section';

const active: FamilyAccess = {
  id: '5f0c1c1e-0000-4000-8000-000000000001',
  email: 'pat@example.com',
  name: 'Pat Rivera',
  status: 'active',
  since: '2026-11-20T12:00:00.000Z',
  paysForYourPlan: false,
};

let fetchMock: ReturnType<typeof mockFetch>;
let list: FamilyAccess[];

beforeEach(() => {
  list = [active];
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, list);
    if (method === 'DELETE') {
      list = [];
      return jsonResponse(200, { message: familyMessages.revoked });
    }
    const { email } = JSON.parse(String(init?.body)) as { email: string };
    if (email === 'me@example.com') {
      return jsonResponse(400, {
        message: familyMessages.ownAddress,
        errors: [{ param: 'email', msg: familyMessages.ownAddress }],
      });
    }
    return jsonResponse(201, { message: familyMessages.invited, url });
  });
});

describe('Share my progress', () => {
  it('lists who has access and revokes it', async () => {
    renderWithProviders(<ShareProgressSection />);
    const row = await screen.findByText('Pat Rivera');
    expect(row).toBeTruthy();
    const who = screen.getByRole('list', { name: 'Who can see my progress' });
    expect(within(who).getByText(/pat@example.com · Can see your progress since/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access of Pat Rivera' }));
    // Asked once more: nothing is sent until it is confirmed.
    expect(screen.getByText(/Stop sharing with Pat Rivera\?/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, stop sharing' }));
    expect(await screen.findByText('Nobody can see your progress yet.')).toBeTruthy();
    const revoke = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(revoke[0]).toBe(`/api/profile/family-access/${active.id}`);
  });

  it('says the plan a parent pays for stops renewing before the sharing stops', async () => {
    list = [{ ...active, paysForYourPlan: true }];
    renderWithProviders(<ShareProgressSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke access of Pat Rivera' }));
    expect(
      screen.getByText(
        /They pay for your plan: it will stop renewing, and end with its current period\./,
      ),
    ).toBeTruthy();
  });

  it('checks the address, shows the server’s field message, and confirms a sent invitation', async () => {
    renderWithProviders(<ShareProgressSection />);
    const email = screen.getByLabelText('Parent’s email');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(familyMessages.ownAddress)).toBeTruthy();

    fireEvent.change(email, { target: { value: 'dad@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to dad@example.com')).toBeTruthy();
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });
});
