import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import { familyMessages } from '@academy/shared/family';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { DigestOptOutPage } from './digest-opt-out-page';

const PARENT = '334f62f0-3e19-49b9-b387-d39793ec2143';
const SIG = 'A'.repeat(43);

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => jsonResponse(200, { message: familyMessages.optedOut }));
});

function renderPage() {
  const router = createTestRouter(
    {
      '/family/digest-opt-out': () => <DigestOptOutPage parent={PARENT} sig={SIG} />,
      '/family': () => <p>Family page</p>,
      '/': () => null,
    },
    '/family/digest-opt-out',
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the digest opt-out page', () => {
  it('opts out at once and shows the way back, the switch on /family', async () => {
    const router = renderPage();
    expect(await screen.findByText(familyMessages.optedOut)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      parent: PARENT,
      sig: SIG,
    });
    expect(screen.getByText(familyMessages.optOutWayBack, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the Family page' }));
    expect(await screen.findByText('Family page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/family');
  });
});
