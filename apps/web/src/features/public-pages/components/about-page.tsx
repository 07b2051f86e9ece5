import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../../../lib/academy';
import { useAuth } from '../../auth/auth-context';
import { buttonClasses } from '../../../components/ui/button';
import { FounderCard } from './founder-card';
import { MissionSection } from './mission-section';
import { PageHeader } from './page-header';

/** SPEC §2 /about: a founder card and 'Our Mission'. */
export function AboutPage() {
  // A signed-in user was asked to create the account they have, and Get started led to /signup,
  // which only sends them home: their home is where they carry on.
  const signedIn = useAuth().state.status === 'authenticated';
  return (
    <>
      <PageHeader eyebrow={ACADEMY.name} title="About Us">
        <p>
          We are a tutor-led academy in {ACADEMY.city} helping high-school students prepare for the
          SAT and ACT with focused practice and teaching built around each student.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-6 page-gutter pb-16 sm:pb-20">
        <FounderCard />
        <MissionSection />
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200/80 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-lg font-bold text-slate-900">Ready when you are</h2>
            <p className="mt-1 text-slate-600">
              {signedIn
                ? 'Ask us anything, or carry on where you left off.'
                : 'Ask us anything, or create an account and start practicing today.'}
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to="/contact" className={buttonClasses({ variant: 'secondary' })}>
              Contact us
            </Link>
            {signedIn ? (
              <Link to="/" className={buttonClasses()}>
                Go to your home
              </Link>
            ) : (
              <Link to="/signup" className={buttonClasses()}>
                Get started
              </Link>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
