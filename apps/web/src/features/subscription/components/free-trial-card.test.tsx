import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { FreeTrialCard } from './free-trial-card';

/** The card over the overview its count comes from: `questionsUsed` of 20 used. */
function renderCard(planEndedOn: string | null, questionsUsed: number) {
  mockFetch().mockResolvedValue(
    jsonResponse(200, {
      totals: { answered: 0, attempts: 0, correct: 0, points: 0, questionsUsed },
      subModules: [],
      guestFreeQuestions: 20,
    }),
  );
  renderWithProviders(<FreeTrialCard planEndedOn={planEndedOn} />);
}

describe('FreeTrialCard', () => {
  it('tells a former customer their plan ended, and that questions used on it count', async () => {
    renderCard('November 25, 2026', 6);
    const card = screen.getByRole('region', { name: 'Your plan has ended' });
    expect(card.textContent).toContain('Your paid plan ended on November 25, 2026.');
    await waitFor(() =>
      expect(card.textContent).toContain('14 of 20 questions left without a plan'),
    );
    expect(card.textContent).toContain('Questions answered on your plan count toward these.');
    expect(card.textContent).not.toMatch(/free/i);
  });

  it('gives a Guest who never paid a free trial', async () => {
    renderCard(null, 3);
    const card = screen.getByRole('region', { name: 'Your free trial' });
    await waitFor(() => expect(card.textContent).toContain('17 of 20 free questions left'));
  });
});
