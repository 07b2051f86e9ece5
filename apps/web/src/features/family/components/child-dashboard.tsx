import type { ReactNode } from 'react';
import type { FamilyChildDashboard } from '@academy/shared/family';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useChildDashboard } from '../api/get-child-dashboard';

/** Loads a linked child's dashboard and hands it to `children` (the progress feature's view). */
export function ChildDashboard({
  childId,
  firstname,
  children,
}: {
  childId: string;
  firstname: string;
  children: (data: FamilyChildDashboard) => ReactNode;
}) {
  const dashboard = useChildDashboard(childId);
  if (dashboard.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={`Loading ${firstname}’s progress`} />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <LoadError
        title={`We couldn't load ${firstname}’s progress.`}
        message={dashboard.error.message}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  return <>{children(dashboard.data)}</>;
}
