import { ACADEMY } from '../../../lib/academy';
import { cn } from '../../../lib/cn';
import { TutorAvatar } from './tutor-avatar';

const CREDENTIALS = ['PhD', 'Former teaching professor', 'SAT & ACT specialist'];

export function TutorProfile({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="tutor-title"
      className={cn(
        'rounded-2xl border border-slate-200/80 bg-white p-6 shadow-card sm:p-8',
        className,
      )}
    >
      {/* The name goes below the photo when the two cannot share a line (text at 200% on a
          phone), rather than past the card's edge. */}
      <div className="flex flex-wrap items-center gap-4 sm:gap-5">
        <TutorAvatar className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-0 flex-1 basis-40">
          <p className="text-sm font-semibold text-primary-700">Your tutor</p>
          <h2 id="tutor-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {ACADEMY.tutorName}
          </h2>
          <p className="text-slate-600">Founder and lead tutor, {ACADEMY.name}</p>
        </div>
      </div>
      <ul className="mt-5 flex flex-wrap gap-2" aria-label="Credentials">
        {CREDENTIALS.map((credential) => (
          <li
            key={credential}
            className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800"
          >
            {credential}
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-4 leading-relaxed text-pretty text-slate-700">
        <p>
          After earning a PhD and years of teaching at university level, {ACADEMY.tutorName} now
          helps high-school students in and around {ACADEMY.city} get ready for the SAT and ACT.
        </p>
        <p>
          Sessions start from where each student is today: what they already know, the topics that
          trip them up and the score they are aiming for. From there, every session has a clear goal
          and practice to match, online or in person at our office.
        </p>
      </div>
    </section>
  );
}
