import type { ReactNode } from 'react';

/**
 * One titled card of the profile's settings (Security, Your data). A form the user types in: the
 * mascot keeps off it (decision 026).
 */
export function SettingsCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-mascot-avoid
      className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={id} className="mb-4 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
