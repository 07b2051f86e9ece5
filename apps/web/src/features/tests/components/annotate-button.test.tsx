import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnnotateTool } from '../hooks/use-annotate-tool';
import { ANNOTATE_HINT, AnnotateButton } from './annotate-button';

const tool = (editing: AnnotateTool['editing']) =>
  ({ selection: null, editing, hold: vi.fn(), annotate: vi.fn() }) as unknown as AnnotateTool;

describe('AnnotateButton', () => {
  it('offers its hint on hover or focus while nothing is selected', () => {
    render(<AnnotateButton tool={tool(null)} locked={false} />);
    expect(screen.getByText(ANNOTATE_HINT).className).toContain('peer-hover:block');
  });

  // The words just annotated are no longer selected: the hint showed over the question beside
  // the open editor for as long as the pointer stayed on the button.
  it('keeps its hint hidden while a note is being edited', () => {
    const editing = { questionId: '1-1', id: 'a1', draft: { note: '', style: 'yellow' } };
    render(<AnnotateButton tool={tool(editing as AnnotateTool['editing'])} locked={false} />);
    expect(screen.getByText(ANNOTATE_HINT).className).not.toContain('peer-hover:block');
    expect(screen.getByText(ANNOTATE_HINT).className).toContain('hidden');
  });
});
