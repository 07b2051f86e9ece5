import { Link } from '@tanstack/react-router';
import { ACADEMY } from '../../lib/academy';
import { useCurrentYear } from '../../lib/current-year';
import { LogoMark } from '../logo';

const links = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/contact', label: 'Contact' },
  { to: '/about', label: 'About Us' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/refunds', label: 'Refunds' },
] as const;

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 page-gutter py-8 sm:flex-row sm:items-center sm:justify-between">
        {/* The academy's name and city: the mascot, parked low at the page's end, kept off them. */}
        <div className="flex items-center gap-3" data-mascot-avoid>
          <LogoMark className="size-7" />
          <div>
            <p className="text-sm font-semibold text-slate-900">{ACADEMY.name}</p>
            <p className="text-xs text-slate-500">
              SAT &amp; ACT preparation · {ACADEMY.city}, {ACADEMY.region}
            </p>
          </div>
        </div>
        <nav aria-label="Footer">
          {/* Each link 28 px tall as drawn and 44 under a finger (touch-target, phones, tablets):
              rows that wrap stay far enough apart for their areas not to meet. */}
          <ul className="flex flex-wrap gap-x-6 gap-y-4 text-sm font-medium text-slate-600">
            {links.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="relative inline-block rounded py-1 touch-target hover:text-primary-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl page-gutter py-4 text-xs text-slate-500">
          © {year} {ACADEMY.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
