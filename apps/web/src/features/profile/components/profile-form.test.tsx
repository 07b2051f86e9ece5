import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from '@academy/shared/profile';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { adaProfile } from '../../../test/users';
import { ProfileForm } from './profile-form';

const profile: Profile = {
  ...adaProfile,
  phoneNumber: '+12145550100',
  state: 'TX',
  subscriptionTier: 'Guest',
};

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (_url, init) =>
    jsonResponse(200, { ...profile, ...JSON.parse(String(init?.body)) }),
  );
});

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as unknown;

describe('ProfileForm (SPEC §5)', () => {
  it('sends an emptied phone and state as absent, not as empty strings', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm profile={profile} onCancel={vi.fn()} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '' } });
    // A screen reader hears the choice with the label.
    expect(screen.getByRole('button', { name: 'State Texas (TX)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear state' }));
    expect(screen.getByRole('button', { name: 'State Select a state' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PATCH');
    expect(sentBody()).toEqual({ firstname: 'Ada', lastname: 'Lovelace' });
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
  });

  it('sends a phone and state that are there', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<ProfileForm profile={profile} onCancel={vi.fn()} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody()).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      phoneNumber: '+12145550100',
      state: 'TX',
    });
  });
});
