import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { availabilitySchema, type Availability } from '@academy/shared/booking-slots';
import type { TutorUpcomingSession } from '@academy/shared/tutor-sessions';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useAvailability, useSaveAvailability } from '../api/availability';
import { SatDatesEditor } from '../../goals/components/sat-dates-editor';
import { OnlineRoomEditor } from '../../scheduling/components/online-room-editor';
import { slotLabel } from '../../scheduling/lib/slot-times';
import { FIRST_PAGE } from '../../tutor/lib/first-page';
import { ExceptionsList } from './exceptions-list';
import { WeeklyRules } from './weekly-rules';
import { personName } from '../../../lib/person-name';

/**
 * /tutor/availability: the tutor's weekly hours and exceptions, in Dallas time, the link to
 * join online sessions, and the SAT dates the academy lists.
 */
export function AvailabilityPage() {
  const saved = useAvailability();
  return (
    // In the tutor workspace's column, under its tabs, where the other tabs' pages start (the
    // layout gives the margins and the room for the mascot), with their heading's look.
    <div className="max-w-3xl space-y-6">
      <header className="flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Availability
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
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
            <OnlineRoomEditor />
          </div>
          <div className="clear-both border-t border-slate-200 pt-6" data-mascot-avoid>
            <SatDatesEditor />
          </div>
        </>
      )}
    </div>
  );
}

function AvailabilityEditor({ initial }: { initial: Availability }) {
  const [draft, setDraft] = useState(initial);
  // The schedule as last saved: "Saved." speaks of it only while it is what the page shows, not
  // of a change made since (which leaving the page would lose) or refused before it was sent.
  const [saved, setSaved] = useState<Availability | null>(null);
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
    save.mutate(checked.data, {
      onSuccess: ({ rules, exceptions }) => {
        const stored = { rules, exceptions };
        setDraft(stored);
        setSaved(stored);
      },
    });
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
        {save.isSuccess && !save.isPending && draft === saved ? (
          <p role="status" className="text-sm text-green-700">
            Saved.
          </p>
        ) : null}
        {save.isSuccess && save.data.outsideHours.length > 0 ? (
          <OutsideHours sessions={save.data.outsideHours} />
        ) : null}
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save availability'}
        </Button>
      </div>
    </div>
  );
}

/** Booked sessions the saved hours no longer offer: they stay booked until moved or canceled. */
function OutsideHours({ sessions }: { sessions: TutorUpcomingSession[] }) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-medium text-amber-900">
        {sessions.length === 1 ? 'A session is' : `${sessions.length} sessions are`} booked outside
        these hours, and {sessions.length === 1 ? 'stays' : 'stay'} booked:
      </p>
      <ul className="list-disc pl-5 text-amber-900">
        {sessions.map((s) => (
          <li key={s.id}>
            {slotLabel(s.startsAt)} · {whoFor(s)} ({s.bookingReference})
          </li>
        ))}
      </ul>
      <p className="text-amber-900">
        Move or cancel {sessions.length === 1 ? 'it' : 'them'} on{' '}
        <Link to="/tutor/sessions" search={FIRST_PAGE} className="font-semibold underline">
          Sessions
        </Link>
        : the family is mailed either way.
      </p>
    </div>
  );
}

const whoFor = (s: TutorUpcomingSession) =>
  s.student ? personName(s.student) : (s.fullName ?? s.contact);
