import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { Profile } from '@academy/shared/profile';
import { EXTENDED_TIME, EXTENDED_TIME_LABEL, type ExtendedTime } from '@academy/shared/tests';
import { Button } from '../../../components/ui/button';
import { useProfile } from '../../profile/api/get-profile';
import { useUpdateProfile } from '../../profile/api/update-profile';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';

/** The accommodation Bluebook offers: extended time on every timed module, applied by the server. */
export function ExtendedTimeSetting({ onSaved }: { onSaved?: (profile: Profile) => void }) {
  const { data: profile } = useProfile();
  const update = useUpdateProfile();
  const stored = profile?.extendedTime ?? 'standard';
  const [choice, setChoice] = useState<ExtendedTime | undefined>();
  // Saved, the button stays disabled (nothing left to save) and had dropped the focus: the
  // choice saved takes it.
  const section = useRef<HTMLElement>(null);
  useFocusAfterBusy(update.isPending, () =>
    section.current?.querySelector<HTMLInputElement>('input[name="extended-time"]:checked'),
  );
  if (!profile) return null;
  const value = choice ?? stored;

  const save = async () => {
    try {
      // The other details go as they are: an absent phone or state would clear it.
      const saved = await update.mutateAsync({
        firstname: profile.firstname,
        lastname: profile.lastname,
        ...(profile.phoneNumber && { phoneNumber: profile.phoneNumber }),
        ...(profile.state && { state: profile.state }),
        extendedTime: value,
      });
      setChoice(undefined);
      toast.success('Test time saved');
      onSaved?.(saved);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to update profile');
    }
  };

  return (
    <section
      ref={section}
      aria-labelledby="extended-time-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
    >
      {/* A soft hyphen: on a 360 px phone with text at 200% "accommodations" is wider than the
          card, and ran into its padding; there it breaks as "accom-" "modations". */}
      <h2 id="extended-time-title" className="text-base font-semibold text-slate-900">
        Test accom&shy;modations
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm text-slate-600">
          Time on every module of a timed practice test, if you have approved extended time.
        </legend>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {EXTENDED_TIME.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-primary-500 has-checked:bg-primary-50"
            >
              <input
                type="radio"
                name="extended-time"
                value={option}
                checked={value === option}
                onChange={() => setChoice(option)}
                className="size-4 shrink-0 accent-primary-600"
              />
              {EXTENDED_TIME_LABEL[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        className="mt-4"
        size="sm"
        disabled={value === stored || update.isPending}
        onClick={() => void save()}
      >
        {update.isPending ? 'Saving...' : 'Save test time'}
      </Button>
    </section>
  );
}
