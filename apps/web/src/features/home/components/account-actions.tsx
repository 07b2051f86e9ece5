import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  CalendarClock,
  ChartColumn,
  GraduationCap,
  History,
  Timer,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { ACADEMY } from '../../../lib/academy';
import { FIRST_STUDENTS } from '../../tutor/lib/first-page';

// Narrower than 14rem (a phone at 200% text) the words take a line of their own under the icon
// and the arrow: between them they had 54 px, and ran under the arrow and out of the card.
const CARD =
  'group @container flex w-full flex-wrap items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 text-left shadow-card transition-shadow hover:shadow-pop';

function ActionContent({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1 @max-[14rem]:order-last @max-[14rem]:basis-full">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
      <ArrowRight
        className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-600 @max-[14rem]:ml-auto"
        aria-hidden="true"
      />
    </>
  );
}

/** A parent's way to what they come for: their children's progress (issue 38). */
export function FamilyLink() {
  return (
    <Link to="/family" className={CARD}>
      <ActionContent
        icon={UsersRound}
        title="Your family"
        description="Your children's progress, goals, homework and sessions"
      />
    </Link>
  );
}

/** The tutor's (and an admin's) way to what they come for: their students. */
export function TutorWorkspaceLink() {
  return (
    <Link to="/tutor" search={FIRST_STUDENTS} className={CARD}>
      <ActionContent
        icon={GraduationCap}
        title="Tutor workspace"
        description="Your students' progress, homework, sessions and reports"
      />
    </Link>
  );
}

export function ProgressLink() {
  return (
    <Link to="/progress" className={CARD}>
      <ActionContent
        icon={ChartColumn}
        title="Your Progress"
        description="Weekly practice, mastery and your weakest concepts"
      />
    </Link>
  );
}

/** The timed tests (issue 37): a section or a whole test, with the real test's tools. */
export function PracticeTestsLink() {
  return (
    <Link to="/tests" className={CARD}>
      <ActionContent
        icon={Timer}
        title="Practice Tests"
        description="Timed SAT sections with the real test's tools: Annotate for Reading and Writing, the calculator and reference sheet for Math"
      />
    </Link>
  );
}

export function PreviouslyAnsweredLink() {
  return (
    <Link to="/previously-answered" className={CARD}>
      <ActionContent
        icon={History}
        title="Previously Answered"
        description="Review your answers with their explanations"
      />
    </Link>
  );
}

/** Opens the tutor-session booking, which needs no plan (SPEC §1). */
export function BookSessionButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={CARD}>
      <ActionContent
        icon={CalendarClock}
        title="Book a tutor session"
        description={`One-on-one with ${ACADEMY.tutorName}, online or in person`}
      />
    </button>
  );
}
