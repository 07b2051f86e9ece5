import { optionalText } from '../../lib/search-params';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/auth-context';
import { useRefreshUser } from '../../features/auth/hooks/use-refresh-user';
import { AcceptInvitationPage } from '../../features/family/components/accept-invitation-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/family/accept')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalText(search.token),
  }),
  head: () => pageTitle('Family Invitation'),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token = '' } = Route.useSearch();
  const { state } = useAuth();
  const refreshUser = useRefreshUser();
  const navigate = useNavigate();
  return (
    <AcceptInvitationPage
      token={token}
      signedIn={state.status === 'authenticated'}
      onAccepted={() => {
        // The account may have just become a parent: the menu and pages read the new role.
        void refreshUser().then(() => navigate({ to: '/family' }));
      }}
    />
  );
}
