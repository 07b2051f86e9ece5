import type { Profile } from '@academy/shared/profile';
import { stateName } from '@academy/shared/states';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format-date';
import { formatPhone } from '../../../lib/format-phone';

const NOT_SET = 'Not set';

/** Read mode of the details card. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const rows: Array<{ label: string; value: string; muted?: boolean }> = [
    { label: 'First Name', value: profile.firstname },
    { label: 'Last Name', value: profile.lastname },
    {
      label: 'Phone Number',
      value: profile.phoneNumber ? formatPhone(profile.phoneNumber) : NOT_SET,
      muted: !profile.phoneNumber,
    },
    {
      label: 'State',
      value: stateName(profile.state) ?? NOT_SET,
      muted: !stateName(profile.state),
    },
    {
      label: 'Member Since',
      value: formatLongDate(profile.createdAt) ?? NOT_SET,
    },
  ];

  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-sm font-medium text-slate-500">{row.label}</dt>
          <dd
            className={cn(
              'mt-1 wrap-anywhere',
              row.muted ? 'text-slate-500 italic' : 'font-medium text-slate-900',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
