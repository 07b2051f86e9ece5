import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { EvaluationResultView } from '@academy/shared/evaluation';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { EvaluationSuccess } from './evaluation-success';

const result: EvaluationResultView = {
  scoreRange: { low: 500, high: 580 },
  sections: [],
  domains: [{ domain: 'algebra', name: 'Algebra', correct: 3, total: 5 }],
  missed: [],
};

const renderReport = (email?: string) =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        {
          '/evaluation': () => (
            <EvaluationSuccess result={result} email={email} onStartNew={() => undefined} />
          ),
          '/signup': () => null,
        },
        '/evaluation',
      )}
    />,
  );

describe('EvaluationSuccess', () => {
  it('offers sign-up with the address the report went to, so the evaluation joins the account', async () => {
    renderReport('parent@example.com');
    const create = await screen.findByRole('link', {
      name: 'Create an account to practice Algebra',
    });
    expect(create.getAttribute('href')).toBe('/signup?email=parent%40example.com');
    const plan = screen.getByRole('link', { name: 'Start the Quarterly plan' });
    expect(plan.getAttribute('href')).toBe('/signup?plan=Quarterly&email=parent%40example.com');
  });

  it('offers plain sign-up when the address is not known (a report kept before it was)', async () => {
    renderReport();
    const create = await screen.findByRole('link', {
      name: 'Create an account to practice Algebra',
    });
    expect(create.getAttribute('href')).toBe('/signup');
  });
});
