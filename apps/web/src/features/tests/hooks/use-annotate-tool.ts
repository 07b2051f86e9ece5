import { useEffect, useRef, useState } from 'react';
import { newAnnotationId, type Annotation, type AnnotationStyle } from '../lib/annotations';
import { visibleText } from '../lib/passage-offsets';
import {
  annotationRange,
  useAnnotationHighlights,
  useHighlightsSupported,
} from './use-annotation-highlights';
import { usePassageSelection } from './use-passage-selection';

export type AnnotationDraft = Pick<Annotation, 'note' | 'style'>;

export const ANNOTATIONS_HEADING_ID = 'test-annotations-heading';

interface AnnotateToolOptions {
  questionId: string;
  /** The question has a passage (Reading and Writing): the only place Annotate works. */
  hasPassage: boolean;
  annotations: readonly Annotation[];
  /** The passage's text element on screen. */
  getRoot: () => Element | null;
  onAdd: (annotation: Annotation) => void;
  onEdit: (id: string, draft: AnnotationDraft) => void;
  onRemove: (id: string) => void;
}

/** The shortest annotation drawn under a point of the screen: the one a click or tap is on. */
function annotationAt(root: Element, annotations: readonly Annotation[], x: number, y: number) {
  const text = visibleText(root);
  const hits = annotations.filter((annotation) =>
    [...(annotationRange(root, annotation, text)?.getClientRects() ?? [])].some(
      (r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom,
    ),
  );
  return hits.sort((a, b) => a.end - a.start - (b.end - b.start))[0];
}

/**
 * Bluebook's Annotate tool on a passage: the student selects words, presses Annotate, and the
 * words are highlighted with a note editor open; a click or tap on a highlight opens its editor
 * again. The editor works on a draft (its style shows on the passage as it is chosen), which
 * Save keeps and Cancel drops.
 */
export function useAnnotateTool({
  questionId,
  hasPassage,
  annotations,
  getRoot,
  onAdd,
  onEdit,
  onRemove,
}: AnnotateToolOptions) {
  const supported = useHighlightsSupported();
  const enabled = supported && hasPassage;
  const { selection, hold } = usePassageSelection(getRoot, questionId, enabled);
  const [editing, setEditing] = useState<{
    questionId: string;
    id: string;
    draft: AnnotationDraft;
  } | null>(null);
  // A new annotation takes the style last saved, as a highlighter pen stays in the hand.
  const lastStyle = useRef<AnnotationStyle>('yellow');
  const current =
    editing?.questionId === questionId && annotations.some((a) => a.id === editing.id)
      ? editing
      : null;
  useAnnotationHighlights(
    getRoot,
    annotations,
    current && { id: current.id, style: current.draft.style },
    questionId,
    enabled,
  );

  // A note being written is never lost: another annotation opened, a new one made or another
  // question shown keeps it as if saved. Only Cancel and Escape drop it.
  const keepDraft = () => {
    if (current) onEdit(current.id, current.draft);
  };
  const open = (id: string) => {
    const annotation = annotations.find((a) => a.id === id);
    if (!annotation || current?.id === id) return;
    keepDraft();
    setEditing({ questionId, id, draft: { note: annotation.note, style: annotation.style } });
  };
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  // As the editor closes, the focus goes to its annotation's Edit button; after a deletion to
  // the list, or to the Annotate button once no annotation is left.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    if (id === null) return;
    focusAfter.current = null;
    const target =
      (id && document.querySelector<HTMLElement>(`[data-annotation-edit="${id}"]`)) ||
      document.getElementById(ANNOTATIONS_HEADING_ID) ||
      document.querySelector<HTMLElement>('[data-annotate]');
    target?.focus();
  });
  const closeTo = (focusId: string) => {
    focusAfter.current = focusId;
    setEditing(null);
  };

  useEffect(() => {
    if (!enabled) return;
    const onClick = (event: MouseEvent) => {
      const root = getRoot();
      if (!root || !(event.target instanceof Node) || !root.contains(event.target)) return;
      // The end of a drag that selected words, not a click on a highlight.
      if (document.getSelection()?.isCollapsed === false) return;
      const hit = annotationAt(root, annotations, event.clientX, event.clientY);
      if (hit) openRef.current(hit.id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [enabled, getRoot, annotations]);

  return {
    /** Annotate is offered: a passage, and a browser that draws highlights. */
    enabled,
    selection,
    hold,
    editing: current,
    open,
    annotate: () => {
      hold(false);
      if (!selection) return;
      const annotation: Annotation = {
        id: newAnnotationId(),
        ...selection,
        note: '',
        style: lastStyle.current,
      };
      keepDraft();
      onAdd(annotation);
      // The highlight shows once the selection's own colour is gone.
      document.getSelection()?.removeAllRanges();
      setEditing({ questionId, id: annotation.id, draft: { note: '', style: annotation.style } });
    },
    setDraft: (draft: AnnotationDraft) =>
      setEditing((before) => (before ? { ...before, draft } : before)),
    save: () => {
      if (!current) return;
      onEdit(current.id, current.draft);
      lastStyle.current = current.draft.style;
      closeTo(current.id);
    },
    remove: () => {
      if (!current) return;
      onRemove(current.id);
      closeTo('');
    },
    close: () => {
      if (current) closeTo(current.id);
    },
    /** The question is left: its open editor closes, keeping what it holds. */
    leave: () => {
      keepDraft();
      setEditing(null);
    },
  };
}

export type AnnotateTool = ReturnType<typeof useAnnotateTool>;
