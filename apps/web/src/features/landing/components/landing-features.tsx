import { Lightbulb, Target, TrendingUp } from 'lucide-react';

const FEATURES = [
  {
    icon: Target,
    title: 'Practice by topic',
    text: 'Pick a topic and work through it one question at a time, from linear equations to circles and data.',
  },
  {
    icon: Lightbulb,
    title: 'Hints when you are stuck',
    text: 'Reveal a hint, then a superhint, before you check the answer and read how to solve it.',
  },
  {
    icon: TrendingUp,
    title: 'See your progress',
    text: 'A score for every concept shows your strengths and the topics to focus on next.',
  },
];

export function LandingFeatures() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl page-gutter py-16 sm:py-20"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2
          id="features-title"
          className="text-3xl font-bold tracking-tight text-balance text-slate-900"
        >
          Practice that shows you what to study next
        </h2>
        <p className="mt-3 text-pretty text-slate-600">
          Real SAT-style questions with the help you need, exactly when you need it.
        </p>
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-5 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-card"
          >
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
