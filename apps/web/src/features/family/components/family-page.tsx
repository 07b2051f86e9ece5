import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { familyMessages, type FamilyChild } from '@academy/shared/family';
import { formatUsd } from '@academy/shared/plans';
import { SESSION_TYPE_LABELS } from '@academy/shared/scheduling-prices';
import { isPurchasableTier } from '@academy/shared/tiers';
import { MascotSpot, WIDE_CLEAR_OF_LARGE_MASCOT } from '../../../components/layout/mascot-spot';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { SatScoreLines } from '../../goals/components/sat-score-lines';
import { ChildGoal } from './child-goal';
import { HomeworkItem } from '../../homework/components/homework-item';
import { SessionReportView } from '../../session-reports/components/session-report-view';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { followsChildren } from '@academy/shared/roles';
import { useChildren } from '../api/get-children';
import { useAuth } from '../../auth/auth-context';
import { ChildPlan } from './child-plan';
import { DigestSetting } from './digest-setting';
import { FamilyBilling } from './family-billing';
import { SessionPlace } from '../../scheduling/components/session-place';
import { formatMediumDate } from '../../../lib/format-date';
import { formatSessionDay } from '../../../lib/session-time';
import { SessionHours } from '../../../components/session-hours';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    // min-w-0: a grid item as wide as its longest word (a child's long name) ran off a phone.
    <section className="min-w-0 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6">
      <h3 className="mb-3 text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Sessions({ child }: { child: FamilyChild }) {
  if (child.sessions.length === 0 && child.bookings.length === 0) {
    return <p className="text-slate-600">No tutor session booked.</p>;
  }
  return (
    <>
      {child.sessions.length === 0 ? (
        <p className="text-slate-600">No session time coming up.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {child.sessions.map((s) => (
            <li key={s.startsAt} className="py-2 text-slate-700">
              <time dateTime={s.startsAt} className="font-medium text-slate-900">
                {formatSessionDay(s.startsAt)}
              </time>
              , <SessionHours start={s.startsAt} end={s.endsAt} />{' '}
              <span className="whitespace-nowrap">· {SESSION_TYPE_LABELS[s.sessionType]}</span>
              <SessionPlace
                sessionType={s.sessionType}
                joinUrl={s.joinUrl}
                className="text-sm text-slate-600"
              />
            </li>
          ))}
        </ul>
      )}
      {child.sessions.length ? (
        <p className="mt-2 text-sm text-slate-600">
          <Link to="/sessions" className="font-medium text-primary-700 underline">
            Move or cancel a session
          </Link>{' '}
          on your Tutor Sessions page, up to 24 hours before it starts.
        </p>
      ) : null}
      {child.bookings.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold text-slate-700">Paid bookings</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-600">
            {child.bookings.map((b) => (
              <li key={b.reference}>
                {b.reference} · {b.sessionCount} {b.sessionCount === 1 ? 'session' : 'sessions'}
                {b.paidAt ? ` · paid ${formatMediumDate(b.paidAt)}` : ''}
                {b.cancelledCount
                  ? ` · ${b.cancelledCount} canceled, ${formatUsd(b.refundCents)} refunded`
                  : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** The child has a paid plan or pass, running or paid for to start later. */
const hasPaidAccess = (plan: FamilyChild['plan']) =>
  isPurchasableTier(plan.subscriptionTier) ||
  plan.upcomingPlan !== null ||
  plan.upcomingPasses.length > 0;

interface FamilyPageProps {
  /** The child's dashboard, read-only (the route composes the progress feature's view). */
  renderDashboard: (child: FamilyChild) => ReactNode;
  /** The child whose plan was just paid for (the checkout's return). */
  paidFor?: string;
  /** Opens the booking modal for the child (the route composes the scheduling feature's). */
  onBook: (child: FamilyChild) => void;
}

/** /family: each linked child's progress, plan and booked sessions. */
export function FamilyPage({ renderDashboard, paidFor, onBook }: FamilyPageProps) {
  // Decided from the account's role before any call: a student's page made the parent-only
  // calls, each refused with a 403 in the browser's console, before it said whom it is for.
  const { user } = useAuth().state;
  const parent = user !== null && followsChildren(user.role);
  const children = useChildren(parent);
  const paidChild = children.data?.find((c) => c.id === paidFor);
  return (
    <div className="mx-auto w-full max-w-6xl page-gutter py-8 sm:py-12">
      <header className="flow-root">
        <MascotSpot />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Family</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Your children’s practice, their plans and booked sessions.
        </p>
        {parent ? (
          <div className="mt-4">
            <DigestSetting />
          </div>
        ) : null}
      </header>
      <div className={cn('mt-6 space-y-10', WIDE_CLEAR_OF_LARGE_MASCOT)} data-mascot-avoid>
        {paidChild ? (
          <Notice role="status">
            {/* Once the plan shows, the promise of a later confirmation read as a payment lost. */}
            {hasPaidAccess(paidChild.plan)
              ? `Thank you for your payment: ${paidChild.firstname}’s plan is below.`
              : `Thank you: the plan is on ${paidChild.firstname}’s account as soon as the payment is confirmed.`}
          </Notice>
        ) : null}
        {/* The server's 403 too: the role the browser holds may be older than the account's. */}
        {!parent ||
        (children.isError && isApiError(children.error) && children.error.status === 403) ? (
          <Notice>{familyMessages.parentsOnly}</Notice>
        ) : children.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading your family" />
          </div>
        ) : children.isError ? (
          <LoadError
            title="We couldn't load your family."
            message={children.error.message}
            onRetry={() => void children.refetch()}
          />
        ) : children.data.length === 0 ? (
          <Notice>
            No student shares their progress with you yet. Ask your child to invite you from their
            profile page, under “Share my progress”.
          </Notice>
        ) : (
          children.data.map((child) => (
            <section key={child.id} aria-labelledby={`child-${child.id}`} className="space-y-6">
              <h2
                id={`child-${child.id}`}
                className="text-xl font-bold tracking-tight text-slate-900"
              >
                {child.firstname} {child.lastname}
              </h2>
              <div className="-mt-4 space-y-2">
                <ChildGoal child={child} />
                <SatScoreLines scores={child.satScores} />
              </div>
              <div className="grid gap-6 lg:grid-cols-2">
                <Card title="Plan">
                  <ChildPlan child={child} />
                </Card>
                <Card title="Upcoming sessions">
                  <Sessions child={child} />
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-4"
                    onClick={() => onBook(child)}
                  >
                    Book a session for {child.firstname}
                  </Button>
                </Card>
                {child.homework.length ? (
                  <Card title="Homework from the tutor">
                    <ul className="space-y-3">
                      {child.homework.map((h) => (
                        <HomeworkItem key={h.id} homework={h} now={new Date()} />
                      ))}
                    </ul>
                  </Card>
                ) : null}
                {child.reports.length ? (
                  <Card title="Reports from the tutor">
                    <ul className="space-y-4">
                      {child.reports.map((report) => (
                        <li key={report.id}>
                          <SessionReportView report={report} headingLevel="h4" />
                        </li>
                      ))}
                    </ul>
                  </Card>
                ) : null}
              </div>
              {renderDashboard(child)}
            </section>
          ))
        )}
        {children.data ? <FamilyBilling onlyWithPayments={!children.data.length} /> : null}
      </div>
    </div>
  );
}
