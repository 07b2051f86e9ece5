import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { AnnotationDraft } from '../hooks/use-annotate-tool';
import {
  ANNOTATION_NOTE_MAX,
  ANNOTATION_STYLE_LABEL,
  ANNOTATION_STYLES,
  type AnnotationStyle,
} from '../lib/annotations';

/** What each style's swatch looks like: the colours of its highlight in styles.css. */
export const SWATCH: Record<AnnotationStyle, string> = {
  yellow: 'bg-amber-200',
  blue: 'bg-sky-200',
  pink: 'bg-pink-200',
  underline: 'border-b-2 border-primary-600 bg-slate-100',
};

interface AnnotationEditorProps {
  text: string;
  draft: AnnotationDraft;
  onDraft: (draft: AnnotationDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** The note and highlight style of one annotation; Escape or Cancel leaves them as they were. */
export function AnnotationEditor({
  text,
  draft,
  onDraft,
  onSave,
  onCancel,
  onDelete,
}: AnnotationEditorProps) {
  const id = useId();
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <div>
        <h4 id={`${id}-title`} className="text-xs font-semibold text-slate-600">
          Annotation
        </h4>
        <q className="mt-0.5 line-clamp-3 text-sm text-slate-900">{text}</q>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Highlight</legend>
        <div className="flex flex-wrap gap-2">
          {ANNOTATION_STYLES.map((style) => (
            <label
              key={style}
              className="relative flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-700 touch-target has-checked:border-primary-600 has-checked:ring-1 has-checked:ring-primary-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500"
            >
              <input
                type="radio"
                name={`${id}-style`}
                value={style}
                checked={draft.style === style}
                onChange={() => onDraft({ ...draft, style })}
                className="sr-only"
              />
              <span aria-hidden="true" className={cn('size-4 rounded-sm', SWATCH[style])} />
              {ANNOTATION_STYLE_LABEL[style]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-700">
          Note <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-note`}
          // The editor opens on a press of Annotate or of a highlight: the note is what comes next.
          autoFocus
          rows={2}
          maxLength={ANNOTATION_NOTE_MAX}
          value={draft.note}
          onChange={(event) => onDraft({ ...draft, note: event.target.value })}
          className={cn(inputClasses, 'h-auto min-h-16 py-2')}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="sm">
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
