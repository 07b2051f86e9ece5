import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassageView } from './passage-view';

afterEach(() => vi.restoreAllMocks());

describe('PassageView', () => {
  it('lets the keyboard reach a table wider than the phone, and names it', () => {
    // jsdom lays nothing out: the table's box says it is twice as wide as it shows.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    render(
      <PassageView
        label="Passage, module 1 question 4"
        passage={{
          texts: [{ text: 'Ballad recordings rose after 1950.' }],
          table: { title: 'Ballads recorded', columns: ['Year', 'Count'], rows: [['1950', '12']] },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Passage, module 1 question 4' })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Ballads recorded' });
    expect(table.tabIndex).toBe(0);
    expect(table.querySelector('table')).not.toBeNull();
  });

  it('reads a blank and an underlined part aloud', () => {
    render(
      <PassageView passage={{ texts: [{ text: 'The [u]old[/u] map was __blank__ at first.' }] }} />,
    );
    const passage = screen.getByRole('region', { name: 'Passage' });
    expect(passage.querySelector('p')?.textContent).toBe(
      'The underlined: old map was blank at first.',
    );
    expect(passage.querySelector('u')?.textContent).toBe('underlined: old');
    expect(passage.querySelector('.blank')?.textContent).toBe('blank');
  });

  it('sets the introduction above the text, as the SAT prints it', () => {
    render(
      <PassageView
        passage={{
          intro: 'The following text is from a short story.',
          texts: [{ text: 'Mara had practiced the piece for months.' }],
        }}
      />,
    );
    const lines = [...screen.getByRole('region', { name: 'Passage' }).querySelectorAll('p')];
    expect(lines.map((p) => p.textContent)).toEqual([
      'The following text is from a short story.',
      'Mara had practiced the piece for months.',
    ]);
  });

  it('sets the title of a work the introduction names apart, without its marks', () => {
    render(
      <PassageView
        passage={{
          intro: "The following text is from Herman Melville's 1851 novel [i]Moby-Dick[/i].",
          texts: [{ text: 'Call me Ishmael.' }],
          source: { work: 'Moby-Dick', author: 'Herman Melville', year: 1851 },
        }}
      />,
    );
    const intro = screen.getByRole('region', { name: 'Passage' }).querySelector('p')!;
    expect(intro.textContent).toBe(
      "The following text is from Herman Melville's 1851 novel Moby-Dick.",
    );
    expect(intro.querySelector('cite')?.textContent).toBe('Moby-Dick');
  });

  it('shows a pair of texts with their labels, notes, a table and the source', () => {
    render(
      <PassageView
        passage={{
          texts: [
            { label: 'Text 1', text: 'First.' },
            { label: 'Text 2', text: 'Second.' },
          ],
          notes: ['One note.', 'Another note.'],
          table: { title: 'Counts', columns: ['Year', 'Birds'], rows: [['1990', '12']] },
          source: { work: 'Walden', author: 'Henry David Thoreau', year: 1854 },
        }}
      />,
    );
    screen.getByText('Text 1');
    screen.getByText('Text 2');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    screen.getByRole('table', { name: 'Counts' });
    expect(screen.getByText('Walden').tagName).toBe('CITE');
  });

  // A poem's lines were one paragraph with line breaks: wrapped on a phone, a long line's end
  // read as a line of its own. Each line is now a block of its own (indented when it wraps).
  it('sets a poem line by line, a stanza a paragraph, its marks kept', () => {
    render(
      <PassageView
        passage={{
          texts: [
            {
              text: 'Does the road wind up-hill all the way?\nYes, to the [u]very[/u] end.\n\nBut is there for the night a resting-place?',
            },
          ],
        }}
      />,
    );
    const stanzas = screen.getByRole('region', { name: 'Passage' }).querySelectorAll('p');
    expect(
      [...stanzas].map((stanza) => [...stanza.children].map((line) => line.textContent)),
    ).toEqual([
      ['Does the road wind up-hill all the way?', 'Yes, to the underlined: very end.'],
      ['But is there for the night a resting-place?'],
    ]);
  });

  it('folds away and opens again', () => {
    render(<PassageView passage={{ texts: [{ text: 'A short text.' }] }} />);
    const toggle = screen.getByRole('button', { name: 'Hide passage' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    const closed = screen.getByRole('button', { name: 'Show passage' });
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Show passage' }));
    screen.getByRole('button', { name: 'Hide passage' });
  });
});
