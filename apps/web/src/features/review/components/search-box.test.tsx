import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

/** The box as the page uses it: what it searches for comes back as its value (the URL). */
function Harness({ onSearch }: { onSearch: (search: string) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <SearchBox
      id="search"
      value={value}
      onSearch={(search) => {
        onSearch(search);
        setValue(search.trim() || undefined);
      }}
    />
  );
}

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing has paused for 300 ms', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search part of question title..');

    fireEvent.change(box, { target: { value: 'lin' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'linear' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('linear');
  });

  it('keeps a space just typed while the search in use is the trimmed text', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search part of question title..');

    fireEvent.change(box, { target: { value: 'two ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(box).toHaveProperty('value', 'two ');
    fireEvent.change(box, { target: { value: 'two words' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenLastCalledWith('two words');
  });

  it('shows a search that changes from elsewhere (back button, clear filters)', () => {
    const { rerender } = render(<SearchBox id="s" value="algebra" onSearch={() => {}} />);
    const box = screen.getByPlaceholderText('Search part of question title..');
    expect(box).toHaveProperty('value', 'algebra');
    rerender(<SearchBox id="s" value={undefined} onSearch={() => {}} />);
    expect(box).toHaveProperty('value', '');
  });
});
