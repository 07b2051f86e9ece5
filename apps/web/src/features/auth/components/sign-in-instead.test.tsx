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
    const href = new URL((await hrefOf('Sign in'))!, 'http://x');
    expect([href.pathname, href.searchParams.get('redirect')]).toEqual(['/login', invitation]);
  });

  it('from sign-in to sign-up keeps where to go', async () => {
    const page = () => <CreateAccountInstead redirectTo={invitation} />;
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    const href = new URL((await hrefOf('Create an account'))!, 'http://x');
    expect([href.pathname, href.searchParams.get('redirect')]).toEqual(['/signup', invitation]);
  });

  // The invitation's own sign-up link fills in the invited address and verifies it through the
  // token: from its Sign in page, Create an account dropped both, so the parent typed the address
  // and had to verify it by mail.
  it('from sign-in to sign-up keeps the invitation, which fills in and verifies the address', async () => {
    const page = () => (
      <CreateAccountInstead redirectTo={invitation} invitation="abc" email="pat@example.com" />
    );
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    const href = new URL((await hrefOf('Create an account'))!, 'http://x');
    expect(href.pathname).toBe('/signup');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      redirect: invitation,
      invitation: 'abc',
      email: 'pat@example.com',
    });
  });

  it('finds the invitation in an accept link that came without it', async () => {
    const page = () => <CreateAccountInstead redirectTo={invitation} />;
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    const href = new URL((await hrefOf('Create an account'))!, 'http://x');
    expect(href.searchParams.get('invitation')).toBe('abc');
  });

  it('from sign-up to sign-in keeps the invitation for the way back', async () => {
    const page = () => (
      <SignInInstead redirectTo={invitation} invitation="abc" email="pat@example.com" />
    );
    renderWithProviders(<RouterProvider router={createTestRouter({ '/': page }, '/')} />);
    const href = new URL((await hrefOf('Sign in'))!, 'http://x');
    expect(href.searchParams.get('invitation')).toBe('abc');
    expect(href.searchParams.get('email')).toBe('pat@example.com');
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
