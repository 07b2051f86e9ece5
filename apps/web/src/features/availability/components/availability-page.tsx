import { useState } from 'react';
import { availabilitySchema, type Availability } from '@academy/shared/booking-slots';
import { CLEAR_OF_LARGE_MASCOT, MascotSpot } from '../../../components/layout/mascot-spot';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useAvailability, useSaveAvailability } from '../api/availability';
import { SatDatesEditor } from '../../goals/components/sat-dates-editor';
import { ExceptionsList } from './exceptions-list';
import { WeeklyRules } from './weekly-rules';

/**
 * /tutor/availability: the tutor's weekly hours and exceptions, in Dallas time, and the SAT
 * dates the academy lists.
 */
export function AvailabilityPage() {
  const saved = useAvailability();
  return (
    <main className={`mx-auto max-w-3xl space-y-6 px-4 py-10 ${CLEAR_OF_LARGE_MASCOT}`}>
      <header className="space-y-1">
        <MascotSpot />
        <h1 className="text-2xl font-bold text-slate-900">Availability</h1>
        <p className="text-slate-600">
          When customers can book sessions, in Dallas time. Booked and held times are never offered
          twice; a booking needs at least 24 hours&apos; notice.
        </p>
      </header>
      {saved.isPending ? (
        <PageSpinner />
      ) : saved.isError ? (
        <Notice>
          {isApiError(saved.error) && saved.error.status === 403
            ? 'This page is for the academy’s tutors.'
            : (serverMessage(saved.error) ?? 'Failed to load the availability')}
        </Notice>
      ) : (
        <>
          <AvailabilityEditor initial={saved.data} />
          <div className="clear-both border-t border-slate-200 pt-6" data-mascot-avoid>
            <SatDatesEditor />
          </div>
        </>
      )}
    </main>
  );
}

function AvailabilityEditor({ initial }: { initial: Availability }) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useSaveAvailability();

  const onSave = () => {
    const checked = availabilitySchema.safeParse(draft);
    if (!checked.success) {
      setProblems(
        checked.error.issues.map((issue) => {
          const [list, index] = issue.path;
          const what = list === 'rules' ? 'Weekly hours' : 'Exception';
          return `${what} ${Number(index) + 1}: ${issue.message}`;
        }),
      );
      return;
    }
    setProblems([]);
    save.mutate(checked.data, { onSuccess: setDraft });
  };

  return (
    <div className="clear-both space-y-8" data-mascot-avoid>
      <WeeklyRules rules={draft.rules} onChange={(rules) => setDraft({ ...draft, rules })} />
      <ExceptionsList
        exceptions={draft.exceptions}
        onChange={(exceptions) => setDraft({ ...draft, exceptions })}
      />
      <div className="space-y-2">
        {problems.length > 0 ? (
          <ul role="alert" className="space-y-0.5 text-sm text-red-600">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {serverMessage(save.error) ?? 'Failed to save the availability'}
          </p>
        ) : null}
        {save.isSuccess && !save.isPending ? (
          <p role="status" className="text-sm text-green-700">
            Saved.
          </p>
        ) : null}
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      </div>
    </div>
  );
}
