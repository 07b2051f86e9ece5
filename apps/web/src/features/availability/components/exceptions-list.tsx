import { academyDay } from '@academy/shared/academy-day';
import type { AvailabilityException } from '@academy/shared/booking-slots';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { HourSelect, selectClasses } from './hour-select';
import { ROW_CLASSES } from './row-layout';
import { RemoveRowButton, SessionTypeSelect } from './row-controls';
import { useRowFocus } from '../hooks/use-row-focus';

/** Days that differ from the weekly hours: closed (all day or some hours) or extra hours. */
export function ExceptionsList({
  exceptions,
  onChange,
}: {
  exceptions: AvailabilityException[];
  onChange: (exceptions: AvailabilityException[]) => void;
}) {
  const update = (i: number, patch: Partial<AvailabilityException>) =>
    onChange(exceptions.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const focus = useRowFocus(exceptions.length);
  return (
    <section aria-labelledby="exceptions-title" className="space-y-3">
      <h2 id="exceptions-title" className="text-lg font-semibold text-slate-900">
        Exceptions
      </h2>
      <p className="text-sm text-slate-600">
        A closed day with no hours is closed all day. Extra hours need a start and an end.
      </p>
      <ul ref={focus.list} className="@container space-y-3">
        {exceptions.map((exception, i) => (
          <li
            key={i}
            className={cn(ROW_CLASSES, '@min-[46rem]:grid-cols-[9.5rem_8rem_7rem_7rem_8rem_auto]')}
          >
            <Input
              type="date"
              aria-label={`Exception ${i + 1}: date`}
              value={exception.date}
              onChange={(e) => update(i, { date: e.target.value })}
            />
            <select
              aria-label={`Exception ${i + 1}: kind`}
              className={selectClasses}
              value={exception.kind}
              onChange={(e) => update(i, { kind: e.target.value as 'open' | 'closed' })}
            >
              <option value="closed">Closed</option>
              <option value="open">Extra hours</option>
            </select>
            <HourSelect
              aria-label={`Exception ${i + 1}: from`}
              allowNone="All day"
              value={exception.startHour}
              onChange={(h) => update(i, { startHour: h })}
            />
            <HourSelect
              aria-label={`Exception ${i + 1}: to`}
              allowNone="All day"
              value={exception.endHour}
              onChange={(h) => update(i, { endHour: h })}
            />
            <SessionTypeSelect
              aria-label={`Exception ${i + 1}: session type`}
              allowBoth="Both types"
              value={exception.sessionType}
              onChange={(sessionType) => update(i, { sessionType })}
            />
            <RemoveRowButton
              label={`Remove exception ${i + 1}`}
              onClick={() => {
                focus.removing(i);
                onChange(exceptions.filter((_, j) => j !== i));
              }}
            />
          </li>
        ))}
      </ul>
      <Button
        ref={focus.add}
        variant="secondary"
        size="sm"
        onClick={() =>
          onChange([
            ...exceptions,
            {
              date: academyDay(new Date()),
              kind: 'closed',
              startHour: null,
              endHour: null,
              sessionType: null,
            },
          ])
        }
      >
        Add an exception
      </Button>
    </section>
  );
}
