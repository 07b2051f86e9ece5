import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { filterStates, StatePicker } from './state-picker';

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

function openPicker(value = '') {
  const onChange = vi.fn();
  render(<StatePicker id="state" value={value} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: /select a state|\(/i }));
  const search = screen.getByPlaceholderText('Search by name or code...');
  return {
    onChange,
    type: (text: string) => fireEvent.change(search, { target: { value: text } }),
  };
}

describe('filterStates', () => {
  it('matches by name or by code, best match first', () => {
    expect(filterStates('TX', 'tex', ['Texas'])).toBeGreaterThan(0);
    expect(filterStates('TX', 'TX', ['Texas'])).toBe(1);
    expect(filterStates('TX', 'tx', ['Texas'])).toBe(1);
    expect(filterStates('NY', 'york', ['New York'])).toBeGreaterThan(0);
    expect(filterStates('CA', 'ca', ['California'])).toBeGreaterThan(
      filterStates('NC', 'ca', ['North Carolina']),
    );
    expect(filterStates('TX', 'zzz', ['Texas'])).toBe(0);
  });
});

describe('StatePicker', () => {
  it("shows the placeholder 'Select a state' and all 50 states with name and code", () => {
    render(<StatePicker id="state" value="" onChange={vi.fn()} />);
    expect(screen.getByText('Select a state')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /select a state/i }));
    expect(optionNames()).toHaveLength(50);
    expect(optionNames()[0]).toBe('AlabamaAL');
  });

  it('filters by name', () => {
    const { type } = openPicker();
    type('tex');
    expect(optionNames()).toEqual(['TexasTX']);
  });

  it('filters by code and puts the exact code first', () => {
    const { type } = openPicker();
    type('CA');
    expect(optionNames()[0]).toBe('CaliforniaCA');
    type('tx');
    expect(optionNames()).toEqual(['TexasTX']);
  });

  it("says 'No states found.' when nothing matches", () => {
    const { type } = openPicker();
    type('Narnia');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No states found.')).toBeTruthy();
  });

  it('selects a state by its code', () => {
    const { onChange, type } = openPicker();
    type('wy');
    fireEvent.click(screen.getByRole('option', { name: /Wyoming/ }));
    expect(onChange).toHaveBeenCalledWith('WY');
  });

  it('shows the chosen state and can clear it', () => {
    const onChange = vi.fn();
    render(<StatePicker id="state" value="TX" onChange={onChange} />);
    expect(screen.getByText('Texas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear state' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
