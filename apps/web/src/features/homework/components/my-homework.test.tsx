import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { Homework } from '@academy/shared/homework';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { MyHomework } from './my-homework';

const homework = (over: Partial<Homework>): Homework => ({
  id: 'h1',
  subModuleId: 'algebra',
  subModuleName: 'Algebra',
  conceptId: 'linear-equations-one-variable',
  conceptName: 'Linear Equations in One Variable',
  questionCount: 10,
  answered: 4,
  dueOn: null,
  note: 'Show your steps.',
  authorName: 'Maya Reyes',
  createdAt: '2026-12-01T12:00:00.000Z',
  ...over,
});

const renderCard = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        { '/': () => <MyHomework />, '/practice/$subModuleId': () => null },
        '/',
      )}
    />,
  );

describe('MyHomework', () => {
  it('lists each homework with its progress, and practice on its concept until done', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, {
        homework: [
          homework({}),
          homework({ id: 'h2', conceptId: null, conceptName: null, answered: 10 }),
        ],
      }),
    );
    renderCard();
    const card = await screen.findByRole('region', { name: 'Homework from your tutor' });
    const [open, done] = within(card).getAllByRole('listitem');
    expect(open!.textContent).toContain('Linear Equations in One Variable');
    expect(open!.textContent).toContain('4 of 10 questions');
    expect(open!.textContent).toContain('“Show your steps.” · Maya Reyes');
    // Named for its concept: a screen reader's list of links read "Practice" once a homework.
    const practice = within(open!).getByRole('link', {
      name: /^Practice,\s?Linear Equations in One Variable$/,
    });
    expect(practice.getAttribute('href')).toBe(
      '/practice/algebra?concept=linear-equations-one-variable',
    );
    expect(done!.textContent).toContain('Done');
    expect(within(done!).queryByRole('link')).toBeNull();
  });

  it('shows nothing without homework', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { homework: [] }));
    const { container } = renderCard();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
