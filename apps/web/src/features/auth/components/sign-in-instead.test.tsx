import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { CreateAccountInstead, SignInInstead } from './sign-in-instead';

const hrefOf = async (name: string) =>
  (await screen.findByRole('link', { name })).getAttribute('href');

// A parent who opened "Sign in" from a family invitation and has no account yet, or the reverse:
// the other card's link lost where to go, and the account was made with the invitation left
// unaccepted (the home page opened instead).
describe('the link to the other auth page', () => {
  const invitation = '/family/accept?token=abc';

  it('from sign-up to sign-in keeps where to go', async () => {
    const page = () => <SignInInstead redirectTo={invitation} />;
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    expect(await hrefOf('Sign in')).toBe(`/login?redirect=${encodeURIComponent(invitation)}`);
  });

  it('from sign-in to sign-up keeps where to go', async () => {
    const page = () => <CreateAccountInstead redirectTo={invitation} />;
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    expect(await hrefOf('Create an account')).toBe(
      `/signup?redirect=${encodeURIComponent(invitation)}`,
    );
  });

  it('keeps a chosen plan instead, and adds nothing for the home page', async () => {
    const page = () => (
      <>
        <SignInInstead plan="Monthly" redirectTo="/subscription/confirm?plan=Monthly" />
        <CreateAccountInstead redirectTo="/" />
      </>
    );
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    expect(await hrefOf('Sign in')).toBe('/login?plan=Monthly');
    expect(await hrefOf('Create an account')).toBe('/signup');
  });
});
