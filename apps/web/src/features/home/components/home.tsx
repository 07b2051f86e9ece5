import { Fragment, type ReactNode } from 'react';
import type { AuthUser } from '@academy/shared/profile';
import { isStaff } from '@academy/shared/roles';
import { MascotSpot } from '../../../components/layout/mascot-spot';
import { greeting } from '../lib/greeting';
import { GoalCard } from '../../goals/components/goal-card';
import { MyHomework } from '../../homework/components/my-homework';
import { NextSession } from '../../scheduling/components/next-session';
import { AvailableTopics } from './available-topics';
import {
  BookSessionButton,
  FamilyLink,
  PracticeTestsLink,
  PreviouslyAnsweredLink,
  ProgressLink,
  TutorWorkspaceLink,
} from './account-actions';
import { SubscriptionStatus } from './subscription-status';

interface HomeProps {
  user: AuthUser;
  /** Opens the tutor-session booking (the route decides how). */
  onBookSession: () => void;
  /** "Review: n due" (the route brings it from the review-due feature). */
  reviewLink?: ReactNode;
}

/** The signed-in home (SPEC §2): the topics to practise, past answers, the plan and booking. */
export function Home({ user, onBookSession, reviewLink }: HomeProps) {
  // The SAT goal is the student's: a parent's or the tutor's own home has none to count down to.
  const hasGoal = user.role === 'student';
  const staff = isStaff(user.role);
  const { opening, name } = greeting(user);
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-8 sm:py-12">
      <header className="flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
          {/* Each opening word is kept whole (wrap-anywhere is for a long name): at 200% text on
              a 360 px phone the heading broke as "Welcome" / ", Patricia!". */}
          {opening.map((word) => (
            <Fragment key={word}>
              <span className="whitespace-nowrap">{word}</span>{' '}
            </Fragment>
          ))}
          {name}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Pick a topic to practice. Every right first try lifts your average.
        </p>
        {reviewLink ? <div className="mt-4">{reviewLink}</div> : null}
        {/* First on every screen for a parent and the tutor: their children, or their students, are
            what they come for. */}
        {user.role === 'parent' || staff ? (
          <div className="mt-6 max-w-md">{staff ? <TutorWorkspaceLink /> : <FamilyLink />}</div>
        ) : null}
      </header>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-8">
          {/* Below 1024 px the side column follows the topics: the next session comes first
              here instead. */}
          <NextSession className="lg:hidden" />
          {/* What the tutor asked for comes before free practice. */}
          <MyHomework />
          <AvailableTopics />
        </div>
        {/* From 1024 px the large mascot starts above this column (top 96, 225 tall): the column
            starts below it rather than under it. */}
        <aside aria-label="Your account" className="space-y-4 lg:mt-32">
          {/* Here, not from the route: the home's own chunk, not the landing page's. */}
          <NextSession className="max-lg:hidden" />
          {/* Below 1024 px after the topics: it arrives with its data, and moves nothing the
              student is about to tap. */}
          {hasGoal ? <GoalCard scoresLink /> : null}
          <SubscriptionStatus user={user} />
          <ProgressLink />
          <PracticeTestsLink />
          <PreviouslyAnsweredLink />
          {/* The tutor would book a session with themselves. */}
          {staff ? null : <BookSessionButton onClick={onBookSession} />}
        </aside>
      </div>
    </div>
  );
}
