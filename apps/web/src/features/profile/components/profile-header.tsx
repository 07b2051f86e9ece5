import type { Ref } from 'react';
import { Pencil } from 'lucide-react';
import type { Profile } from '@academy/shared/profile';
import { TierBadge } from '../../../components/tier-badge';
import { Button } from '../../../components/ui/button';

interface ProfileHeaderProps {
  profile: Profile;
  editing: boolean;
  onEdit: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}

export function ProfileHeader({ profile, editing, onEdit, editButtonRef }: ProfileHeaderProps) {
  const initial = profile.firstname.trim().charAt(0).toUpperCase() || '?';
  return (
    <section
      aria-label="Account"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:flex-nowrap sm:p-6"
    >
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary-500 to-primary-700 text-2xl font-bold text-white shadow-sm sm:size-16"
      >
        {initial}
      </span>
      {/* Beside the initial while that leaves the name 12rem; else below it (large text on a
          phone), rather than a column a few letters wide that breaks the name's words. */}
      <div className="min-w-0 flex-[1_1_12rem]">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold wrap-anywhere text-slate-900">
            {profile.firstname} {profile.lastname}
          </h2>
          <TierBadge tier={profile.subscriptionTier} />
        </div>
        <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">{profile.email}</p>
      </div>
      {editing ? null : (
        <Button
          ref={editButtonRef}
          variant="secondary"
          onClick={onEdit}
          className="w-full sm:w-auto"
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
      )}
    </section>
  );
}
