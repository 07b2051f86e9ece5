import { ClosingCallToAction } from './closing-call-to-action';
import { EvaluationCard } from './evaluation-card';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingStats } from './landing-stats';
import { SessionBookingCard } from './session-booking-card';
import { Testimonials } from './testimonials';

interface LandingProps {
  /** Where to go after signing in, kept on the links to the login and register pages. */
  redirect?: string;
  /** Opens the tutor-session booking (the route decides how). */
  onBookSession: () => void;
}

/** The visitor's front page (SPEC §2 Landing page). */
export function Landing({ redirect, onBookSession }: LandingProps) {
  return (
    <>
      <LandingHero redirect={redirect} />
      <LandingStats />
      <LandingFeatures />
      <section
        aria-label="Tutoring and evaluation"
        className="mx-auto grid max-w-6xl grid-cols-1 gap-6 page-gutter pb-16 sm:pb-20 md:grid-cols-2"
      >
        <SessionBookingCard onBookSession={onBookSession} />
        <EvaluationCard />
      </section>
      <Testimonials />
      <ClosingCallToAction />
    </>
  );
}
