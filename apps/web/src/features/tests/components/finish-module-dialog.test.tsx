import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FinishModuleDialog } from './finish-module-dialog';

const renderDialog = (unanswered: number[], marked: number[], onGo = vi.fn()) =>
  render(
    <FinishModuleDialog
      open
      onOpenChange={vi.fn()}
      last={false}
      unanswered={unanswered}
      marked={marked}
      onGo={onGo}
      finishing={false}
      onFinish={vi.fn()}
    />,
  );

describe('FinishModuleDialog', () => {
  // It said only "2 unanswered. 1 marked for review.": which ones, the student had to find in
  // the navigator behind it, where Bluebook's check of one's work lists them to go back to.
  it('lists the unanswered and marked questions, each a press away', () => {
    const onGo = vi.fn();
    renderDialog([4, 9], [2], onGo);
    expect(screen.getByText('2 unanswered. 1 marked for review.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to question 4, unanswered' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Go to question 2, marked for review' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to question 9, unanswered' }));
    expect(onGo).toHaveBeenCalledWith(8);
  });

  it('lists nothing to go back to when every question is answered and none is marked', () => {
    renderDialog([], []);
    expect(screen.getByText('Every question is answered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Go to question/ })).toBeNull();
  });
});
