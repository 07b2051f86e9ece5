import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { studentHomeworkQueryOptions, useRemoveHomework } from '../api/homework-api';
import { HomeworkForm } from './homework-form';
import { HomeworkItem } from './homework-item';
import { TrialLeftNote } from './trial-left-note';

/**
 * On the tutor's page of a student: the homework set, how far along, and a form for more; on
 * Guest, with the free questions the student has left (`trial`), which cap what they can do.
 */
export function HomeworkPanel({
  studentId,
  trial,
}: {
  studentId: string;
  trial?: { firstname: string; left: number };
}) {
  const list = useQuery(studentHomeworkQueryOptions(studentId));
  const remove = useRemoveHomework(studentId);
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  // The button pressed goes with its homework: the focus goes to the section's heading rather
  // than falling to the page, and the toast says it is done.
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success('Homework removed');
        heading.current?.focus();
      },
    });
  return (
    <section aria-labelledby="homework-title" className="space-y-3" data-mascot-avoid>
      <h2
        id="homework-title"
        ref={heading}
        tabIndex={-1}
        className="rounded-md text-lg font-bold text-slate-900"
      >
        Homework
      </h2>
      <p className="text-sm text-slate-600">
        The student gets an email and sees it on their home; their parents see it on the family
        page. It counts the questions answered since it was set.
      </p>
      {trial ? <TrialLeftNote {...trial} /> : null}
      {/* Keyed by student: the next student's page starts from that student's own draft. */}
      <HomeworkForm key={studentId} studentId={studentId} />
      {list.isPending ? (
        <Spinner label="Loading the homework" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {list.error.message}
        </p>
      ) : list.data?.homework.length ? (
        <ul className="space-y-2">
          {list.data.homework.map((h) => (
            <HomeworkItem key={h.id} homework={h} now={now}>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => onRemove(h.id)}
                aria-describedby={`homework-${h.id}`}
              >
                Remove
              </Button>
            </HomeworkItem>
          ))}
        </ul>
      ) : list.data ? (
        <p className="text-sm text-slate-500">No homework set.</p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {serverMessage(remove.error) ?? 'The homework was not removed. Try again.'}
        </p>
      ) : null}
    </section>
  );
}
