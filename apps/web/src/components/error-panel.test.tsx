import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it("shows 'Something went wrong!' and toggles the error text", () => {
    const reset = vi.fn();
    render(<ErrorPanel error={new Error('Boom: profile failed')} reset={reset} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.queryByText('Boom: profile failed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Boom: profile failed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Boom: profile failed')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
  });
});
