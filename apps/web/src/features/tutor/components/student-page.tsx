import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { DEFAULT_PRACTICE_SHEET } from '@academy/shared/tutor';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { TierBadge } from '../../../components/tier-badge';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { NestedHeadings } from '../../../components/heading-depth';
import { DASHBOARD_COLUMNS, DashboardView } from '../../progress/components/dashboard-view';
import { useStudent } from '../api/tutor-api';
import { formatDate, formatDateTime } from '../lib/format';
import { FIRST_STUDENTS } from '../lib/first-page';
import { FinishedTests } from '../../tests/components/finished-tests';
import { EvaluationCard } from './evaluation-card';
import { HomeworkPanel } from '../../homework/components/homework-panel';
import { SessionReportsPanel } from '../../session-reports/components/session-reports-panel';
import { NotesPanel } from './notes-panel';
import { SatScoreLines } from '../../goals/components/sat-score-lines';
import { PageHeader } from './page-header';
import { StudentGoal } from './student-goal';
import { Bookings, FlaggedQuestions } from './student-activity';
import { StudentControls } from './student-controls';
import { personName } from '../../../lib/person-name';

/** /tutor/students/$studentId: one student's progress, flags, evaluations, bookings, notes. */
export function StudentPage({ studentId }: { studentId: string }) {
  const query = useStudent(studentId);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the student" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load this student."
        message={query.error.message}
        onRetry={() => void query.refetch()}
        instead={
          // Asking again cannot find a student who is not there, nor read a malformed id.
          isApiError(query.error) && [400, 404].includes(query.error.status) ? (
            <Link
              to="/tutor"
              search={FIRST_STUDENTS}
              className={cn(buttonClasses({ size: 'sm', variant: 'secondary' }), 'mt-4')}
            >
              Back to students
            </Link>
          ) : undefined
        }
      />
    );
  }
  const { student, dashboard, flags, evaluations, tests, bookings, notes, satScores } = query.data;
  const { freeQuestionsLeft } = query.data;
  return (
    <div className="@container space-y-8">
      <PageHeader
        title={personName(student)}
        intro={
          <>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="wrap-anywhere">{student.email}</span>
              <TierBadge tier={student.plan} />
              <span>
                {student.lastActiveAt
                  ? `Last active ${formatDateTime(student.lastActiveAt)}`
                  : 'Never practiced'}
              </span>
            </p>
            <StudentGoal studentId={studentId} goal={student.goal} />
            <SatScoreLines scores={satScores} className="mt-2" />
          </>
        }
        actions={
          <Link
            to="/tutor/students/$studentId/brief"
            params={{ studentId }}
            search={{ practiceSheet: DEFAULT_PRACTICE_SHEET }}
            className={buttonClasses({ size: 'sm' })}
          >
            <FileText className="size-4" aria-hidden="true" />
            Session brief
          </Link>
        }
      />
      <StudentControls student={student} />
      <section aria-labelledby="dashboard-title" className="space-y-3">
        <h2 id="dashboard-title" className="text-lg font-bold text-slate-900">
          Progress
        </h2>
        <NestedHeadings>
          <DashboardView data={dashboard} studentName={student.firstname} />
        </NestedHeadings>
      </section>
      {/* The dashboard's columns (DashboardView), so that these cards line up with its own. */}
      <div className={cn(DASHBOARD_COLUMNS, 'gap-8 lg:gap-6')}>
        <div className="min-w-0 space-y-8">
          <FlaggedQuestions flags={flags} />
          <section aria-labelledby="evaluations-title" className="space-y-3">
            <h2 id="evaluations-title" className="text-lg font-bold text-slate-900">
              Evaluations
            </h2>
            {evaluations.length === 0 ? (
              <p className="text-sm text-slate-500">No evaluations.</p>
            ) : (
              evaluations.map((e) => (
                <EvaluationCard key={e.id} evaluation={e} showStudent={false} headingLevel={3} />
              ))
            )}
          </section>
          <section aria-labelledby="tests-title" className="space-y-3">
            <h2 id="tests-title" className="text-lg font-bold text-slate-900">
              Timed tests
            </h2>
            {tests.length === 0 ? (
              <p className="text-sm text-slate-500">No finished tests.</p>
            ) : (
              <FinishedTests tests={tests} results={{ studentId }} formatDay={formatDate} />
            )}
          </section>
          <Bookings bookings={bookings} />
        </div>
        <div className="min-w-0 space-y-8">
          <SessionReportsPanel studentId={studentId} />
          <HomeworkPanel
            studentId={studentId}
            trial={
              freeQuestionsLeft === null
                ? undefined
                : { firstname: student.firstname, left: freeQuestionsLeft }
            }
          />
          <NotesPanel studentId={studentId} notes={notes} />
        </div>
      </div>
    </div>
  );
}
