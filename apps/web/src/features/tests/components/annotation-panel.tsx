import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ANNOTATIONS_HEADING_ID, type AnnotateTool } from '../hooks/use-annotate-tool';
import { ANNOTATION_STYLE_LABEL, type Annotation } from '../lib/annotations';
import { AnnotationEditor, SWATCH } from './annotation-editor';

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trimEnd()}…` : text);

/**
 * The question's annotations as a list under its passage, the one being edited open in its
 * editor: a screen reader announces no highlight, and the keyboard reaches none, so every one
 * is here, quoted with its note, a Tab away.
 */
export function AnnotationPanel({
  annotations,
  tool,
}: {
  annotations: readonly Annotation[];
  tool: AnnotateTool;
}) {
  if (!tool.enabled || annotations.length === 0) return null;
  const { editing } = tool;
  return (
    <section
      aria-labelledby={ANNOTATIONS_HEADING_ID}
      data-mascot-avoid
      className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
    >
      <h3
        id={ANNOTATIONS_HEADING_ID}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900 focus:outline-none"
      >
        Your annotations ({annotations.length})
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {annotations.map((annotation) => (
          <li key={annotation.id} className="py-2 first:pt-1 last:pb-0">
            {editing?.id === annotation.id ? (
              <AnnotationEditor
                text={annotation.text}
                draft={editing.draft}
                onDraft={tool.setDraft}
                onSave={tool.save}
                onCancel={tool.close}
                onDelete={tool.remove}
              />
            ) : (
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className={cn('mt-1 size-3.5 shrink-0 rounded-sm', SWATCH[annotation.style])}
                />
                <div className="min-w-0 flex-1 wrap-anywhere">
                  <p className="line-clamp-2 text-sm text-slate-900">
                    <span className="sr-only">{ANNOTATION_STYLE_LABEL[annotation.style]}: </span>
                    <q>{annotation.text}</q>
                  </p>
                  <p
                    className={cn(
                      'mt-0.5 text-sm whitespace-pre-line',
                      annotation.note ? 'text-slate-700' : 'text-slate-500 italic',
                    )}
                  >
                    {annotation.note || 'No note'}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  data-annotation-edit={annotation.id}
                  aria-label={`Edit annotation “${short(annotation.text)}”`}
                  className="relative -my-1 shrink-0 touch-target"
                  onClick={() => tool.open(annotation.id)}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
