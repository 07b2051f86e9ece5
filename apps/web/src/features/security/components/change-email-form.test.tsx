import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountSecurityMessages } from '@academy/shared/account-security';
import { emailChangeMessages } from '@academy/shared/email-change';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { fakeGoogleIdentity } from '../../../test/fake-google-identity';
import { renderWithProviders } from '../../../test/render';
import { ChangeEmailForm } from './change-email-form';

let fetchMock: ReturnType<typeof mockFetch>;
const google = fakeGoogleIdentity();
beforeEach(() => {
  fetchMock = mockFetch();
});

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));

describe('ChangeEmailForm', () => {
  it('asks for the new address and the password, then says where the link went', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init!.body)) as { password: string; newEmail: string };
      return body.password === 'Correct1Horse'
        ? jsonResponse(200, { message: emailChangeMessages.sent(body.newEmail) })
        : jsonResponse(400, {
            message: emailChangeMessages.passwordIncorrect,
            errors: [{ param: 'password', msg: emailChangeMessages.passwordIncorrect }],
          });
    });
    renderWithProviders(<ChangeEmailForm email="ada@example.com" hasPassword />);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(await screen.findByText(emailChangeMessages.passwordRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('New email address'), {
      target: { value: ' new@example.com ' },
    });
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'Wrong1Horse' } });
    submit();
    expect(await screen.findByText(emailChangeMessages.passwordIncorrect)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your password'), {
      target: { value: 'Correct1Horse' },
    });
    submit();
    expect(await screen.findByText(emailChangeMessages.sent('new@example.com'))).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/auth/change-email');
    expect(JSON.parse(String(init!.body))).toEqual({
      newEmail: 'new@example.com',
      password: 'Correct1Horse',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('New email address') as HTMLInputElement).value).toBe(''),
    );

    // Another try the form turns down itself: the link sent before is no longer what it says.
    fireEvent.change(screen.getByLabelText('New email address'), {
      target: { value: 'other@example.com' },
    });
    submit();
    expect(await screen.findByText(emailChangeMessages.passwordRequired)).toBeTruthy();
    expect(screen.queryByText(emailChangeMessages.sent('new@example.com'))).toBeNull();
  });

  it('has no password box for an account made with Google: Google confirms and sends', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === '/api/config') return jsonResponse(200, { googleClientId: 'client-1' });
      const body = JSON.parse(String(init!.body)) as { googleToken?: string; newEmail: string };
      return body.googleToken === 'own-token'
        ? jsonResponse(200, { message: emailChangeMessages.sent(body.newEmail) })
        : jsonResponse(400, {
            message: accountSecurityMessages.googleProofOtherAccount,
            errors: [
              { param: 'googleToken', msg: accountSecurityMessages.googleProofOtherAccount },
            ],
          });
    });
    renderWithProviders(<ChangeEmailForm email="ada@example.com" hasPassword={false} />);
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send confirmation link' })).toBeNull();
    expect(
      screen.getByRole('group', { name: 'Confirm with Google to send the link' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New email address'), { target: { value: 'g@x.co' } });
    await waitFor(() => expect(google.ready()).toBe(true));

    act(() => google.press('other-token'));
    expect(await screen.findByText(accountSecurityMessages.googleProofOtherAccount)).toBeTruthy();
    act(() => google.press('own-token'));
    await screen.findByText(emailChangeMessages.sent('g@x.co'));
    const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/change-email');
    expect(JSON.parse(String(sent.at(-1)![1]!.body))).toEqual({
      newEmail: 'g@x.co',
      googleToken: 'own-token',
    });
  });
});
