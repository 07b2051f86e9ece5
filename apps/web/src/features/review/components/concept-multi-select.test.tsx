import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { conceptSummary } from '../lib/concept-summary';
import { ConceptMultiSelect, filterConcepts } from './concept-multi-select';

const names = new Map([
  ['circles', 'Circles, Arcs and Sectors'],
  ['ratios', 'Ratios and Rates'],
]);

describe('conceptSummary', () => {
  it('is empty without a choice, so the placeholder shows', () => {
    expect(conceptSummary([], names)).toBeUndefined();
  });

  it("shows the one chosen concept's name", () => {
    expect(conceptSummary(['circles'], names)).toBe('Circles, Arcs and Sectors');
    expect(conceptSummary(['unknown'], names)).toBe('1 concept selected');
  });

  it('counts several', () => {
    expect(conceptSummary(['circles', 'ratios'], names)).toBe('2 concepts selected');
  });
});

describe('ConceptMultiSelect', () => {
  const renderWith = (loading: boolean) =>
    render(
      <>
        <span id="concepts-label">Concepts</span>
        <ConceptMultiSelect
          id="concepts"
          labelId="concepts-label"
          concepts={[]}
          conceptNames={names}
          selected={[]}
          onChange={() => undefined}
          loading={loading}
        />
      </>,
    );

  it("says 'No concepts available' when there are none to offer", () => {
    renderWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Concepts Select concepts...' }));
    expect(screen.getByRole('status').textContent).toBe('No concepts available');
  });

  it('says they are loading while they are', () => {
    renderWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Concepts Select concepts...' }));
    expect(screen.getByRole('status').textContent).toBe('Loading concepts...');
  });

  it('names the search box for what it does, and the list for what it holds', () => {
    render(
      <>
        <span id="concepts-label">Concepts</span>
        <ConceptMultiSelect
          id="concepts"
          labelId="concepts-label"
          concepts={[
            {
              _id: 'circles',
              name: 'Circles',
              description: '',
              module: 'geometry',
              subModule: 'circles',
            },
          ]}
          conceptNames={names}
          selected={[]}
          onChange={() => undefined}
          loading={false}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Concepts Select concepts...' }));
    expect(screen.getByRole('combobox', { name: 'Search concepts' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Concepts' })).toBeTruthy();
  });

  it('searches by words, not scattered letters: name first, then description', () => {
    const linear = ['Linear Equations in One Variable', 'Solve for x.', 'Algebra'];
    const circles = ['Circles', 'Arcs, sectors and their linear measure.', 'Geometry'];
    const ratios = ['Ratios, Rates and Proportions', 'Scale a quantity.', 'Problem-Solving'];
    expect(filterConcepts('a', 'linear', linear)).toBe(1);
    expect(filterConcepts('b', 'linear', circles)).toBe(0.4);
    // Fuzzy matching found l-i-n-e-a-r scattered through this one.
    expect(filterConcepts('c', 'linear', ratios)).toBe(0);
    expect(filterConcepts('c', '  ', ratios)).toBe(1);
  });
});
