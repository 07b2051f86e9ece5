import { optionalText } from '../../lib/search-params';
import { followsChildren } from '@academy/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
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
  const { state, logout } = useAuth();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const navigate = useNavigate();
  return (
    <AcceptInvitationPage
      token={token}
      signedInEmail={state.user?.email ?? null}
      signedInAsParent={state.user ? followsChildren(state.user.role) : false}
      onAccepted={() => {
        // The account may have just become a parent: the menu and pages read the new role.
        void refreshUser().then(() => navigate({ to: '/family' }));
      }}
      // The other account's cached pages go with it, as the menu's Sign out does.
      onSignOut={() => logout().then(() => queryClient.removeQueries())}
    />
  );
}
