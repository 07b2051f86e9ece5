import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { SignedIn } from '../../../test/signed-in';
import { AboutPage } from './about-page';

const page = () => <RouterProvider router={createTestRouter({ '/': () => <AboutPage /> }, '/')} />;

describe('the About page’s closing call to action', () => {
  it('asks a visitor to create an account', async () => {
    renderWithProviders(page());
    const link = await screen.findByRole('link', { name: 'Get started' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(screen.queryByText(/create an account/)).not.toBeNull();
  });

  it('sends a signed-in user to their home, not to sign up again', async () => {
    renderWithProviders(<SignedIn>{page()}</SignedIn>);
    const link = await screen.findByRole('link', { name: 'Go to your home' });
    expect(link.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
    expect(screen.queryByText(/create an account/)).toBeNull();
  });
});
