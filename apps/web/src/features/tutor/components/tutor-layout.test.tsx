import { describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import type { Role } from '@academy/shared/roles';
import { AuthContext } from '../../auth/auth-context';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { ada } from '../../../test/users';
import { TutorLayout } from './tutor-layout';

function renderAs(role: Role) {
  const router = createTestRouter({ '/tutor': () => <TutorLayout /> }, '/tutor');
  renderWithProviders(
    <AuthContext.Provider
      value={{
        state: { status: 'authenticated', user: { ...ada, role }, signedOut: false },
        signIn: () => undefined,
        updateUser: () => undefined,
        logout: async () => undefined,
      }}
    >
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

describe('TutorLayout', () => {
  it('tells a student or a parent they have no access, without sending them elsewhere', async () => {
    for (const role of ['student', 'parent'] as const) {
      renderAs(role);
      expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Tutor workspace' })).toBeNull();
      cleanup();
    }
  });

  it('opens the workspace to a tutor and an admin', async () => {
    for (const role of ['tutor', 'admin'] as const) {
      renderAs(role);
      expect(await screen.findByRole('navigation', { name: 'Tutor workspace' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'No access' })).toBeNull();
      cleanup();
    }
  });
});
