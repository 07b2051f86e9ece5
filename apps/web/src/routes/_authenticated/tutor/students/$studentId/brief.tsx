import { createFileRoute } from '@tanstack/react-router';
import { BriefPage } from '../../../../../features/tutor/components/brief-page';
import { briefSearch } from '../../../../../features/tutor/lib/search';
import { pageTitle } from '../../../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/tutor/students/$studentId/brief')({
  validateSearch: briefSearch,
  head: () => pageTitle('Session brief'),
  component: BriefRoute,
});

function BriefRoute() {
  const { studentId } = Route.useParams();
  const { practiceSheet } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BriefPage
      studentId={studentId}
      practiceSheet={practiceSheet}
      onPracticeSheet={(n) => void navigate({ search: { practiceSheet: n }, replace: true })}
    />
  );
}
