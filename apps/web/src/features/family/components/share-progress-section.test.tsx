import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES } from '@academy/shared/errors';
import { familyMessages, type FamilyAccess } from '@academy/shared/family';
import { verificationMessages } from '@academy/shared/verification-messages';
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
    expect(screen.getByText(/Stop sharing with Pat Rivera\?/).textContent).toBe(
      'Stop sharing with Pat Rivera? They will no longer see your progress, your plan or your ' +
        'tutor sessions. Sessions they booked for you stay booked, and only you can move or ' +
        'cancel them now; a canceled one is refunded to the card that paid for it.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, stop sharing' }));
    expect(await screen.findByText('Nobody can see your progress yet.')).toBeTruthy();
    const revoke = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(revoke[0]).toBe(`/api/profile/family-access/${active.id}`);
  });

  it('withdraws an invitation not yet accepted at once, saying so', async () => {
    list = [{ ...active, name: null, status: 'invited' }];
    renderWithProviders(<ShareProgressSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Withdraw invitation to pat@example.com' }),
    );
    // Not "can no longer see your progress": they never could.
    expect(await screen.findByText('Invitation to pat@example.com withdrawn')).toBeTruthy();
    expect(screen.queryByText(/can no longer see your progress/)).toBeNull();
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

  it('says an unverified address must be verified first, with what to do beside it', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      (init?.method ?? 'GET') === 'GET'
        ? jsonResponse(200, [])
        : jsonResponse(403, {
            message: verificationMessages.requiredForSharing,
            code: ERROR_CODES.emailUnverified,
          }),
    );
    renderWithProviders(<ShareProgressSection verifyAction={<button>Resend</button>} />);
    fireEvent.change(screen.getByLabelText('Parent’s email'), {
      target: { value: 'dad@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(verificationMessages.requiredForSharing);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
    // What was typed stays, to send once the address is verified.
    expect((screen.getByLabelText('Parent’s email') as HTMLInputElement).value).toBe(
      'dad@example.com',
    );
  });

  it('says an unverified address must be verified first before anything is typed', async () => {
    renderWithProviders(<ShareProgressSection unverified verifyAction={<button>Resend</button>} />);
    expect(screen.getByText(verificationMessages.requiredForSharing)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
    // A notice, not an alert: nothing has gone wrong yet.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of verification to a verified student', async () => {
    renderWithProviders(<ShareProgressSection verifyAction={<button>Resend</button>} />);
    expect(await screen.findByText('Pat Rivera')).toBeTruthy();
    expect(screen.queryByText(verificationMessages.requiredForSharing)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('keeps the focus on the section as its buttons come and go', async () => {
    renderWithProviders(<ShareProgressSection />);
    const revoke = await screen.findByRole('button', { name: 'Revoke access of Pat Rivera' });
    act(() => revoke.focus());
    // Revoke gives way to the question, which takes the focus; Keep sharing gives it back.
    fireEvent.click(revoke);
    expect(document.activeElement?.textContent).toMatch(/^Stop sharing with Pat Rivera\?/);
    const keep = screen.getByRole('button', { name: 'Keep sharing' });
    act(() => keep.focus());
    fireEvent.click(keep);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Revoke access of Pat Rivera' }),
    );
    // Confirmed, the row goes with its button: the section's title has the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access of Pat Rivera' }));
    const yes = screen.getByRole('button', { name: 'Yes, stop sharing' });
    act(() => yes.focus());
    fireEvent.click(yes);
    expect(await screen.findByText('Nobody can see your progress yet.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Share my progress' }),
      ),
    );
  });

  it('gives the focus back to Send invitation once sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderWithProviders(<ShareProgressSection />);
    await screen.findByText('Pat Rivera');
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.change(screen.getByLabelText('Parent’s email'), {
      target: { value: 'dad@example.com' },
    });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    act(() => send.focus());
    fireEvent.click(send);
    await screen.findByRole('button', { name: /Sending/ });
    // Chromium moves the focus of a control disabled under it to the page; jsdom keeps it there
    // (and will not blur a disabled control), so the focus is sent to the page another way.
    act(() => {
      const elsewhere = document.body.appendChild(document.createElement('input'));
      elsewhere.focus();
      elsewhere.remove();
    });
    expect(document.activeElement).toBe(document.body);
    answer(jsonResponse(201, { message: familyMessages.invited }));
    expect(await screen.findByText('Invitation sent to dad@example.com')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(send));
  });
});
