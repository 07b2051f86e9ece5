import { Compass, Target, UsersRound } from 'lucide-react';

const PILLARS = [
  {
    icon: Compass,
    title: 'Start from where you are',
    text: 'An evaluation and your scores per concept show what you already know and what to work on first.',
  },
  {
    icon: Target,
    title: 'Practice with purpose',
    text: 'Questions by topic, hints when you are stuck and clear explanations turn every mistake into progress.',
  },
  {
    icon: UsersRound,
    title: 'A tutor by your side',
    text: 'One-on-one sessions, online or in person, for the moments when a student needs a guide.',
  },
];

export function MissionSection() {
  return (
    <section
      aria-labelledby="mission-title"
      className="overflow-hidden rounded-2xl bg-primary-700 p-6 text-white shadow-card sm:p-8"
    >
      <h2 id="mission-title" className="text-2xl font-bold tracking-tight">
        Our Mission
      </h2>
      <p className="mt-3 max-w-3xl leading-relaxed text-pretty text-primary-100">
        No two students prepare the same way, so neither should their SAT and ACT preparation. We
        build personalized preparation around each student’s strengths, gaps and goals, so that
        study time goes where it counts and students walk into the test confident.
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {PILLARS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-white/10 p-5 ring-1 ring-white/15">
            <Icon className="size-5 text-accent-300" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-primary-100">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
