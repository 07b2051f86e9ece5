import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SectionTimer } from './section-timer';

function Timer({ spent }: { spent: number }) {
  const [hidden, setHidden] = useState(false);
  return (
    <SectionTimer sectionNumber={2} spent={spent} hidden={hidden} onHiddenChange={setHidden} />
  );
}

const notice = () => document.querySelector('[aria-live="polite"]');

describe('SectionTimer', () => {
  it('counts down from 35:00 and can be hidden and shown again', () => {
    const { rerender } = render(<Timer spent={0} />);
    expect(screen.getByRole('timer')?.textContent).toContain('Time left in section 2: 35:00');
    rerender(<Timer spent={61} />);
    expect(screen.getByRole('timer')?.textContent).toContain('33:59');

    fireEvent.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Timer hidden')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show timer' }));
    expect(screen.getByRole('timer')?.textContent).toContain('33:59');
  });

  it('speaks only at 5 minutes left and at 0, and lets the student go on', () => {
    const { rerender } = render(<Timer spent={0} />);
    expect(notice()?.textContent).toBe('');
    rerender(<Timer spent={30 * 60 - 1} />);
    expect(notice()?.textContent).toBe('');
    rerender(<Timer spent={30 * 60} />);
    expect(notice()?.textContent).toContain('5 minutes left in this section.');
    rerender(<Timer spent={30 * 60 + 59} />);
    expect(notice()?.textContent).toContain('5 minutes left in this section.');
    rerender(<Timer spent={35 * 60} />);
    expect(screen.getByRole('timer')?.textContent).toContain('0:00');
    expect(notice()?.textContent).toContain(
      'Time is up for this section. You may still finish and submit your answers.',
    );
    rerender(<Timer spent={50 * 60} />);
    expect(screen.getByRole('timer')?.textContent).toContain('0:00');
  });

  it('still says time is up while hidden', () => {
    const { rerender } = render(<Timer spent={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide timer' }));
    rerender(<Timer spent={35 * 60} />);
    expect(notice()?.textContent).toContain('Time is up for this section.');
  });
});
