import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NotebookPen } from 'lucide-react';
import { isHomeworkDone } from '@academy/shared/homework';
import { buttonClasses } from '../../../components/ui/button';
import { myHomeworkQueryOptions } from '../api/homework-api';
import { HomeworkItem } from './homework-item';
import { LabelWithContext } from '../../../components/ui/label-with-context';

/**
 * The student's homework, on their home: nothing while it loads, when there is none, or when the
 * call fails (the practice below stays). Each opens practice on its topic, or its concept.
 */
export function MyHomework() {
  const { data } = useQuery(myHomeworkQueryOptions());
  const homework = data?.homework ?? [];
  if (homework.length === 0) return null;
  const now = new Date();
  return (
    <section
      aria-labelledby="homework-title"
      className="space-y-3 rounded-2xl border border-slate-200/80 bg-slate-50 p-5"
    >
      <h2
        id="homework-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <NotebookPen className="size-5 text-primary-600" aria-hidden="true" />
        Homework from your tutor
      </h2>
      <ul className="space-y-3">
        {homework.map((h) => (
          <HomeworkItem key={h.id} homework={h} now={now}>
            {isHomeworkDone(h) ? null : (
              <Link
                to="/practice/$subModuleId"
                params={{ subModuleId: h.subModuleId }}
                search={h.conceptId ? { concept: h.conceptId } : {}}
                className={buttonClasses({ size: 'sm' })}
                aria-describedby={`homework-${h.id}`}
              >
                <LabelWithContext label="Practice" context={h.conceptName ?? h.subModuleName} />
              </Link>
            )}
          </HomeworkItem>
        ))}
      </ul>
    </section>
  );
}
