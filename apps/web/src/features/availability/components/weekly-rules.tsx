import type { AvailabilityRule } from '@academy/shared/booking-slots';
import { Button } from '../../../components/ui/button';
import { useRowFocus } from '../hooks/use-row-focus';
import { cn } from '../../../lib/cn';
import { HourSelect, selectClasses } from './hour-select';
import { ROW_CLASSES } from './row-layout';
import { RemoveRowButton, SessionTypeSelect } from './row-controls';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** The weekly hours: one row a stretch of hours on a weekday, for one session type. */
export function WeeklyRules({
  rules,
  onChange,
}: {
  rules: AvailabilityRule[];
  onChange: (rules: AvailabilityRule[]) => void;
}) {
  const update = (i: number, patch: Partial<AvailabilityRule>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const focus = useRowFocus(rules.length);
  return (
    <section aria-labelledby="weekly-title" className="space-y-3">
      <h2 id="weekly-title" className="text-lg font-semibold text-slate-900">
        Weekly hours
      </h2>
      {rules.length === 0 ? <p className="text-sm text-slate-600">No weekly hours yet.</p> : null}
      <ul ref={focus.list} className="@container space-y-3">
        {rules.map((rule, i) => (
          <li
            key={i}
            className={cn(ROW_CLASSES, '@min-[36rem]:grid-cols-[1fr_6.5rem_6.5rem_7.5rem_auto]')}
          >
            <select
              aria-label={`Hours ${i + 1}: day`}
              className={cn(selectClasses, 'col-span-full @min-[36rem]:col-auto')}
              value={rule.weekday}
              onChange={(e) => update(i, { weekday: Number(e.target.value) })}
            >
              {WEEKDAYS.map((day, d) => (
                <option key={day} value={d}>
                  {day}
                </option>
              ))}
            </select>
            <HourSelect
              aria-label={`Hours ${i + 1}: from`}
              value={rule.startHour}
              onChange={(h) => update(i, { startHour: h ?? 0 })}
            />
            <HourSelect
              aria-label={`Hours ${i + 1}: to`}
              value={rule.endHour}
              onChange={(h) => update(i, { endHour: h ?? 0 })}
            />
            <SessionTypeSelect
              aria-label={`Hours ${i + 1}: session type`}
              value={rule.sessionType}
              onChange={(sessionType) =>
                update(i, { sessionType: sessionType ?? rule.sessionType })
              }
            />
            <RemoveRowButton
              label={`Remove hours ${i + 1}`}
              onClick={() => {
                focus.removing(i);
                onChange(rules.filter((_, j) => j !== i));
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
          onChange([...rules, { weekday: 1, startHour: 15, endHour: 19, sessionType: 'online' }])
        }
      >
        Add weekly hours
      </Button>
    </section>
  );
}
