import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { evaluationTiming, SECTION_TIME_LIMIT_SECONDS } from '@academy/shared/evaluation-timing';
import { SectionTiming } from './section-timing';

describe('SectionTiming', () => {
  it('gives each section its minutes and whether it was within the 35 minutes', () => {
    render(<SectionTiming timing={evaluationTiming([31 * 60 - 20, 35 * 60 + 1])} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Section 1: 31 min — within the 35 minutes');
    expect(items[1]?.textContent).toContain('Section 2: 36 min — over the 35 minutes');
  });

  it('counts exactly 35 minutes as within', () => {
    render(<SectionTiming timing={evaluationTiming([35 * 60, 0])} />);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('35 min — within');
  });

  it('says a section never opened was not started, and a few seconds are under a minute', () => {
    render(<SectionTiming timing={evaluationTiming([12, 0])} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('Section 1: under a minute — within the 35 minutes');
    expect(items[1]?.textContent).toBe('Section 2: not started');
    // Not ticked green like a section done in time.
    expect(items[0]?.querySelector('svg')?.getAttribute('class')).toContain('text-emerald-600');
    expect(items[1]?.querySelector('svg')?.getAttribute('class')).toContain('text-slate-400');
  });

  // A section answered in under a second of recorded time (a fast first answer, a timer that
  // had not ticked yet) read "not started" beside its answers.
  it('says a section with answers was started, whatever time was recorded for it', () => {
    render(<SectionTiming timing={evaluationTiming([0, 0], SECTION_TIME_LIMIT_SECONDS, [3, 0])} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('Section 1: under a minute — within the 35 minutes');
    expect(items[0]?.querySelector('svg')?.getAttribute('class')).toContain('text-emerald-600');
    expect(items[1]?.textContent).toBe('Section 2: not started');
  });
});
