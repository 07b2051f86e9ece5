// A Reading and Writing question's annotations (Bluebook's Annotate tool): passage text the
// student highlighted, each with an optional note. Kept on the device with the module's other
// local state, and dropped with it when the module ends.

export const ANNOTATION_STYLES = ['yellow', 'blue', 'pink', 'underline'] as const;
export type AnnotationStyle = (typeof ANNOTATION_STYLES)[number];

export const ANNOTATION_STYLE_LABEL: Record<AnnotationStyle, string> = {
  yellow: 'Yellow',
  blue: 'Blue',
  pink: 'Pink',
  underline: 'Underline',
};

/** A note's length limit: a few sentences, well inside local storage's room. */
export const ANNOTATION_NOTE_MAX = 500;

export interface Annotation {
  id: string;
  /**
   * Character offsets in the passage's visible text (passage-offsets.ts): a React render makes
   * new DOM nodes, so a Range could not be kept, but these rebuild one.
   */
  start: number;
  end: number;
  /** The words highlighted, to list them and to check the offsets still point at them. */
  text: string;
  note: string;
  style: AnnotationStyle;
}

const isStyle = (value: unknown): value is AnnotationStyle =>
  (ANNOTATION_STYLES as readonly unknown[]).includes(value);

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A stored annotation this page can trust (local storage may hold anything). */
export function validAnnotation(value: unknown): value is Annotation {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.id === 'string' &&
    isOffset(a.start) &&
    isOffset(a.end) &&
    a.end > a.start &&
    typeof a.text === 'string' &&
    a.text.length === a.end - a.start &&
    typeof a.note === 'string' &&
    a.note.length <= ANNOTATION_NOTE_MAX &&
    isStyle(a.style)
  );
}

/** A new id, unique enough among one question's annotations (no secure context needed). */
export const newAnnotationId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
