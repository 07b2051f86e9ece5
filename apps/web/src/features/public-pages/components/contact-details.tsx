import type { ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ACADEMY } from '../../../lib/academy';
import { cn } from '../../../lib/cn';
import { MapIllustration } from './map-illustration';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-medium text-slate-500">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

// A line of text as drawn, 44 px tall under a finger (touch-target): the details stand far
// enough apart for the phone's and the email's areas not to meet. One box (inline-block), so
// an address that wraps on a phone is still one target, not two line fragments.
const linkClasses =
  'relative inline-block max-w-full font-semibold break-words text-primary-700 underline-offset-4 touch-target hover:text-primary-800 hover:underline';

export function ContactDetails({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="contact-details-title"
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card',
        className,
      )}
    >
      <MapIllustration className="h-40 w-full" />
      <div className="p-6 sm:p-8">
        <h2 id="contact-details-title" className="text-xl font-bold tracking-tight text-slate-900">
          Visit or call us
        </h2>
        <dl className="mt-6 space-y-5">
          <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
            <address className="not-italic">
              {ACADEMY.street}
              <br />
              {ACADEMY.city}, {ACADEMY.region} {ACADEMY.postalCode}
            </address>
          </Detail>
          <Detail icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
            <a href={ACADEMY.phoneHref} className={linkClasses}>
              {ACADEMY.phone}
            </a>
          </Detail>
          <Detail icon={<Mail className="size-5" aria-hidden="true" />} label="Email">
            <a href={`mailto:${ACADEMY.email}`} className={linkClasses}>
              {ACADEMY.email}
            </a>
          </Detail>
        </dl>
      </div>
    </section>
  );
}
