import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SubscriptionFaq } from './subscription-faq';

describe('SubscriptionFaq', () => {
  it('says a subscription chosen during a pass starts when it ends, as the page sells it', () => {
    render(<SubscriptionFaq />);
    const answer = screen.getByText('Can I change my plan?').closest('details')!;
    // Decision 045: no longer "once it has ended", which the plan page contradicts beside it.
    expect(answer.textContent).not.toContain('can be chosen once it has ended');
    expect(answer.textContent).toContain(
      'a subscription chosen during it starts, and is first charged, when the pass ends',
    );
  });
});
