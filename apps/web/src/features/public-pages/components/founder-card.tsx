import { BriefcaseBusiness, GraduationCap, HeartHandshake } from 'lucide-react';
import { ACADEMY } from '../../../lib/academy';
import { TutorAvatar } from './tutor-avatar';

const HIGHLIGHTS = [
  {
    icon: GraduationCap,
    title: 'Education',
    text: 'A PhD graduate who brings a researcher’s rigor to every lesson plan and every practice question.',
  },
  {
    icon: BriefcaseBusiness,
    title: 'Experience',
    text: 'A former teaching professor who taught and mentored university students for years before founding the academy.',
  },
  {
    icon: HeartHandshake,
    title: 'Impact',
    text: `Trusted by hundreds of local students and parents across the ${ACADEMY.city} area, from first practice test to test day.`,
  },
];

export function FounderCard() {
  return (
    <section
      aria-labelledby="founder-title"
      className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-card sm:p-8"
    >
      {/* The name goes below the photo when the two cannot share a line (text at 200% on a
          phone), rather than past the card's edge. */}
      <div className="flex flex-wrap items-center gap-4 sm:gap-5">
        <TutorAvatar className="size-16 text-xl sm:size-20 sm:text-2xl" />
        <div className="min-w-0 flex-1 basis-40">
          <p className="text-sm font-semibold text-primary-700">Our founder</p>
          <h2 id="founder-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {ACADEMY.tutorName}
          </h2>
          <p className="text-slate-600">Founder and lead tutor</p>
        </div>
      </div>
      <dl className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl bg-slate-50 p-5">
            <dt className="flex items-center gap-2.5 font-semibold text-slate-900">
              <span className="flex size-9 items-center justify-center rounded-lg bg-white text-primary-700 shadow-card">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
              {title}
            </dt>
            <dd className="mt-3 text-sm leading-relaxed text-slate-600">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
