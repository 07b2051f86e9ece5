import { ACADEMY } from '../../../lib/academy';
import { ContactDetails } from './contact-details';
import { PageHeader } from './page-header';
import { TutorProfile } from './tutor-profile';

/** SPEC §2 /contact: the tutor's profile, the Dallas address and the phone number. */
export function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Contact" title="We would love to hear from you">
        <p>
          Questions about SAT or ACT preparation, tutoring or your account? Call, write or visit us
          in {ACADEMY.city}.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 page-gutter pb-16 sm:pb-20 lg:grid-cols-5">
        <TutorProfile className="lg:col-span-3" />
        <ContactDetails className="lg:col-span-2" />
      </div>
    </>
  );
}
