import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import {
  MAX_STUDENT_SEARCH_LENGTH,
  STUDENT_SORT_LABELS,
  STUDENT_SORTS,
  type StudentSort,
  type TutorStudentSummary,
} from '@academy/shared/tutor';
import { formatDay } from '@academy/shared/academy-day';
import { countdownText, daysToTest, type StudyGoal } from '@academy/shared/goals';
import { LoadError } from '../../../components/load-error';
import { TierBadge } from '../../../components/tier-badge';
import { inputClasses } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { type StudentsSearch, useStudents } from '../api/tutor-api';
import { formatDateTime, percent } from '../lib/format';
import { PageHeader } from './page-header';
import { Pager } from './pager';
import { lastPageOf, PastLastPage } from '../../../components/past-last-page';
import { personName } from '../../../lib/person-name';

const SEARCH_DELAY_MS = 300;

interface StudentsPageProps {
  search: StudentsSearch;
  onSearch: (search: StudentsSearch) => void;
}

/** /tutor: every student, found by name or email, sorted as the tutor asks. */
export function StudentsPage({ search, onSearch }: StudentsPageProps) {
  const [typed, setTyped] = useState(search.q ?? '');
  const students = useStudents(search);

  // Searches once the tutor pauses typing, from the first page.
  const pendingSearch = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (typed === (search.q ?? '')) return;
    pendingSearch.current = window.setTimeout(
      () => onSearch({ ...search, q: typed || undefined, page: 1 }),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(pendingSearch.current);
  }, [typed, search, onSearch]);
  // A student opened before the pause ends: the page stays on screen while the student's page
  // loads, and the search would otherwise navigate back to the list.
  const cancelPendingSearch = () => window.clearTimeout(pendingSearch.current);
  // What a search found, told to a screen reader as the list changes under the search box.
  const found =
    search.q && students.data && !students.isFetching
      ? students.data.total === 0
        ? `No student matches “${search.q}”.`
        : `${students.data.total} ${students.data.total === 1 ? 'student matches' : 'students match'} “${search.q}”.`
      : '';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Students"
        intro="Find a student by name or email, and open their page, notes and session brief."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end" data-mascot-avoid>
        <div className="flex-1 space-y-1.5">
          <label htmlFor="student-search" className="block text-sm font-medium text-slate-700">
            Search students
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id="student-search"
              type="search"
              value={typed}
              maxLength={MAX_STUDENT_SEARCH_LENGTH}
              placeholder="Name or email"
              onChange={(e) => setTyped(e.target.value)}
              className={cn(inputClasses, 'pl-9')}
            />
          </div>
        </div>
        <div className="space-y-1.5 sm:w-52">
          <label htmlFor="student-sort" className="block text-sm font-medium text-slate-700">
            Sort by
          </label>
          <select
            id="student-sort"
            value={search.sort}
            onChange={(e) => onSearch({ ...search, sort: e.target.value as StudentSort, page: 1 })}
            className={inputClasses}
          >
            {STUDENT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {STUDENT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* Always in the page, so the live region is there before its words change. */}
      <p role="status" className="sr-only">
        {found}
      </p>

      {students.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading students" />
        </div>
      ) : students.isError ? (
        <LoadError
          title="We couldn't load the students."
          message={students.error.message}
          onRetry={() => void students.refetch()}
        />
      ) : (
        <section
          aria-label="Students"
          aria-busy={students.isFetching}
          data-mascot-avoid
          onClickCapture={cancelPendingSearch}
        >
          {students.data.students.length === 0 &&
          students.data.page > 1 &&
          students.data.total > 0 ? (
            <PastLastPage
              page={students.data.page}
              lastPage={lastPageOf(students.data.total, students.data.pageSize)}
              what="the students"
              onPage={(page) => onSearch({ ...search, page })}
            />
          ) : students.data.students.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              {search.q ? `No student matches “${search.q}”.` : 'No students yet.'}
            </p>
          ) : (
            <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
              {/* The columns' names for the eye; each row says them to a screen reader. */}
              <div
                aria-hidden="true"
                className={cn(
                  COLUMNS,
                  'hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid',
                )}
              >
                <span>Student</span>
                <span>Plan</span>
                <span>Last active</span>
                <span>SAT goal</span>
                <span>Weakest topic</span>
              </div>
              <ul className="divide-y divide-slate-100">
                {students.data.students.map((s) => (
                  <StudentRow key={s.id} student={s} />
                ))}
              </ul>
            </div>
          )}
          <Pager
            label="Student pages"
            page={students.data.page}
            pageSize={students.data.pageSize}
            total={students.data.total}
            onPage={(page) => onSearch({ ...search, page })}
          />
        </section>
      )}
    </div>
  );
}

/** The list's columns from a tablet's width up; a phone stacks each row's parts. */
const COLUMNS =
  'gap-x-4 sm:grid-cols-[minmax(0,2fr)_8.5rem_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.5fr)] sm:items-center';

/** "1400 by Mar 13 (102 days)": the list's short form of the goal. */
function GoalSummary({ goal }: { goal: StudyGoal }) {
  const days = daysToTest(goal, new Date());
  return (
    <>
      Target {goal.targetScore}
      {goal.testDate && days !== null && days >= 0 ? (
        <span className="block text-slate-500">
          {formatDay(goal.testDate)} · {countdownText(days)}
        </span>
      ) : null}
    </>
  );
}

function StudentRow({ student: s }: { student: TutorStudentSummary }) {
  return (
    <li>
      <Link
        to="/tutor/students/$studentId"
        params={{ studentId: s.id }}
        className={cn(
          COLUMNS,
          'grid gap-y-1 px-4 py-3 hover:bg-slate-50 focus-visible:bg-primary-50 focus-visible:outline-none',
        )}
      >
        <span className="min-w-0">
          {/* Wrapped, not cut to a line ("Marcus Whitfiel…"), which only a pointer's hover read. */}
          <span className="block font-semibold break-words text-slate-900">{personName(s)}</span>
          <span className="block text-sm wrap-anywhere text-slate-500">{s.email}</span>
        </span>
        <span>
          <TierBadge tier={s.plan} />
        </span>
        <span className="text-sm text-slate-600">
          <span className="sm:sr-only">Last active: </span>
          {s.lastActiveAt ? formatDateTime(s.lastActiveAt) : 'Never practiced'}
        </span>
        <span className="text-sm text-slate-600">
          <span className="sm:sr-only">SAT goal: </span>
          {s.goal ? <GoalSummary goal={s.goal} /> : '—'}
        </span>
        <span className="text-sm text-slate-600">
          <span className="sm:sr-only">Weakest topic: </span>
          {s.weakestTopic ? (
            <>
              {s.weakestTopic.name}{' '}
              <span className="text-slate-500">
                ({percent(s.weakestTopic.accuracy)} right first time)
              </span>
            </>
          ) : (
            '—'
          )}
        </span>
      </Link>
    </li>
  );
}
