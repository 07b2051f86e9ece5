const STATS = [
  { value: '90+', label: 'points average improvement' },
  { value: '100+', label: 'students' },
  { value: '500+', label: 'practice questions' },
];

export function LandingStats() {
  return (
    <section
      aria-label="Results"
      className="relative mx-auto -mt-10 max-w-5xl page-gutter sm:-mt-14"
    >
      <dl className="grid grid-cols-1 divide-y divide-slate-100 rounded-2xl border border-slate-200/80 bg-white shadow-card sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col items-center px-6 py-6 text-center sm:py-8"
          >
            <dt className="order-2 mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="order-1 text-4xl font-extrabold tracking-tight text-primary-700">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
