import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { isStaff } from '@academy/shared/roles';
import { MascotRoom, WIDE_CLEAR_OF_LARGE_MASCOT } from '../../../components/layout/mascot-spot';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../auth/auth-context';
import { FIRST_PAGE, FIRST_STUDENTS } from '../lib/first-page';
import { NoAccess } from './no-access';

const tabClasses =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[status=active]:bg-primary-50 data-[status=active]:text-primary-800';

/** /tutor/…: staff only (the server checks every call too); the brief prints without the tabs. */
export function TutorLayout() {
  const { state } = useAuth();
  const onBrief = useRouterState({ select: (s) => s.location.pathname.endsWith('/brief') });
  if (!state.user || !isStaff(state.user.role)) return <NoAccess />;
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl page-gutter py-6 sm:py-10', onBrief && 'print:p-0')}
    >
      {/* Cleared of the mascot inside the page's column, so the column stays under the logo; the
          brief's too, whose Print button stood under the mascot (on paper, the full width). */}
      <div className={cn(WIDE_CLEAR_OF_LARGE_MASCOT, onBrief && 'print:mr-0')}>
        {onBrief ? null : (
          <nav aria-label="Tutor workspace" data-mascot-avoid className="mb-6 flex flex-wrap gap-1">
            <Link
              to="/tutor"
              search={FIRST_STUDENTS}
              activeOptions={{ exact: true, includeSearch: false }}
              className={tabClasses}
            >
              Students
            </Link>
            <Link to="/tutor/sessions" search={FIRST_PAGE} className={tabClasses}>
              Sessions
            </Link>
            <Link to="/tutor/reports" search={FIRST_PAGE} className={tabClasses}>
              Reports
            </Link>
            <Link to="/tutor/evaluations" search={FIRST_PAGE} className={tabClasses}>
              Evaluations
            </Link>
            <Link to="/tutor/results" search={FIRST_PAGE} className={tabClasses}>
              Results
            </Link>
            <Link to="/tutor/availability" className={tabClasses}>
              Availability
            </Link>
          </nav>
        )}
        <Outlet />
      </div>
      <MascotRoom />
    </div>
  );
}
