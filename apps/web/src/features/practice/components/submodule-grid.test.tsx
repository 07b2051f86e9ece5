import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { SubModule } from '@academy/shared/catalog';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { SubmoduleGrid } from './submodule-grid';

const topic = (_id: string, name: string, module: string, moduleName: string): SubModule => ({
  _id,
  name,
  module,
  moduleName,
  averageScore: 0,
  questionCount: 10,
});

const TOPICS = [
  topic('algebra', 'Algebra', 'sat-math', 'SAT Math'),
  topic('advanced-math', 'Advanced Math', 'sat-math', 'SAT Math'),
  topic('craft-structure', 'Craft and Structure', 'sat-reading-writing', 'SAT Reading and Writing'),
];

describe('SubmoduleGrid', () => {
  it('lists the topics under their sections, each a region named by its section', async () => {
    renderWithProviders(
      <RouterProvider
        router={createTestRouter(
          {
            '/': () => <SubmoduleGrid submodules={TOPICS} moduleHeadingAs="h2" />,
            '/practice/$subModuleId': () => null,
          },
          '/',
        )}
      />,
    );
    const math = await screen.findByRole('region', { name: 'SAT Math' });
    expect(screen.getByRole('heading', { name: 'SAT Math', level: 2 })).toBeTruthy();
    expect(
      within(math)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Algebra', 'Advanced Math']);
    const readingWriting = screen.getByRole('region', { name: 'SAT Reading and Writing' });
    expect(within(readingWriting).getByRole('link', { name: /Craft and Structure/ })).toBeTruthy();
  });
});
