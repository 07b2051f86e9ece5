import { useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@academy/shared/profile';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { NarrowPage } from '../../../components/layout/narrow-page';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { useProfile } from '../api/get-profile';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfileHeader } from './profile-header';

interface ProfileSettingsProps {
  /** Called with the saved profile, e.g. to refresh the name in the top bar. */
  onSaved?: (profile: Profile) => void;
  /** More of the page below the details, shown once the profile is loaded (Security). */
  children?: ReactNode;
}

export function ProfileSettings({ onSaved, children }: ProfileSettingsProps) {
  const profileQuery = useProfile();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Cancel and Save leave with the form: the focus goes back to Edit, where it came from.
  useFocusAfterBusy(editing, () => editButtonRef.current);

  return (
    <NarrowPage>
      <header className="mb-6 flow-root sm:mb-8">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Profile Settings
        </h1>
        <p className="mt-1 text-slate-600">Manage your account settings and preferences</p>
      </header>

      {profileQuery.isPending ? (
        <div className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-6 text-slate-600 shadow-card">
          <Spinner label="Loading profile" />
          <span>Loading...</span>
        </div>
      ) : profileQuery.data === undefined ? (
        // Only when there is no profile to show: a failed refresh in the background keeps the
        // page, and a form being edited, as they are.
        <LoadError
          title="We couldn't load your profile."
          message={profileQuery.error.message}
          onRetry={() => void profileQuery.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <ProfileHeader
            profile={profileQuery.data}
            editing={editing}
            onEdit={() => setEditing(true)}
            editButtonRef={editButtonRef}
          />
          <section
            aria-labelledby="profile-details-title"
            className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
          >
            <h2 id="profile-details-title" className="mb-5 text-base font-semibold text-slate-900">
              {editing ? 'Edit your details' : 'Personal details'}
            </h2>
            {editing ? (
              <ProfileForm
                profile={profileQuery.data}
                onCancel={() => setEditing(false)}
                onSaved={(saved) => {
                  setEditing(false);
                  onSaved?.(saved);
                }}
              />
            ) : (
              <ProfileDetails profile={profileQuery.data} />
            )}
          </section>
          {children}
        </div>
      )}
    </NarrowPage>
  );
}
