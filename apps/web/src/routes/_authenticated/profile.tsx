import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/auth-context';
import { useFollowTier } from '../../features/auth/hooks/use-follow-tier';
import { ShareProgressSection } from '../../features/family/components/share-progress-section';
import { profileQueryOptions, useProfile } from '../../features/profile/api/get-profile';
import { MyReportsSection } from '../../features/question-reports/components/my-reports-section';
import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { SecuritySection } from '../../features/security/components/security-section';
import { YourDataSection } from '../../features/account-data/components/your-data-section';
import { ExtendedTimeSetting } from '../../features/tests/components/extended-time-setting';
import { ResendVerificationButton } from '../../features/verification/components/resend-verification-button';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context }) =>
    context.auth.status === 'authenticated'
      ? context.queryClient.prefetchQuery(profileQueryOptions())
      : undefined,
  head: () => pageTitle('Profile Settings'),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { state, updateUser } = useAuth();
  const profile = useProfile().data;
  // The badge here and the tier in the menu are the same one.
  useFollowTier(profile);
  return (
    <ProfileSettings onSaved={updateUser}>
      <ExtendedTimeSetting onSaved={updateUser} />
      {state.user?.role === 'student' ? (
        <ShareProgressSection
          unverified={state.user.emailVerified === false}
          verifyAction={
            <ResendVerificationButton onVerified={() => updateUser({ emailVerified: true })} />
          }
        />
      ) : null}
      {/* Shown only to someone who reported a question: what came of it (decision 058). */}
      <MyReportsSection />
      <SecuritySection email={profile?.email ?? state.user?.email ?? ''} />
      {state.user ? <YourDataSection role={state.user.role} /> : null}
    </ProfileSettings>
  );
}
