import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { SignedIn } from '../../../test/signed-in';
import { AuthNav } from './auth-nav';

function renderSignedIn() {
  renderWithProviders(
    <SignedIn>
      <RouterProvider router={createTestRouter({ '/': () => <AuthNav /> }, '/')} />
    </SignedIn>,
  );
}

const trigger = () => screen.findByRole('button', { name: /^Account menu for/ });

describe('the account menu', () => {
  // The WAI-ARIA menu button: opened from the keyboard, focus goes to the first item. Its first
  // opening mounts the menu, whose own key listener had not seen the key.
  it.each(['Enter', ' ', 'ArrowDown'])(
    'opened the first time with "%s", focuses its first item',
    async (key) => {
      renderSignedIn();
      const button = await trigger();
      button.focus();
      fireEvent.keyDown(button, { key });
      const first = await screen.findByRole('menuitem', { name: 'Your Profile' });
      await waitFor(() => expect(document.activeElement).toBe(first));
    },
  );

  it('opened the first time with a click, focuses the menu, as Radix does', async () => {
    renderSignedIn();
    fireEvent.click(await trigger());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });
});
