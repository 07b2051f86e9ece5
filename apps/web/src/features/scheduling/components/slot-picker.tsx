import { useEffect, useMemo, useState } from 'react';
import { SESSION_COUNT_MAX, type SessionType } from '@academy/shared/scheduling-prices';
import { Spinner } from '../../../components/ui/spinner';
import { useFreeSlots } from '../api/get-free-slots';
import { slotLabel, slotsByDay, weeklyStarts } from '../lib/slot-times';
import { SlotSelect } from './slot-select';

interface SlotPickerProps {
  sessionType: SessionType;
  /** The form's session count, as typed. */
  count: unknown;
  /**
   * The chosen starts (possibly fewer than the sessions: the form then asks for the rest), or
   * undefined when no times are offered and the tutor arranges them after payment.
   */
  onChange: (starts: string[] | undefined) => void;
  errors: string[];
}

const sessionsOf = (count: unknown) => {
  const n = Number(count);
  return Number.isInteger(n) && n >= 1 && n <= SESSION_COUNT_MAX ? n : 1;
};

/** Choosing the sessions' times from the tutor's free slots: one per session, or weekly. */
export function SlotPicker({ sessionType, count, onChange, errors }: SlotPickerProps) {
  const slots = useFreeSlots();
  const sessions = sessionsOf(count);
  const [weekly, setWeekly] = useState(false);
  const [choices, setChoices] = useState<string[]>([]);
  const free = useMemo(() => (Array.isArray(slots.data) ? slots.data : []), [slots.data]);
  const days = useMemo(() => slotsByDay(free, sessionType), [free, sessionType]);
  const offered = useMemo(() => new Set(days.flatMap((d) => d.starts)), [days]);
  const valid = choices.map((c) => (offered.has(c) ? c : ''));
  const repeat =
    weekly && valid[0] ? weeklyStarts(valid[0], sessions, free, sessionType) : undefined;
  // While the free times load nothing is chosen yet, but times are still to be chosen: undefined
  // (no times offered) then let a quick Continue to Payment book and charge sessions without
  // any time, with "We then contact you" said although the tutor had hours open.
  const chosen =
    offered.size === 0 && !slots.isPending
      ? undefined
      : weekly
        ? (repeat ?? [])
        : valid.slice(0, sessions).filter(Boolean);
  const key = JSON.stringify(chosen);
  useEffect(() => onChange(chosen), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (i: number, start: string) =>
    setChoices((old) => Object.assign([...old], { [i]: start }));
  const errorId = errors.length ? 'booking-slots-error' : undefined;

  // No hours open (or none could be read): booking goes on without times, as before them.
  if (!slots.isPending && offered.size === 0) {
    return (
      <p className="text-sm text-slate-600">
        {slots.isError ? 'We could not load the free times. ' : 'No free times are open yet. '}
        Our tutor will contact you to schedule your sessions.
      </p>
    );
  }

  return (
    <fieldset aria-describedby={errorId} className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Session times (Dallas time)</legend>
      {slots.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner label="Loading free times" className="[&_svg]:size-4" /> Loading free times...
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            {[
              [false, 'Choose each time'],
              [true, 'Same time every week'],
            ].map(([value, label]) => (
              <label key={String(value)} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="slot-mode"
                  checked={weekly === value}
                  onChange={() => setWeekly(value as boolean)}
                  className="size-4 accent-primary-600"
                />
                {label}
              </label>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: weekly ? 1 : sessions }, (_, i) => (
              <div key={i} className="space-y-1">
                <label
                  htmlFor={`booking-slot-${i}`}
                  className="block text-xs font-medium text-slate-600"
                >
                  {weekly ? 'First session' : `Session ${i + 1}`}
                </label>
                <SlotSelect
                  id={`booking-slot-${i}`}
                  days={days}
                  value={valid[i] ?? ''}
                  taken={weekly ? undefined : new Set(valid.slice(0, sessions))}
                  aria-invalid={errors.length > 0 && !valid[i]}
                  onChange={(start) => choose(i, start)}
                />
              </div>
            ))}
          </div>
          {weekly && valid[0] && sessions > 1 ? (
            <p className="text-sm text-slate-600" role="status">
              {repeat
                ? `${sessions} sessions: ${repeat.map(slotLabel).join('; ')}.`
                : 'Not every week is free at that time. Please choose another time, or choose each time.'}
            </p>
          ) : null}
        </>
      )}
      {errorId ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
